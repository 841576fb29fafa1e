/**
 * The real release notes and set FAQ in ../shared/corpora/articles through the whole pipeline: each is detected as
 * an article, titled and dated from its own text, every card block is a card node with its bulleted rulings (counted
 * here from the raw Markdown, independently of the parser), every line is in a node or reported as noise, and each
 * card's page lists the rulings. The 2014 file, cut short in the archive itself, ingests with what it has and says
 * where it stops.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkCoverage } from '../lib/formats/coverage.js'
import { buildGraph, type BuildResult } from '../lib/ingest/build-graph.js'
import { cardKey } from '../lib/graph/card-key.js'
import { cardPage } from '../lib/site/cards.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'
import { lineLocator } from '../lib/text/offsets.js'
import type { GraphNode } from '../lib/types.js'

const dir = join(import.meta.dirname, '..', '..', 'shared', 'corpora', 'articles')
const FILES = {
  kaladesh: 'release-notes-kaladesh-2016-09-16.md',
  bng: 'release-notes-born-of-the-gods-2014-01-17.md',
  rtr: 'faq-return-to-ravnica-2012-09-20.md',
} as const
const present = Object.values(FILES).every((f) => existsSync(join(dir, f)))

/**
 * The card blocks and bullets of a file, read line by line with two patterns and nothing else: a quoted card
 * opens with its image glued to its name (`> ![](....jpg)Name`); a card written a paragraph per line (2016)
 * is the line ending in two spaces right after a `.png` card image. Bullets are `* ` lines, counted for the
 * card named last; before `CARD-SPECIFIC NOTES` they belong to the general notes.
 */
function rawBlocks(text: string) {
  const lines = text.split('\n')
  const cards: Array<{ name: string; line: number; general: boolean; bullets: number }> = []
  let general = false
  let generalBullets = 0
  let afterImage = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (/^\W*GENERAL NOTES\W*$/.test(line)) general = true
    if (/^\W*CARD-SPECIFIC NOTES\W*$/.test(line)) general = false
    const quoted = /^> !\[\]\(\S+?\.jpg\)(?!\s)(?:[^\s)]*\.jpg\))?(\S.*?)\s*$/i.exec(line)
    const paragraph = afterImage && / {2}$/.test(line) && line.trim() !== '' ? line.trim() : null
    if (line.trim() !== '') afterImage = /^!\[\]\(\S+\.png\)$/.test(line)
    const name = quoted?.[1] ?? paragraph
    if (name) {
      cards.push({ name: name.replace(/\s*\*?\([^()]*\)\*?$/, ''), line: i + 1, general, bullets: 0 })
    } else if (/^\* \S/.test(line)) {
      if (general) generalBullets++
      else if (cards.length) cards[cards.length - 1].bullets++
    }
  }
  const bullets = lines.filter((l) => /^\* \S/.test(l)).length
  return { cards, bullets, generalBullets }
}

describe.skipIf(!present)(`release notes and a set FAQ from ../shared/corpora/articles${present ? '' : ' (skipped: ../shared/corpora/articles is absent)'}`, () => {
  let built: BuildResult
  const texts = new Map<string, string>()
  beforeAll(() => {
    const sources = Object.values(FILES).map((f) => {
      const bytes = readFileSync(join(dir, f))
      texts.set(f, bytes.toString('utf8'))
      return { path: f, bytes: new Uint8Array(bytes) }
    })
    built = buildGraph(sources)
  }, 120_000)
  const doc = (file: string) => built.documents.find((d) => d.info.file === file)!
  const nodesOf = (file: string) => built.graph.nodes.filter((n) => n.doc === doc(file).info.id)
  const byId = () => new Map(built.graph.nodes.map((n) => [n.id, n]))

  it('detects each as an article, titled and dated by its own text', () => {
    expect(built.report.failed).toEqual([])
    expect(Object.values(FILES).map((f) => [doc(f).info.family, doc(f).info.title, doc(f).info.date, doc(f).info.author])).toEqual([
      ['article', 'Kaladesh Release Notes', '2016-09-16', 'Wizards of the Coast'],
      // Posted on the 22nd; the 17th is only the date in its address.
      ['article', 'Born of the Gods Release Notes', '2014-01-22', 'Wizards of the Coast'],
      ['article', 'Frequently Asked Questions', '2012-09-20', null],
    ])
  })

  for (const file of Object.values(FILES)) {
    it(`${file}: every card block is a card node, titled with its name, in order`, () => {
      const raw = rawBlocks(texts.get(file)!)
      const cards = nodesOf(file).filter((n) => n.kind === 'card')
      expect(raw.cards.length).toBeGreaterThan(40)
      expect(cards.map((c) => c.title)).toEqual(raw.cards.map((c) => c.name))
      // Each starts on the line the raw count found its name on.
      expect(cards.map((c) => c.lines[0])).toEqual(raw.cards.map((c) => c.line))
    })

    it(`${file}: every bullet is a ruling, each card-specific one under its card`, () => {
      const raw = rawBlocks(texts.get(file)!)
      const nodes = nodesOf(file)
      const ids = byId()
      expect(nodes.filter((n) => n.kind === 'ruling')).toHaveLength(raw.bullets)
      const cards = nodes.filter((n) => n.kind === 'card')
      const rulingsOf = (c: GraphNode) => c.children.map((id) => ids.get(id)!).filter((n) => n.kind === 'ruling').length
      expect(cards.map((c) => [c.title, rulingsOf(c)])).toEqual(raw.cards.map((c) => [c.name, c.general ? 0 : c.bullets]))
      // The general notes' bullets are their sections' rulings.
      const general = nodes.find((n) => n.kind === 'section' && n.title === 'GENERAL NOTES')!
      const under = (n: GraphNode): GraphNode[] => n.children.map((id) => ids.get(id)!).flatMap((c) => [c, ...under(c)])
      expect(under(general).filter((n) => n.kind === 'ruling')).toHaveLength(raw.generalBullets)
    })

    it(`${file}: every ruling is Wizards' word, dated by the document`, () => {
      const date = doc(file).info.date
      for (const r of nodesOf(file).filter((n) => n.kind === 'ruling')) {
        expect(r.citations.map((c) => [c.source, c.date, c.dateInferred])).toEqual([['Wizards of the Coast', date, true]])
      }
    })

    it(`${file}: every line is in a node or reported as noise with a reason`, () => {
      const d = doc(file)
      const text = d.decoded.text
      const coverage = checkCoverage(text, d.root)
      expect(coverage.missing).toEqual([])
      expect(coverage.doubled).toEqual([])
      expect(d.noise.filter((n) => n.reason === 'not recognised by the parser')).toEqual([])
      // Line by line, from the spans of nodes and noise: no line with words is left out.
      const lineOf = lineLocator(text)
      const held = new Set<number>()
      const mark = (s: { start: number; end: number }) => {
        for (let l = lineOf(s.start); l <= lineOf(Math.max(s.start, s.end - 1)); l++) held.add(l)
      }
      const walk = (bs: typeof d.root.children) => bs.forEach((b) => (b.spans.forEach(mark), walk(b.children)))
      walk(d.root.children)
      d.root.noise.forEach((n) => mark(n.span))
      const lost = text.split('\n').flatMap((l, i) => (l.trim() !== '' && !held.has(i + 1) ? [`${i + 1}: ${l.slice(0, 60)}`] : []))
      expect(lost).toEqual([])
      // Chrome, images and rules are reported with their reasons.
      const reasons = new Set(d.noise.map((n) => n.reason))
      for (const r of ['byline (the date is read from it)', 'byline', 'download links', 'image', 'metadata (read into the title, author and date)']) expect(reasons, r).toContain(r)
    })

    it(`${file}: a gatherer link in a ruling is a card reference of that ruling`, () => {
      const rulings = nodesOf(file).filter((n) => n.kind === 'ruling')
      const linked = [...texts.get(file)!.matchAll(/^\* .*$/gm)].flatMap((m) => [...m[0].matchAll(/\[([^\]]+)\]\(https?:\/\/gatherer[^)]*\)/g)].map((l) => l[1]))
      for (const name of linked) {
        const holder = rulings.find((r) => r.text.includes(name))
        expect(holder?.refs.some((ref) => ref.kind === 'card' && ref.number === name), name).toBe(true)
      }
    })
  }

  it('reads the costs drawn as mana symbol images', () => {
    const card = (file: string, name: string) => nodesOf(file).find((n) => n.kind === 'card' && n.title === name)!
    expect(card(FILES.bng, 'Nessian Demolok').text.split('\n').slice(0, 3)).toEqual(['{3}{G}{G}', 'Creature — Beast', '3/3'])
    expect(card(FILES.rtr, 'Golgari Longlegs').text).toBe('{3}{B/G}{B/G}\nCreature — Insect\n5/4')
    expect(card(FILES.kaladesh, 'Thriving Rhino').text.split('\n').slice(0, 3)).toEqual(['2G', 'Creature — Rhino', '2/3'])
  })

  it('says that the 2014 file ends inside a card block, and keeps that card with what it has', () => {
    const phenax = nodesOf(FILES.bng).find((n) => n.title === 'Phenax, God of Deception')!
    expect(phenax.text.split('\n').slice(-2)).toEqual(['4/7', 'Indestructi'])
    expect(phenax.children).toEqual([])
    const report = built.report.documents.find((d) => d.file === FILES.bng)!
    expect(report.problems).toEqual([
      { line: phenax.lines[0], message: 'the document ends inside the card block of Phenax, God of Deception: no rulings follow it, and its text stops at "Indestructi"' },
    ])
    for (const f of [FILES.kaladesh, FILES.rtr]) expect(built.report.documents.find((d) => d.file === f)!.problems).toEqual([])
  })

  it("lists a release-notes card's rulings on its card page", () => {
    const site = buildSiteGraph(built.graph)
    const rhino = nodesOf(FILES.kaladesh).find((n) => n.kind === 'card' && n.title === 'Aetherflux Reservoir')!
    const page = cardPage(site, cardKey('Aetherflux Reservoir'))!
    const entry = page.entries.find((e) => e.node.id === rhino.id)!
    expect(entry.rulings.map((r) => r.id)).toEqual(rhino.children)
    expect(entry.rulings).toHaveLength(4)
    expect(entry.date).toBe('2016-09-16')
  })
})
