/**
 * content/manifest.json: what we know of each document beyond its text. Optional:
 * a document with no entry still ingests, its family and date read from its text.
 */
import { RESERVED_DOC_IDS, type Family } from '../types.js'

export interface ManifestEntry {
  file: string
  id?: string
  title?: string
  author?: string | null
  family?: Family
  date?: string | null
  dateNote?: string
  origin?: string | null
  /** A translation's language (BCP 47: `zh-Hans`, `ko`, `ja`), where its script would not tell it. */
  language?: string
  /** For a translation: the id of the English document it translates, where its text's date would not find it. */
  translates?: string
}

export class ManifestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ManifestError'
  }
}

const FAMILIES: readonly Family[] = ['rulings', 'cr', 'newsgroup', 'faq', 'translation']
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const URL_SAFE = /^[a-z0-9][a-z0-9-]*$/
// BCP 47 as the site uses it: a language, then a script or region (`zh-Hans`, `pt-BR`).
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

export function parseManifest(json: string): ManifestEntry[] {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch (e) {
    throw new ManifestError(`not valid JSON (${(e as Error).message})`)
  }
  const list = (data as { documents?: unknown })?.documents
  if (!Array.isArray(list)) throw new ManifestError('expected an object with a "documents" array')
  const seenFiles = new Set<string>()
  const seenIds = new Set<string>()
  return list.map((raw, i) => {
    const where = `documents[${i}]`
    const e = raw as Record<string, unknown>
    if (typeof e?.file !== 'string' || !e.file) throw new ManifestError(`${where}: "file" is required`)
    if (seenFiles.has(e.file)) throw new ManifestError(`${where}: "${e.file}" is listed twice`)
    seenFiles.add(e.file)
    if (e.id !== undefined && (typeof e.id !== 'string' || !URL_SAFE.test(e.id)))
      throw new ManifestError(`${where}: id must be lowercase letters, digits and dashes`)
    if (typeof e.id === 'string' && RESERVED_DOC_IDS.has(e.id))
      throw new ManifestError(`${where}: id "${e.id}" is a page of the site; choose another`)
    for (const field of ['title', 'author', 'dateNote', 'origin'] as const)
      if (e[field] != null && typeof e[field] !== 'string') throw new ManifestError(`${where}: ${field} must be text`)
    if (typeof e.id === 'string') {
      if (seenIds.has(e.id)) throw new ManifestError(`${where}: id "${e.id}" is used twice`)
      seenIds.add(e.id)
    }
    if (e.family !== undefined && !FAMILIES.includes(e.family as Family))
      throw new ManifestError(`${where}: family must be one of ${FAMILIES.join(', ')}`)
    if (e.language !== undefined && (typeof e.language !== 'string' || !LANGUAGE_TAG.test(e.language)))
      throw new ManifestError(`${where}: language must be a BCP 47 tag such as "zh-Hans" or "ko"`)
    if (e.translates !== undefined && (typeof e.translates !== 'string' || !URL_SAFE.test(e.translates)))
      throw new ManifestError(`${where}: translates must be the id of the English document`)
    if (e.date != null && (typeof e.date !== 'string' || !ISO_DATE.test(e.date)))
      throw new ManifestError(`${where}: date must be YYYY-MM-DD or null`)
    return e as unknown as ManifestEntry
  })
}
