/**
 * Is the download the Comprehensive Rules? A moved link can serve an error page, a
 * changelog or another document with status 200; only a text the CR parser reads,
 * that no other family claims more strongly and that states its effective date, is kept.
 */
import { stampDate } from '../formats/cr/chrome.js'
import { crFormat } from '../formats/cr/index.js'
import { detectFamily, ParseError } from '../formats/index.js'
import { decode, DecodeError } from '../text/decode.js'
import { FetchRulesError } from './errors.js'

export interface RulesText {
  /** ISO date from "These rules are effective as of ...". */
  effective: string
  title: string
  /** Numbered rules (100.1, 702.19b ...) found by the parser. */
  rules: number
}

export function checkRulesText(bytes: Uint8Array, source: string): RulesText {
  let text: string
  try {
    text = decode(bytes).text
  } catch (e) {
    if (e instanceof DecodeError) throw new FetchRulesError(`${source} is not a Comprehensive Rules text: ${e.message}`)
    throw e
  }
  const { family, scores } = detectFamily(text)
  if (family?.id !== crFormat.id) {
    const seen = family ? `it reads as ${family.name}` : `Comprehensive Rules confidence ${scores.cr.toFixed(2)}`
    throw new FetchRulesError(`${source} is not a Comprehensive Rules text (${seen})`)
  }
  let root
  try {
    root = crFormat.parse(text)
  } catch (e) {
    if (e instanceof ParseError) throw new FetchRulesError(`${source} is not a Comprehensive Rules text: ${e.message}`)
    throw e
  }
  // A blog paste is dated by its post stamps; the official text always says when it takes effect.
  const stated = root.meta.date !== undefined && stampDate(root.meta.dateEvidence ?? '') === null
  if (!stated) throw new FetchRulesError(`${source} is not a Comprehensive Rules text: it states no effective date`)
  let rules = 0
  const count = (blocks: typeof root.children) => {
    for (const b of blocks) {
      if (b.kind === 'rule') rules++
      count(b.children)
    }
  }
  count(root.children)
  return { effective: root.meta.date!, title: root.meta.title ?? 'Comprehensive Rules', rules }
}
