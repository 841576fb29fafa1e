/**
 * Scryfall's JSON by its shape, not its file name: a bulk array of card or ruling objects (`oracle_cards`,
 * `rulings`), one card object (`GET /cards/named`) or a list of them (`GET /cards/:id/rulings`). Only the head of
 * the text is read, so detecting a 100 MB file costs what detecting a small one does.
 */

const HEAD = 4096

export function detectScryfall(text: string): number {
  const head = text.slice(0, HEAD).replace(/^\uFEFF/, '')
  const first = /^\s*([[{])/.exec(head)
  if (!first) return 0
  const object = /"object"\s*:\s*"(card|ruling|list)"/.exec(head)
  if (!object) return 0
  if (object[1] === 'list') {
    // A list of cards or rulings (or an empty one), not of sets or anything else Scryfall lists.
    return /"data"\s*:\s*\[\s*(\{\s*"object"\s*:\s*"(card|ruling)"|\])/.test(head) ? 0.95 : 0
  }
  // An array's first element, or the object itself, is the card or ruling.
  const start = first[1] === '[' ? /^\s*\[\s*\{\s*"object"\s*:\s*"(card|ruling)"/ : /^\s*\{\s*"object"\s*:\s*"(card|ruling)"/
  return start.test(head) ? 0.95 : 0.6
}
