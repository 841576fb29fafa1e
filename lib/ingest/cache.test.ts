import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ingest } from '../../scripts/ingest.js'
import { smallJar } from '../formats/judge/fixtures.js'
import { makePdf } from '../text/pdf/test-pdf.js'
import type { Family } from '../types.js'
import { codeVersions, IngestCache, importClosure, type ParserVersions } from './cache.js'

const ROOT = join(import.meta.dirname, '..', '..')
const work = mkdtempSync(join(tmpdir(), 'ingest-cache-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A content folder: content/ as shipped (its text documents, manifest and situations) and a small PDF. */
async function contentFolder(name: string): Promise<string> {
  const dir = join(work, name)
  cpSync(join(ROOT, 'content'), dir, { recursive: true })
  writeFileSync(join(dir, 'judging-at-regular-rel.pdf'), await makePdf(smallJar()))
  return dir
}

/** One `npm run ingest` (the function the script runs) with this cache; what it parsed and what it wrote. */
async function run(content: string, cache: IngestCache) {
  const out = join(work, `out-${Math.random().toString(36).slice(2)}`)
  await ingest({ content, out, quiet: true, cache })
  const graph = JSON.parse(readFileSync(join(out, 'graph.json'), 'utf8'))
  delete graph.generated
  return { stats: cache.stats, graph: JSON.stringify(graph), report: readFileSync(join(out, 'report.json'), 'utf8') }
}

/** This checkout's versions, with some bumped as a change to that code would bump them. */
function versions(bump: { pdf?: boolean; family?: Family } = {}): ParserVersions {
  const code = codeVersions()
  return {
    pdf: () => code.pdf() + (bump.pdf ? '+1' : ''),
    family: (id) => code.family(id) + (bump.family === id ? '+1' : ''),
  }
}

describe('the ingest cache', () => {
  it('parses each document once; an unchanged one is read back and gives the same graph and report', async () => {
    const content = await contentFolder('same')
    const dir = join(work, 'cache-same')
    const first = await run(content, new IngestCache(dir, versions()))
    const documents = readdirSync(content).filter((f) => /\.(txt|pdf)$/.test(f)).sort()
    expect(first.stats.parsed.sort()).toEqual(documents)
    expect(first.stats.pdfRead).toEqual(['judging-at-regular-rel.pdf'])
    const second = await run(content, new IngestCache(dir, versions()))
    expect(second.stats.parsed).toEqual([])
    expect(second.stats.reused.sort()).toEqual(documents)
    expect(second.stats.pdfRead).toEqual([])
    expect(second.stats.pdfReused).toEqual(['judging-at-regular-rel.pdf'])
    expect(second.graph).toBe(first.graph)
    expect(second.report).toBe(first.report)
  })

  it('after one byte of a document is edited, parses that document again and no other', async () => {
    const content = await contentFolder('edited')
    const dir = join(work, 'cache-edited')
    const before = await run(content, new IngestCache(dir, versions()))
    const file = join(content, 'rulings-2002-timing.txt')
    const bytes = readFileSync(file)
    // a letter of a ruling's text, not its structure: the same nodes, one word different
    const at = bytes.indexOf('spell', 2000)
    bytes[at] = 'S'.charCodeAt(0)
    writeFileSync(file, bytes)
    const after = await run(content, new IngestCache(dir, versions()))
    expect(after.stats.parsed).toEqual(['rulings-2002-timing.txt'])
    expect(after.graph).not.toBe(before.graph)
    // and the parse is the edited text's, as without the cache
    const uncached = join(work, 'uncached-edited')
    await ingest({ content, out: uncached, quiet: true, cache: false })
    const fresh = JSON.parse(readFileSync(join(uncached, 'graph.json'), 'utf8'))
    delete fresh.generated
    expect(after.graph).toBe(JSON.stringify(fresh))
  })

  it('parses again every document of a family whose parser changed, and reads a PDF again when the reader changed', async () => {
    const content = await contentFolder('bumped')
    const dir = join(work, 'cache-bumped')
    await run(content, new IngestCache(dir, versions()))
    const cr = await run(content, new IngestCache(dir, versions({ family: 'cr' })))
    expect(cr.stats.parsed).toEqual(['cr-2004-sections-4-5.txt'])
    expect(cr.stats.pdfRead).toEqual([])
    const pdf = await run(content, new IngestCache(dir, versions({ pdf: true })))
    expect(pdf.stats.pdfRead).toEqual(['judging-at-regular-rel.pdf'])
    // the same layout text as before: the judge parser's entry for it still holds
    expect(pdf.stats.parsed).toEqual([])
  })

  it('after a document is added, parses that one', async () => {
    const content = await contentFolder('added')
    const dir = join(work, 'cache-added')
    const readme = join(content, 'summary-1994-general.txt')
    const kept = readFileSync(readme)
    rmSync(readme)
    await run(content, new IngestCache(dir, versions()))
    writeFileSync(readme, kept)
    const after = await run(content, new IngestCache(dir, versions()))
    expect(after.stats.parsed).toEqual(['summary-1994-general.txt'])
  })

  it('is safe to delete: a missing or damaged entry is parsed again', async () => {
    const content = await contentFolder('deleted')
    const dir = join(work, 'cache-deleted')
    const first = await run(content, new IngestCache(dir, versions()))
    for (const f of readdirSync(join(dir, 'doc'))) writeFileSync(join(dir, 'doc', f), '{"format":')
    const damaged = await run(content, new IngestCache(dir, versions()))
    expect(damaged.stats.reused).toEqual([])
    expect(damaged.graph).toBe(first.graph)
    rmSync(dir, { recursive: true })
    const gone = await run(content, new IngestCache(dir, versions()))
    expect(gone.stats.reused).toEqual([])
    expect(gone.graph).toBe(first.graph)
  })

  it("versions a family by its own code and the pipeline's, not the other families'", () => {
    const cr = importClosure([join(ROOT, 'lib/formats/cr/index.ts')]).map((f) => f.slice(ROOT.length + 1))
    expect(cr).toContain('lib/formats/cr/parse.ts')
    expect(cr.some((f) => f.startsWith('lib/formats/faq/'))).toBe(false)
    const code = codeVersions()
    expect(code.family('cr')).not.toBe(code.family('faq'))
    expect(code.family('cr')).toBe(codeVersions().family('cr'))
    expect(code.pdf()).toMatch(/^[0-9a-f]{24}$/)
  })
})
