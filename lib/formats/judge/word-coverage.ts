/**
 * The share of a PDF's words that reach a node of the graph (the coverage figure of the judge documents'
 * tests and benchmark), and the share that is page furniture (page numbers, running headers). Words are
 * counted with their repetitions: "Warning" thirty times in the PDF needs thirty in the nodes.
 */
import { findFurniture } from '../../text/pdf/furniture.js'
import type { PdfPage } from '../../text/pdf/items.js'
import { pageLines } from '../../text/pdf/lines.js'
import type { GraphNode } from '../../types.js'

const WORD = /[\p{L}\p{N}]+/gu

function count(into: Map<string, number>, text: string, sign = 1) {
  for (const w of text.toLowerCase().match(WORD) ?? []) into.set(w, (into.get(w) ?? 0) + sign)
}

export interface WordCoverage {
  words: number
  /** Share of the PDF's words found in the nodes' numbers, titles and texts. */
  reached: number
  /** Share of the PDF's words on lines marked as page furniture. */
  furniture: number
}

export function wordCoverage(pages: readonly PdfPage[], nodes: readonly GraphNode[]): WordCoverage {
  // Words are counted on the assembled lines: one word is often drawn as several items ("M" + "AGIC").
  const pdf = new Map<string, number>()
  const lines = pages.map((p) => pageLines(p))
  const furniture = findFurniture(lines, pages.map((p) => p.height))
  const furnitureWords = new Map<string, number>()
  lines.forEach((page, p) => page.forEach((line, i) => count(furniture[p][i] ? furnitureWords : pdf, line.text)))

  const inNodes = new Map<string, number>()
  for (const n of nodes) {
    if (n.number) count(inNodes, n.number)
    if (n.title) count(inNodes, n.title)
    count(inNodes, n.text)
  }
  let total = 0
  let reached = 0
  for (const [w, n] of pdf) {
    total += n
    reached += Math.min(n, inNodes.get(w) ?? 0)
  }
  let furnitureTotal = 0
  for (const n of furnitureWords.values()) furnitureTotal += n
  const all = total + furnitureTotal
  return { words: all, reached: all ? reached / all : 1, furniture: all ? furnitureTotal / all : 0 }
}
