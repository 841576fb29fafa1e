/**
 * For the family tests: a tree reduced to what a fixture's expected.json pins down (kind,
 * title, flags, text, children; meta, noise reasons and problems), leaving out
 * offsets so an expected file stays readable and reviewable by eye.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { checkCoverage, describeCoverage } from './coverage.js'
import { ParseError, type FormatFamily } from './family.js'
import type { Block, Root } from './tree.js'

export interface OutlineBlock {
  kind: string
  title: string | null
  flags?: string[]
  text: string
  children?: OutlineBlock[]
}

function block(b: Block): OutlineBlock {
  const out: OutlineBlock = { kind: b.kind, title: b.title, text: b.text }
  if (b.flags?.length) out.flags = b.flags
  if (b.children.length) out.children = b.children.map(block)
  return out
}

/** Scryfall's real sample files in ../shared/corpora/cards (absent in a newcomer's clone). */
export const CARD_SAMPLES = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpora', 'cards')

/** The sample files' names, not the folders beside them (bulk/ holds the whole card bulk). */
export function cardSampleFiles(): string[] {
  return existsSync(CARD_SAMPLES) ? readdirSync(CARD_SAMPLES).filter((f) => f.endsWith('.json')) : []
}

export function outline(root: Root) {
  const noise: Record<string, number> = {}
  for (const n of root.noise) noise[n.reason] = (noise[n.reason] ?? 0) + 1
  return {
    meta: root.meta,
    blocks: root.children.map(block),
    noise,
    problems: root.problems.map((p) => p.message),
  }
}

/** Every block of a tree, in document order. */
export function allBlocks(root: Root): Block[] {
  const out: Block[] = []
  const walk = (blocks: Block[]) => {
    for (const b of blocks) {
      out.push(b)
      walk(b.children)
    }
  }
  walk(root.children)
  return out
}

export function expectCovered(text: string, root: Root): void {
  expect(describeCoverage(text, checkCoverage(text, root))).toBe('')
}

/** A tree with full coverage, or a ParseError: nothing else is allowed. */
export function expectParsesOrRefuses(format: FormatFamily, text: string): void {
  let root: Root
  try {
    root = format.parse(text)
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError)
    return
  }
  expectCovered(text, root)
}

/** One test per fixture folder (named as a sentence): input.txt parses to expected.json's outline, fully accounted for. */
export function testFixtures(dir: string, format: FormatFamily): void {
  for (const name of readdirSync(dir)) {
    it(name.replace(/-/g, ' '), () => {
      const input = readFileSync(join(dir, name, 'input.txt'), 'utf8')
      const expected = JSON.parse(readFileSync(join(dir, name, 'expected.json'), 'utf8'))
      const root = format.parse(input)
      expect(outline(root)).toEqual(expected)
      expectCovered(input, root)
    })
  }
}
