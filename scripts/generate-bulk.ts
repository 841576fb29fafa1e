/**
 * `npx tsx scripts/generate-bulk.ts --cards N [--seed S] [--out DIR] [--orphans K]`: write Scryfall-shaped bulk
 * files (`oracle-cards.json`, `rulings.json`) of N cards into DIR (default the current folder), for the bench and
 * for trying the ingest at full size. The files are written line by line, so 35,000 cards never sit in memory.
 */
import { closeSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { oracleCardsLines, rulingsLines, type BulkOptions } from '../lib/formats/scryfall/generate.js'

export interface WrittenBulk {
  oracleCards: string
  rulings: string
  bytes: { oracleCards: number; rulings: number }
  lines: { oracleCards: number; rulings: number }
}

function writeLines(file: string, lines: Iterable<string>): number {
  const fd = openSync(file, 'w')
  let count = 0
  let buffer = ''
  try {
    for (const line of lines) {
      buffer += line + '\n'
      count++
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer)
        buffer = ''
      }
    }
    writeSync(fd, buffer)
  } finally {
    closeSync(fd)
  }
  return count
}

export function writeBulk(dir: string, options: BulkOptions): WrittenBulk {
  mkdirSync(dir, { recursive: true })
  const oracleCards = join(dir, 'oracle-cards.json')
  const rulings = join(dir, 'rulings.json')
  const lines = { oracleCards: writeLines(oracleCards, oracleCardsLines(options)), rulings: writeLines(rulings, rulingsLines(options)) }
  return { oracleCards, rulings, lines, bytes: { oracleCards: statSync(oracleCards).size, rulings: statSync(rulings).size } }
}

const USAGE = 'usage: npx tsx scripts/generate-bulk.ts --cards N [--seed S] [--out DIR] [--orphans K]'

function parseArgs(argv: string[]): BulkOptions & { out: string } {
  const options: BulkOptions & { out: string } = { cards: 0, out: '.' }
  for (let i = 0; i < argv.length; i++) {
    const [arg, value] = [argv[i], argv[i + 1]]
    const n = Number(value)
    if (arg === '--cards' && Number.isInteger(n) && n > 0) options.cards = n
    else if (arg === '--seed' && Number.isInteger(n)) options.seed = n
    else if (arg === '--orphans' && Number.isInteger(n) && n >= 0) options.orphanRulings = n
    else if (arg === '--out' && value) options.out = value
    else {
      console.error(`generate-bulk: unknown or incomplete argument ${arg}\n${USAGE}`)
      process.exit(2)
    }
    i++
  }
  if (!options.cards) {
    console.error(`generate-bulk: --cards N is required\n${USAGE}`)
    process.exit(2)
  }
  return options
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2))
  const t0 = performance.now()
  const written = writeBulk(options.out, options)
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`
  console.log(`${written.oracleCards}: ${written.lines.oracleCards - 2} cards, ${mb(written.bytes.oracleCards)}`)
  console.log(`${written.rulings}: ${written.lines.rulings - 2} rulings, ${mb(written.bytes.rulings)}`)
  console.log(`in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
}
