/**
 * Words as search and version matching read them: one normalisation, one stemmer and one stopword list,
 * shared by search's index building (lib/search/analyze.ts) and querying, so the index and the query can
 * never disagree, and by lib/history's wording comparison. Search's FlexSearch receives terms already
 * produced here (its `encode` just splits on spaces).
 */

/** Words too common to tell passages apart; dropped from the index to keep it small. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does doing done for from had has have he her his how i if in into is it its ' +
    'me my no of on or our she so such than that the their them then there these they this those to too was we were what when where ' +
    'which while who whom whose why will with would you your yours also just about any both each more most other some only own same very ' +
    'im ive id dont doesnt isnt wont cant'
  )
    .split(' ')
    // "done" is kept: "I'm done" is a ruling players look up.
    .filter((w) => w !== 'done'),
)

/**
 * Lowercase, fold accents and typographic quotes/dashes, drop apostrophes ("player's" -> "players"). Æ, which NFKD
 * does not split, is "ae": old cards print "Æther Vial", Oracle spells it "Aether Vial".
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[\u2018\u2019\u02bc'`]/g, '')
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
}

/**
 * A light English stemmer: enough to join regenerate / regeneration / regenerates,
 * copy / copies / copying, block / blocked / blocking. Deliberately does not strip "-er"
 * ("player" must not become "play").
 */
export function stem(word: string): string {
  let w = word
  if (w.length <= 3 || /^\d/.test(w)) return w
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y'
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y'
  else if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length >= 5) w = undouble(w.slice(0, -2))
  if (w.endsWith('ation') && w.length >= 8) w = w.slice(0, -5) + 'at'
  else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2)
  if (w.endsWith('e') && w.length >= 4) w = w.slice(0, -1)
  if (w.endsWith('y') && w.length >= 4) w = w.slice(0, -1) + 'i'
  return w
}

function undouble(w: string): string {
  return /([bdfgmnprt])\1$/.test(w) ? w.slice(0, -1) : w
}
