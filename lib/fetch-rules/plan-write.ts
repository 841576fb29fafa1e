/**
 * What to do with a download, given the content folder as it is: nothing (the same
 * bytes are there, under any name), add it, or replace a same-named file whose bytes
 * changed (a corrected release). A name whose document id another file already has is
 * refused, since ingest would refuse one of the two.
 */
import type { ManifestEntry } from '../content/manifest.js'
import { docIdFromFile } from '../graph/ids.js'
import { FetchRulesError } from './errors.js'

export interface ExistingFile {
  name: string
  bytes: Uint8Array
}

export type WritePlan =
  | { action: 'up-to-date'; file: string; id: string }
  | { action: 'add'; file: string; id: string }
  | { action: 'replace'; file: string; id: string; previousBytes: number }

/** The id ingest gives a file: its manifest entry's, else the one made from its name. */
export function documentIdOf(file: string, manifest: ManifestEntry[] = []): string {
  return manifest.find((e) => e.file === file)?.id ?? docIdFromFile(file)
}

export function planWrite(existing: ExistingFile[], name: string, bytes: Uint8Array, manifest: ManifestEntry[] = []): WritePlan {
  const idOf = (file: string) => documentIdOf(file, manifest)
  const same = existing.find((f) => sameBytes(f.bytes, bytes))
  if (same) return { action: 'up-to-date', file: same.name, id: idOf(same.name) }

  const id = idOf(name)
  const holder = existing.find((f) => f.name !== name && idOf(f.name) === id)?.name
  if (holder) throw new FetchRulesError(`${name} would have the document id "${id}", which ${holder} already has; rename or remove ${holder}`)

  const old = existing.find((f) => f.name === name)
  return old ? { action: 'replace', file: name, id, previousBytes: old.bytes.length } : { action: 'add', file: name, id }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
