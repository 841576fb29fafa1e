/** Shared by the tests of this folder; not part of the public API. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Block, Root } from '../tree.js'
import type { NodeKind } from '../../types.js'
import { decode } from '../../text/decode.js'

/** `../shared/corpora` beside the repository: every CR version, absent from a newcomer's clone. */
export const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url))
export const CR_2026 = `${CORPORA}cr-2026-01-16.txt`

/** Reads a corpus file as the pipeline does: its encoding and line ends detected (2022 is UTF-16). */
export function readCorpus(path: string): string {
  return decode(readFileSync(path)).text
}
export const BLOG_2004 = new URL('../../../content/cr-2004-sections-4-5.txt', import.meta.url)

/** Reads a text file the way the pipeline hands it to parsers: no BOM, LF line ends. */
export function readDecoded(path: string | URL): string {
  return readFileSync(path, 'utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

export function* walk(blocks: Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block
    yield* walk(block.children)
  }
}

export function countKinds(root: Root): Partial<Record<NodeKind, number>> {
  const counts: Partial<Record<NodeKind, number>> = {}
  for (const block of walk(root.children)) counts[block.kind] = (counts[block.kind] ?? 0) + 1
  return counts
}

export function findNumber(root: Root, number: string): Block | undefined {
  for (const block of walk(root.children)) if (block.number === number) return block
  return undefined
}

export interface Projected {
  kind: NodeKind
  number: string | null
  title: string | null
  text: string
  children?: Projected[]
}

/** The parts of a tree a reader cares about, without offsets: what fixtures record. */
export function project(root: Root, text: string) {
  const one = (block: Block): Projected => ({
    kind: block.kind,
    number: block.number,
    title: block.title,
    text: block.text,
    ...(block.children.length ? { children: block.children.map(one) } : {}),
  })
  return {
    meta: root.meta,
    tree: root.children.map(one),
    noise: root.noise.map((n) => `${n.reason}: ${text.slice(n.span.start, n.span.end)}`),
    problems: root.problems.map((p) => p.message),
  }
}
