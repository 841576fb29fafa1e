import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { detectFamily } from '../index.js'
import { rulingsFormat } from './index.js'

const content = (name: string) => readFileSync(join(import.meta.dirname, '../../../content', name), 'utf8')
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name, 'input.txt'), 'utf8')

describe('detect', () => {
  test('is confident on both rulings files', () => {
    expect(rulingsFormat.detect(content('rulings-2002-timing.txt'))).toBeGreaterThan(0.8)
    expect(rulingsFormat.detect(content('rulings-2004-replacement-effects.txt'))).toBeGreaterThan(0.9)
  })

  test('is confident on a full release without dashes', () => {
    expect(rulingsFormat.detect(fixture('a-full-release-with-preface-contents-index-and-credits'))).toBeGreaterThan(0.7)
  })

  test('is low on Comprehensive Rules text', () => {
    const cr = [
      '5. Additional Rules',
      '500. Legal Attacks and Blocks',
      '500.1. Some effects restrict which creatures may attack or block.',
      '502.2. First Strike',
      '502.2a First strike is a static ability that modifies the rules for the combat damage step.',
      '502.2b If at least one attacking or blocking creature has first strike, no creatures deal damage normally.',
    ].join('\n')
    expect(rulingsFormat.detect(cr)).toBeLessThan(0.2)
  })

  test('is low on a newsgroup post, even one quoting a ruling number', () => {
    const post = [
      'Newsgroups: rec.games.deckmaster',
      'From: dangelo@netcom.com',
      'Subject: MTG Rulings Summary: General (2/22/94)',
      'Date: Tue, 22 Feb 1994 19:12:42 GMT',
      '',
      'Turn Order ---------- You MUST untap each turn. [Page 40]',
      '- T.1.1 - quoted for discussion',
    ].join('\n')
    expect(rulingsFormat.detect(post)).toBeLessThan(0.3)
  })

  test('is low on a forum FAQ', () => {
    const faq = [
      'Rules Q&A - Magic Rules FAQ',
      'Copying',
      'Back to the Table of Contents',
      'Q: What does a copy copy?',
      'A: The copiable values - name, cost, text.',
      '----------',
      'Q: And tokens?',
      'A: The same.',
    ].join('\n')
    expect(rulingsFormat.detect(faq)).toBeLessThan(0.2)
  })

  test('is zero on plain prose and empty text', () => {
    expect(rulingsFormat.detect('')).toBe(0)
    expect(rulingsFormat.detect('The quick brown fox - jumps.\nOver the dog.')).toBe(0)
  })
})

describe('detect: whole releases', () => {
  const header = [
    'Rulings are collected from many sources. See credits and disclaimer at the end of the file for details.',
    'This is the FINAL release under the FIFTH EDITION rules.',
    'An open circle is used to mark changes since the last released version on 04/21/99.',
    "A '+' is used to mark changes since the 2008/02/11 release.",
    'Official Magic: The Gathering Rules Summary',
    'Card Rulings Summary',
  ]

  test.each(header)('one header line is enough: %s', (line) => {
    expect(rulingsFormat.detect(['==========', line, '', 'Some prose that says nothing.'].join('\n'))).toBeGreaterThan(0.7)
  })

  test('a card summary without any header line: letter separators and card names', () => {
    const cards = ['- - * - * - B - * - * - -', 'Brightflame:', 'If the target is gone, the spell fizzles. [D\'Angelo 2008/03/16]'].join('\n')
    expect(rulingsFormat.detect(cards)).toBeGreaterThan(0.8)
  })

  test.each([
    'a-1999-general-release-with-open-circles-a-contents-list-ending-in-index-and-an-index-of-terms',
    'a-2008-general-release-with-dashed-entries-and-plus-marks',
    'a-card-rulings-summary-with-letter-separators-and-plus-marks',
    'a-card-rulings-changes-only-file',
  ])('is confident on the fixture %s', (name) => {
    expect(rulingsFormat.detect(fixture(name))).toBeGreaterThan(0.85)
  })

  test('the first 4 KB of a whole release are enough', () => {
    for (const name of ['dangelo-general-1999-04.txt', 'dangelo-cards-2008-03.txt', 'dangelo-cards-2008-03-changes.txt']) {
      const text = readFileSync(join(import.meta.dirname, '../../../test/fixtures/site-content', name), 'utf8')
      expect(detectFamily(text.slice(0, 4096)).family?.id, name).toBe('rulings')
      expect(rulingsFormat.detect(text.slice(0, 4096)), name).toBeGreaterThan(0.85)
    }
  })

  test('the 1994 newsgroup summary, whose one line mentions change marks mid-line, stays low', () => {
    expect(rulingsFormat.detect(content('summary-1994-general.txt'))).toBeLessThan(0.3)
  })
})
