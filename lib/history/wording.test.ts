import { expect, test } from 'vitest'
import { matchTokens, sameWording, titleKey } from './wording.js'

test('differences only in spacing, wrapping, case, quote or dash style, underlines and lost characters are the same wording', () => {
  expect(sameWording('A creature with trample\n   has no special abilities', 'A creature with trample has no special abilities')).toBe(true)
  expect(sameWording('See rule 502.9, “Trample.”', 'See rule 502.9, "Trample."')).toBe(true)
  expect(sameWording("the creature's controller", 'the creature’s controller')).toBe(true)
  expect(sameWording('The ability isn’t played—it just is.', "The ability isn't played -- it just is.")).toBe(true)
  expect(sameWording('The ability isn\ufffdt played\ufffdit just is.', "The ability isn't played--it just is.")).toBe(true)
  expect(sameWording('EXAMPLE: a card', 'Example: a card')).toBe(true)
  expect(sameWording('Zones ---------------', 'Zones')).toBe(true)
  expect(sameWording('Magic: The Gathering(r) rules', 'Magic: The Gathering® rules')).toBe(true)
  expect(sameWording('for a beginning Magic\ufffd player', 'for a beginning Magic player')).toBe(true)
  expect(sameWording('a non-\ncombat ability', 'a noncombat ability')).toBe(true)
})

test('any changed, added or removed word is a different wording', () => {
  expect(sameWording('When it comes into play', 'When it enters the battlefield')).toBe(false)
  expect(sameWording('blocked by creatures with flying', 'blocked by creatures with flying or reach')).toBe(false)
  expect(sameWording('See rule 502.9.', 'See rule 702.17.')).toBe(false)
  expect(sameWording('[something]', 'something')).toBe(false)
})

test('era terms fold into one token each, so old and new wordings of a rule share their words', () => {
  const pairs: Array<[string, string]> = [
    ['When this comes into play, remove target card from the game.', 'When this enters the battlefield, exile target card.'],
    ['as long as it is in play', 'as long as it is on the battlefield'],
    ['State-based effects are checked', 'State-based actions are checked'],
    ['You may play this spell', 'You may cast this spell'],
  ]
  for (const [old, now] of pairs) {
    const a = new Set(matchTokens(old))
    const b = matchTokens(now)
    expect(b.filter((t) => !a.has(t)), `${old} / ${now}`).toEqual([])
  }
})

test('titles: exact keys keep "Interrupt" and "Fast Effect" apart; era keys join renamed glossary terms', () => {
  expect(titleKey('Trample')).toBe(titleKey('TRAMPLE.'))
  expect(titleKey('Interrupt (Obsolete)', true)).not.toBe(titleKey('Fast Effect (Obsolete)', true))
  expect(titleKey('Removed from the Game', true)).toBe(titleKey('Exile', true))
  expect(titleKey('In Play', true)).toBe(titleKey('Battlefield', true))
  expect(titleKey('Comes into Play', true)).toBe(titleKey('Enters the Battlefield', true))
  expect(titleKey('Removed from the Game')).not.toBe(titleKey('Exile'))
  expect(titleKey(null)).toBeNull()
})
