/**
 * Every real judge PDF in ../shared/corpora/judge: detected whatever its name, every character of its text
 * in a node or reported as furniture, every numbered contents entry a section node, every infraction of
 * the guides since 2014 with its penalty. Prints the share of the PDF's words that reach a node.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildGraph } from '../../ingest/build-graph.js'
import { textFromPages } from '../../text/pdf/index.js'
import { readPdf } from '../../text/pdf/read-pdf.js'
import { checkCoverage, describeCoverage } from '../coverage.js'
import { allBlocks } from '../test-kit.js'
import { findContents } from './contents.js'
import { readLayout } from '../../text/pdf/layout-text.js'
import { judgeFormat } from './index.js'
import { isInfraction } from './parse.js'
import { wordCoverage } from './word-coverage.js'

const DIR = '../shared/corpora/judge'
const present = existsSync(DIR)
const files = present ? readdirSync(DIR).filter((f) => f.endsWith('.pdf')).sort() : []
const figures: string[] = []

describe.skipIf(!present)(`every judge PDF in ${DIR}${present ? '' : ' (skipped: ../shared/corpora is absent)'}`, () => {
  afterAll(() => console.log(`share of each PDF's words that reach a node:\n${figures.join('\n')}`))

  for (const file of files) {
    test(file, async () => {
      const bytes = new Uint8Array(readFileSync(join(DIR, file)))
      const { pages } = await readPdf(bytes)
      const text = textFromPages(pages)
      const [, series, date] = /^(mtr|ipg|jar)-(\d{4}-\d{2}-\d{2})/.exec(file)!

      // Detected from its first page, whatever the file is called.
      const { graph, report } = buildGraph([{ path: 'document.pdf', bytes: new TextEncoder().encode(text), fileBytes: bytes.length }])
      expect(report.failed).toEqual([])
      expect(graph.documents[0]).toMatchObject({ family: 'judge', series, date })

      const root = judgeFormat.parse(text)
      const coverage = checkCoverage(text, root)
      expect(describeCoverage(text, coverage)).toBe('')
      expect(root.problems.map((p) => p.message)).toEqual([])
      expect(new Set(root.noise.map((n) => n.reason))).toEqual(new Set(series === 'jar' ? [] : ['page number']))

      const blocks = allBlocks(root)
      const contents = findContents(readLayout(text))
      if (series !== 'jar') {
        expect(contents).not.toBeNull()
        const numbers = new Set(blocks.filter((b) => b.kind === 'section').map((b) => b.number))
        const listed = contents!.entries.filter((e) => e.number).map((e) => e.number)
        expect(listed.filter((n) => !numbers.has(n))).toEqual([])
        expect(listed.length).toBeGreaterThan(series === 'mtr' ? 80 : 25)
      } else {
        expect(blocks.filter((b) => b.kind === 'section').length).toBeGreaterThanOrEqual(8)
      }
      if (series === 'ipg') {
        const infractions = blocks.filter(isInfraction)
        expect(infractions.length).toBeGreaterThanOrEqual(22)
        const without = infractions.filter((b) => !b.penalty).map((b) => `${b.number} ${b.title}`)
        // The 2010 guide's tables give a Caution at Competitive REL for a few infractions: no penalty of the five.
        if (date >= '2014') expect(without).toEqual([])
        else expect(without.length).toBeLessThanOrEqual(4)
        const lec = infractions.find((b) => /Looking at Extra Cards/.test(b.title ?? ''))!
        expect(lec.penalty).toBe('Warning')
        expect(lec.children.map((c) => c.title)).toEqual(expect.arrayContaining(['Definition', 'Examples', 'Philosophy']))
      }

      const share = wordCoverage(pages, graph.nodes)
      figures.push(`  ${file.padEnd(22)} ${(share.reached * 100).toFixed(2)}% of ${share.words} words (page furniture ${(share.furniture * 100).toFixed(2)}%)`)
      // What does not reach a node: the contents' page numbers (about 0.6% of the Tournament Rules' words).
      expect(share.reached + share.furniture).toBeGreaterThan(0.99)
    })
  }
})
