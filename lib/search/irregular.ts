/**
 * English verbs whose past forms the stemmer cannot join to their base ("drew" is not "draw" to it): players tell
 * what happened in the past tense ("I drew an extra card", "he forgot his trigger"), and the documents state the
 * rule in the present ("A player draws", "forgets"). Query side only, like the players' words (slang.ts): such a
 * form also searches its base form, as the same word (weight 1); the index is not touched. A property of English,
 * not of any document; regular verbs ("shuffled") the stemmer joins. Left out: "steal" (the players' words read
 * "stole": slang-community.ts), "got" and "went" (mostly auxiliaries: "got stolen", "went to the graveyard"), and
 * forms that are other words too ("left", "bound", "wound", "rose", "bit", "shot").
 *
 * Search's own table, not lib/text's stemmer: lib/history compares versions' wording with that one, and indexing the
 * base forms moved today's CR questions (final set: recall@5 0.800 -> 0.775) where searching them does not.
 */

/** Past tense and past participle -> base form. */
import { stem } from '../text/words.js'

const FORMS: Record<string, string[]> = {
  arise: ['arose', 'arisen'],
  bear: ['bore', 'borne'],
  beat: ['beaten'],
  become: ['became'],
  begin: ['began', 'begun'],
  bend: ['bent'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought'],
  build: ['built'],
  burn: ['burnt'],
  buy: ['bought'],
  catch: ['caught'],
  choose: ['chose', 'chosen'],
  come: ['came'],
  deal: ['dealt'],
  dig: ['dug'],
  draw: ['drew', 'drawn'],
  drink: ['drank', 'drunk'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feel: ['felt'],
  fight: ['fought'],
  find: ['found'],
  flee: ['fled'],
  fly: ['flew', 'flown'],
  forbid: ['forbade', 'forbidden'],
  forget: ['forgot', 'forgotten'],
  forgive: ['forgave', 'forgiven'],
  freeze: ['froze', 'frozen'],
  give: ['gave', 'given'],
  grow: ['grew', 'grown'],
  hang: ['hung'],
  hear: ['heard'],
  hide: ['hid', 'hidden'],
  hold: ['held'],
  keep: ['kept'],
  know: ['knew', 'known'],
  lay: ['laid'],
  lead: ['led'],
  lend: ['lent'],
  lose: ['lost'],
  make: ['made'],
  mean: ['meant'],
  meet: ['met'],
  mislead: ['misled'],
  overtake: ['overtook', 'overtaken'],
  pay: ['paid'],
  prove: ['proven'],
  rewrite: ['rewrote', 'rewritten'],
  ride: ['rode', 'ridden'],
  ring: ['rang', 'rung'],
  run: ['ran'],
  say: ['said'],
  see: ['saw', 'seen'],
  seek: ['sought'],
  sell: ['sold'],
  send: ['sent'],
  shake: ['shook', 'shaken'],
  shine: ['shone'],
  show: ['shown'],
  shrink: ['shrank', 'shrunk'],
  sing: ['sang', 'sung'],
  sink: ['sank', 'sunk'],
  sit: ['sat'],
  sleep: ['slept'],
  slide: ['slid'],
  speak: ['spoke', 'spoken'],
  spend: ['spent'],
  spin: ['spun'],
  stand: ['stood'],
  stick: ['stuck'],
  sting: ['stung'],
  strike: ['struck', 'stricken'],
  swear: ['swore', 'sworn'],
  sweep: ['swept'],
  swim: ['swam', 'swum'],
  swing: ['swung'],
  take: ['took', 'taken'],
  teach: ['taught'],
  tear: ['tore', 'torn'],
  tell: ['told'],
  think: ['thought'],
  throw: ['threw', 'thrown'],
  undergo: ['underwent', 'undergone'],
  understand: ['understood'],
  undo: ['undid', 'undone'],
  wake: ['woke', 'woken'],
  wear: ['wore', 'worn'],
  win: ['won'],
  withdraw: ['withdrew', 'withdrawn'],
  write: ['wrote', 'written'],
}

const BASE = new Map<string, string>()
for (const [base, forms] of Object.entries(FORMS)) for (const f of forms) if (!BASE.has(f)) BASE.set(f, base)

/** The base form of an irregular verb's past form ("drew" -> "draw"), or null. Input normalised (lowercase). */
export function baseForm(word: string): string | null {
  return BASE.get(word) ?? null
}

/** The index term of an irregular past form's base ("drew": "draw", stemmed as the index holds it), or null. */
export function baseTerm(word: string): string | null {
  const base = BASE.get(word)
  return base ? stem(base) : null
}
