/**
 * The ingest cache: a document whose bytes and whose parser are unchanged is not parsed again. Two stores, both
 * keyed by a content hash and the version of the code that made the entry:
 * - a PDF's layout text (lib/text/pdf: by far the slowest step, seconds per PDF), by the PDF's bytes;
 * - a document's parse (lib/graph/ingest-document.ts: its nodes, noise, problems and info before the documents are
 *   linked), by its text's bytes, its id, its manifest entry and the family that parses it.
 * A parser's version is a hash of its code: the files its entry module imports, followed to the end (`sourceVersion`),
 * with the dependencies' lockfile; a family's version leaves out the other families' folders, so a change to the CR
 * parser parses the CR versions again and nothing else. Nobody has to remember to bump a number, and an entry made by
 * other code is never read back. Only the link, history and situations steps, which read every document together,
 * run every time. Entries are written whole (to a temporary name, then renamed), so a build stopped half way leaves
 * no half entry; the folder is outside what is deployed and safe to delete at any time.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ManifestEntry } from '../content/manifest.js'
import { detectFamily, familyById } from '../formats/index.js'
import { ingestSource, isStreamSource, type ContentSource, type IngestedDocument } from '../graph/ingest-document.js'
import type { PdfTextCache } from '../graph/pdf-source.js'
import { decode } from '../text/decode.js'
import type { Family } from '../types.js'

/** The stored shape of an entry; bump it when what is written changes. */
export const CACHE_FORMAT = 1

const LIB = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ROOT = resolve(LIB, '..')

/** Where `npm run ingest` keeps its cache unless told otherwise (INGEST_CACHE_DIR, `--cache DIR`). */
export const DEFAULT_CACHE_DIR = join(ROOT, '.cache', 'ingest')

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

/** The versions the keys are made of: the PDF reader's, and each family parser's (with the pipeline it runs in). */
export interface ParserVersions {
  pdf(): string
  family(id: Family): string
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^import\s+['"](\.{1,2}\/[^'"]+)['"]/gm

/** The module a relative specifier names: `./x.js` is `./x.ts` when that exists (lib/ is written for Node ESM). */
function resolveModule(from: string, spec: string): string | null {
  const path = resolve(dirname(from), spec)
  const candidates = spec.endsWith('.js') ? [path.replace(/\.js$/, '.ts'), path] : [path, `${path}.ts`, join(path, 'index.ts')]
  return candidates.find((p) => existsSync(p)) ?? null
}

/** Every source file `entries` import, followed to the end, relative imports only (packages are the lockfile's). */
export function importClosure(entries: string[], skip: (file: string) => boolean = () => false): string[] {
  const seen = new Set<string>()
  const stack = entries.map((e) => resolve(e))
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file) || skip(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const next = resolveModule(file, m[1] ?? m[2] ?? m[3])
      if (next && !seen.has(next)) stack.push(next)
    }
  }
  return [...seen].sort()
}

/** A hash of these files' paths and contents, and of the lockfile (the packages they use). */
export function sourceVersion(files: string[]): string {
  const h = createHash('sha256')
  for (const f of files) h.update(relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0')
  const lock = join(ROOT, 'package-lock.json')
  if (existsSync(lock)) h.update(readFileSync(lock))
  return h.digest('hex').slice(0, 24)
}

/**
 * The versions of this checkout's code: the PDF reader is lib/text/pdf/index.ts and what it imports; a family is
 * lib/graph/ingest-document.ts and what it imports, with the other families' folders left out.
 */
export function codeVersions(): ParserVersions {
  const formats = join(LIB, 'formats')
  const familyDir = (file: string) => {
    const rel = relative(formats, file)
    return !rel.startsWith('..') && rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : null
  }
  let pdf: string | undefined
  let shared: string[] | undefined
  const byFamily = new Map<Family, string>()
  return {
    pdf: () => (pdf ??= sourceVersion(importClosure([join(LIB, 'text', 'pdf', 'index.ts')]))),
    family(id) {
      let v = byFamily.get(id)
      if (!v) {
        shared ??= importClosure([join(LIB, 'graph', 'ingest-document.ts')], (f) => familyDir(f) !== null)
        const own = importClosure([join(formats, id, 'index.ts')], (f) => familyDir(f) !== null && familyDir(f) !== id)
        byFamily.set(id, (v = sourceVersion([...new Set([...shared, ...own])].sort())))
      }
      return v
    },
  }
}

/** What one run of the ingest took from the cache and what it made. */
export interface CacheStats {
  parsed: string[]
  reused: string[]
  pdfRead: string[]
  pdfReused: string[]
}

/** A document's parse as stored: what the steps after it read (the tree's meta only: the hints history takes). */
interface StoredDocument {
  format: number
  doc: Omit<IngestedDocument, 'root' | 'decoded'> & {
    root: Pick<IngestedDocument['root'], 'meta' | 'family'>
    decoded: Omit<IngestedDocument['decoded'], 'text'>
  }
}

export class IngestCache {
  readonly stats: CacheStats = { parsed: [], reused: [], pdfRead: [], pdfReused: [] }
  readonly pdfText: PdfTextCache

  constructor(
    readonly dir: string = DEFAULT_CACHE_DIR,
    private readonly versions: ParserVersions = codeVersions(),
  ) {
    this.pdfText = {
      get: (bytes, path) => {
        const text = this.read(this.pdfFile(bytes))
        if (text !== null) this.stats.pdfReused.push(path)
        return text ?? undefined
      },
      set: (bytes, path, text) => {
        this.stats.pdfRead.push(path)
        this.write(this.pdfFile(bytes), text)
      },
    }
  }

  private pdfFile(bytes: Uint8Array): string {
    return join(this.dir, 'pdf', `${sha256(`${CACHE_FORMAT}\0${this.versions.pdf()}\0${sha256(bytes)}`)}.txt`)
  }

  /**
   * `ingestSource` with the cache in front. A file read piece by piece (Scryfall's bulk data) is parsed every time:
   * its stored parse would be as large as the file and take as long to read back as to parse.
   */
  ingest(source: ContentSource, docId: string, entry?: ManifestEntry): IngestedDocument {
    if (isStreamSource(source) || source.unreadable) return ingestSource(source, docId, entry)
    const family = this.familyOf(source.bytes, entry)
    // a text no family reads fails in ingestSource, as without the cache
    if (!family) return ingestSource(source, docId, entry)
    const key = sha256(JSON.stringify([CACHE_FORMAT, sha256(source.bytes), source.fileBytes ?? null, source.path, docId, entry ?? null, family, this.versions.family(family)]))
    const file = join(this.dir, 'doc', `${key}.json`)
    const stored = this.readDocument(file)
    if (stored) {
      const { doc } = stored
      this.stats.reused.push(source.path)
      // the tree's blocks and the text are not kept (as for a document read as a stream): the nodes say it all
      return { ...doc, root: { type: 'root', family: doc.root.family, meta: doc.root.meta, children: [], noise: [], problems: [] }, decoded: { ...doc.decoded, text: '' } }
    }
    const parsed = ingestSource(source, docId, entry)
    this.stats.parsed.push(source.path)
    // stored before the later steps link, date and number its nodes in place
    const { root, decoded, ...rest } = parsed
    const { text: _text, ...decodedRest } = decoded
    const out: StoredDocument = { format: CACHE_FORMAT, doc: { ...rest, root: { meta: root.meta, family: root.family }, decoded: decodedRest } }
    this.write(file, JSON.stringify(out))
    return parsed
  }

  /** The family that will parse these bytes, as ingestDocument chooses it; null when the text cannot be read. */
  private familyOf(bytes: Uint8Array, entry?: ManifestEntry): Family | null {
    if (entry?.family) return familyById(entry.family).id
    try {
      return detectFamily(decode(bytes).text).family?.id ?? null
    } catch {
      return null
    }
  }

  /** A stored parse, or null when there is none of this format (or it is damaged: it is then made again). */
  private readDocument(file: string): StoredDocument | null {
    const text = this.read(file)
    if (text === null) return null
    try {
      const stored = JSON.parse(text) as StoredDocument
      return stored?.format === CACHE_FORMAT && stored.doc ? stored : null
    } catch {
      return null
    }
  }

  private read(file: string): string | null {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return null
    }
  }

  private write(file: string, text: string) {
    try {
      mkdirSync(dirname(file), { recursive: true })
      const tmp = `${file}.${process.pid}.tmp`
      writeFileSync(tmp, text)
      renameSync(tmp, file)
    } catch (e) {
      // a cache that cannot be written (read-only checkout, full disk) only costs time: the parse is in hand
      rmSync(`${file}.${process.pid}.tmp`, { force: true })
      if (!this.warned) console.warn(`ingest cache: cannot write ${this.dir} (${(e as Error).message}); parsing without it`)
      this.warned = true
    }
  }
  private warned = false
}
