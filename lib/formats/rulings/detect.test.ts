import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
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
