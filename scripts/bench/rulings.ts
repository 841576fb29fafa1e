/**
 * Whole rulings releases: a synthetic General Rulings Summary the size of the April 1999 release
 * (~350 KB: 26 chapters, ~1,300 entries, lines up to 4,000+ characters, citations, `see Rule`
 * references, an index) and a synthetic 5 MB Card Rulings Summary (thousands of cards whose rulings
 * name other cards, so the card-name linker has work). Each beside a plain read-and-split of the same
 * bytes, measured in the same run. Figures only; the targets are printed, not asserted.
 */
import { buildGraph } from '../../lib/ingest/build-graph.js'
import type { SourceFile } from '../../lib/graph/ingest-document.js'
import { cardNameMatcher } from '../../lib/graph/link-card-names.js'
import { baseline, timeIt } from './lib/timing.js'

const HEADER = (title: string, updated: string, since: string) =>
  [
    '='.repeat(78),
    `${title}                                     Updated ${updated}`,
    '='.repeat(78),
    'Rulings are collected from many sources. See credits and disclaimer at the end of the file for details.',
    `An open circle is used to mark changes since the last released version on ${since}.`,
    '',
    "Stephen D'Angelo (dangelo@crystalkeep.com)",
    'Official Magic: The Gathering Rules Summary',
    '='.repeat(78),
    '',
  ]

const SENTENCES = [
  'An ability of a permanent works only while it is in play unless it says otherwise',
  'If the target is illegal on resolution, the spell is countered and none of its effects happen',
  'The controller of the ability chooses the order when several trigger at once',
  'Damage prevention shields are used in the order their controller chooses',
  'Costs are paid in full before the ability goes on the stack',
]

/** A General Rulings Summary of `chapters` chapters in the 1998-99 layout (no leading dash). */
export function syntheticGeneral(chapters = 26, sectionsPer = 10, entriesPer = 5): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.slice(0, chapters).split('')
  const out = HEADER('General Rulings Summary', '04/21/99', '03/15/99')
  out.push('Table of Contents:')
  for (const c of letters) {
    out.push(`${c} - Chapter ${c}`)
    for (let s = 1; s <= sectionsPer; s++) out.push(`${c}.${s} - Rulings on Topic ${s} of ${c}`)
  }
  out.push('Index', '')
  let n = 0
  for (const c of letters) {
    out.push(`${c} - Chapter ${c}`)
    for (let s = 1; s <= sectionsPer; s++) {
      out.push(`${c}.${s} - Rulings on Topic ${s} of ${c}`)
      for (let e = 1; e <= entriesPer; e++) {
        n++
        const other = letters[(n * 7) % letters.length]
        const sentences = n % 97 === 0 ? 60 : 1 + (n % 4) // now and then a line of 4,000+ characters
        const body = Array.from({ length: sentences }, (_, i) => SENTENCES[(n + i) % SENTENCES.length]).join('. ')
        const mark = n % 11 === 0 ? 'o ' : ''
        out.push(
          `${mark}${c}.${s}.${e} - ${body} (see Rule ${other}.${1 + (n % sectionsPer)}). [D'Angelo 0${1 + (n % 9)}/1${n % 10}/98] [CompRules 1999/04/23 - ${400 + (n % 20)}.${1 + (n % 5)}]`,
        )
      }
    }
    out.push('')
  }
  out.push('Index')
  for (const c of letters) {
    out.push(`Chapter ${c}`)
    for (let s = 1; s <= sectionsPer; s++) out.push(`  Topic ${s}, ${c}.${s}`)
  }
  out.push('', 'Credits and Disclaimer:', 'Thanks to the netreps and the WotC Rules Team.', '')
  return out.join('\n')
}

const WORDS = ['Storm', 'Crow', 'Ancient', 'Vial', 'Flame', 'Bright', 'Scourge', 'Knight', 'Circle', 'Guardian', 'Shade', 'Elder', 'Titan', 'Hope', 'Abandon']

/** A Card Rulings Summary of about `bytes` bytes: cards in alphabetical groups, rulings naming other cards. */
export function syntheticCards(bytes: number): string {
  const out = HEADER('Card Rulings Summary', '2008/03/17', '2008/02/11')
  let size = out.join('\n').length
  const names: string[] = []
  for (let i = 0; size < bytes; i++) {
    const name = `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${i}`
    names.push(name)
    const block: string[] = []
    if (i % 200 === 0) block.push('', `- - * - * - ${String.fromCharCode(65 + ((i / 200) % 26))} - * - * - -`, '')
    block.push(`${name}:`)
    for (let r = 0; r < 3; r++) {
      const other = names[(i * 31 + r * 7) % names.length]
      block.push(
        `${r === 0 && i % 9 === 0 ? '+ ' : ''}If ~this~ targets a creature such as ${other}, ${SENTENCES[(i + r) % SENTENCES.length].toLowerCase()}. [D'Angelo 2008/03/1${r}]`,
      )
    }
    const text = block.join('\n')
    out.push(text)
    size += text.length + 1
  }
  out.push('', 'Credits and Disclaimer:', 'Thanks to the netreps and the Rules Team.', '')
  return out.join('\n')
}

function row(name: string, source: SourceFile, runs: number): number {
  const ms = timeIt(() => buildGraph([source]), runs)
  const base = timeIt(() => baseline(source.bytes), runs)
  const { graph } = buildGraph([source])
  const kinds: Record<string, number> = {}
  for (const n of graph.nodes) kinds[n.kind] = (kinds[n.kind] ?? 0) + 1
  const refs = graph.nodes.reduce((k, n) => k + n.refs.length, 0)
  const resolved = graph.nodes.reduce((k, n) => k + n.refs.filter((r) => r.target).length, 0)
  console.log(
    `${name.padEnd(40)} ${(source.bytes.length / 1024).toFixed(0).padStart(6)} KB ${ms.toFixed(1).padStart(8)} ms   x${(ms / base).toFixed(0).padStart(4)} of read+split (${base.toFixed(2)} ms)`,
  )
  console.log(
    `  nodes ${graph.nodes.length} (${Object.entries(kinds).map(([k, v]) => `${k} ${v}`).join(', ')}); refs ${refs}, ${resolved} resolved`,
  )
  return ms
}

export async function run() {
  const encode = (s: string) => new TextEncoder().encode(s)
  const general: SourceFile = { path: 'general-synthetic.txt', bytes: encode(syntheticGeneral()) }
  const cards: SourceFile = { path: 'cards-synthetic.txt', bytes: encode(syntheticCards(5 * 1024 * 1024)) }
  const generalMs = row('General Rulings Summary (synthetic)', general, 7)
  console.log(`  target: ~350 KB General release under 1000 ms -> ${generalMs < 1000 ? 'met' : 'MISSED'} (${generalMs.toFixed(0)} ms)`)
  const cardsMs = row('Card Rulings Summary (synthetic, 5 MB)', cards, 3)
  console.log(`  target: 5 MB Card Rulings Summary under 5000 ms -> ${cardsMs < 5000 ? 'met' : 'MISSED'} (${cardsMs.toFixed(0)} ms)`)

  // The card-name pass alone: one trie over every card name, then every ruling's text read once.
  const { graph } = buildGraph([cards])
  const names = graph.nodes.filter((n) => n.kind === 'card').map((n) => n.title!)
  const texts = graph.nodes.filter((n) => n.kind === 'ruling').map((n) => n.text)
  const textBytes = texts.reduce((k, t) => k + t.length, 0)
  let mentions = 0
  const passMs = timeIt(() => {
    const match = cardNameMatcher(names)
    mentions = 0
    for (const t of texts) mentions += match(t).length
  }, 5)
  const splitMs = timeIt(() => {
    for (const t of texts) if (t.split(' ').length < 0) throw new Error('unreachable')
  }, 5)
  console.log(
    `card names in rulings: ${names.length} names x ${texts.length} rulings (${(textBytes / 1024).toFixed(0)} KB): ${passMs.toFixed(1)} ms, ${mentions} mentions; x${(passMs / splitMs).toFixed(0)} of splitting the same texts on spaces (${splitMs.toFixed(1)} ms)`,
  )
}
