import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as api from './references.js'
import { findReferences, type ReferenceMatch } from './references.js'
import { contentDir, loadFixtures } from './test-fixtures.js'
import type { Family } from '../types.js'

const read = (file: string) => readFileSync(`${contentDir}${file}`, 'utf8')
const numbers = (text: string, family: Family = 'cr') => findReferences(text, family).flatMap((m) => m.targets.map((t) => t.number))

describe('references: public API', () => {
  it('exports findReferences', () => {
    expect(Object.keys(api)).toEqual(['findReferences'])
  })
})

describe('references: fixtures', () => {
  const fixtures = loadFixtures<ReferenceMatch[]>('references')
  it('has fixtures to run', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(7)
  })
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    expect(findReferences(fixture.input, fixture.family)).toEqual(fixture.expected)
  })
})

describe('findReferences: rulings forms', () => {
  it.each([
    ['see Rule A.5', ['A.5']],
    ['(see Rule T.2)', ['T.2']],
    ['Rule T.4.2 part a', ['T.4.2']],
    ['Rule T.10.Ruling.3', ['T.10.Ruling.3']],
    ['(see Rule G1.1a)', ['G1.1a']],
    ['rule T.8.10', ['T.8.10']],
    ['See Rule G.39.2', ['G.39.2']],
    ['(see Rule 419.6d)', ['419.6d']],
    ['(see Rule 103.4)', ['103.4']],
    ['Also see Delayed Abilities, Rule A.5.', ['A.5']],
    ['with triggered abilities (see Rule A.4.14 and Rule A.4.15)', ['A.4.14', 'A.4.15']],
    ['See\nRule T.10.Ruling.3.', ['T.10.Ruling.3']],
  ])('%j', (text, expected) => {
    expect(numbers(text, 'rulings')).toEqual(expected)
  })

  it('keeps "part a" in the text but not in the number', () => {
    const [match] = findReferences('(see Rule T.4.2 part a). For', 'rulings')
    expect(match.text).toBe('Rule T.4.2 part a')
    expect(match.kind).toBe('rule')
  })
})

describe('findReferences: Comprehensive Rules forms', () => {
  it.each([
    ['(See rule 308, “Declare Attackers Step,” and rule 309, “Declare Blockers Step.”)', ['308', '309']],
    ['see rule 502.28', ['502.28']],
    ['(See rule 212.3d.)', ['212.3d']],
    ['rules 418.5d and 418.5e', ['418.5d', '418.5e']],
    ['rules 409.1b and 409.1f–h', ['409.1b', '409.1f', '409.1g', '409.1h']],
    ['rules 409.1b and 409.1f-h', ['409.1b', '409.1f', '409.1g', '409.1h']],
    ['steps 409.1a-409.1h of rule 409', ['409.1a', '409.1b', '409.1c', '409.1d', '409.1e', '409.1f', '409.1g', '409.1h', '409']],
    ['an exception to rule 217.1c', ['217.1c']],
    ['See section 8', ['8']],
    ['see rule 702.19b', ['702.19b']],
    ['rules 601.2a–h', ['601.2a', '601.2b', '601.2c', '601.2d', '601.2e', '601.2f', '601.2g', '601.2h']],
    ['see section 7', ['7']],
    ['See rule 613, “Interaction of Continuous Effects.”', ['613']],
    ['is covered by rule 402.8 or 402.9.', ['402.8', '402.9']],
    ['See rule 405, “Static Abilities,” rule 418, “Continuous Effects,” and rule 419.', ['405', '418', '419']],
    ['rules 306–311 and section 500', ['306', '307', '308', '309', '310', '311', '500']],
    ['(see rule\n502.28)', ['502.28']],
  ])('%j', (text, expected) => {
    expect(numbers(text)).toEqual(expected)
  })

  it('gives each target the offsets of its own token', () => {
    const text = 'costs in rules 409.1b and 409.1f–h.'
    const [match] = findReferences(text, 'cr')
    expect(text.slice(match.start, match.end)).toBe('rules 409.1b and 409.1f–h')
    expect(match.text).toBe('rules 409.1b and 409.1f–h')
    const tokens = match.targets.map((t) => text.slice(t.start, t.end))
    expect(tokens[0]).toBe('409.1b')
    expect(tokens[1]).toBe('409.1f')
    expect(tokens[3]).toBe('h')
  })

  it.each([
    'It deals 2 damage.',
    'In 1994 the rules changed.',
    'Fifth Edition, Page 52',
    'on 02/22/94 and 1999/04/23',
    'during step 2 of the announcement',
    'rule 1999',
    'the rules: 2 players',
    'subrules 5.1',
    'the rule of law',
  ])('does not take %j for a reference', (text) => {
    expect(findReferences(text, 'cr')).toEqual([])
  })

  it('does not read a rule heading under a title that ends in "Rules" as a reference', () => {
    expect(findReferences('5. Additional Rules\n500. Legal Attacks and Blocks', 'cr')).toEqual([])
  })

  it('stops a chain at a plain number joined without a keyword', () => {
    expect(numbers('see rule 308, 2 damage, and 20 life')).toEqual(['308'])
  })
})

describe('findReferences: FAQ forms', () => {
  it.each([
    ['(See Casting Spells and Activated Abilities for more information.)', 'Casting Spells and Activated Abilities'],
    ['(See the section on Damage and Regeneration.)', 'Damage and Regeneration'],
    ['see the Triggered Abilities section of this FAQ.', 'Triggered Abilities'],
    ['For more information, see the FAQ entry on Planeswalkers.', 'Planeswalkers'],
    ['See the entry on Sideboards just below.', 'Sideboards'],
  ])('%j is a topic reference', (text, title) => {
    const matches = findReferences(text, 'faq')
    expect(matches).toHaveLength(1)
    expect(matches[0].kind).toBe('topic')
    expect(matches[0].targets.map((t) => t.number)).toEqual([title])
    expect(text.slice(matches[0].targets[0].start, matches[0].targets[0].end)).toBe(title)
  })

  it('reads a forum post link as a post reference named by its label', () => {
    const text = 'has [post=9971836]protection[/post] from'
    expect(findReferences(text, 'faq')).toEqual([
      { start: 4, end: 35, text: '[post=9971836]protection[/post]', kind: 'post', targets: [{ number: 'protection', start: 18, end: 28 }] },
    ])
  })

  it.each(['wait and see if their opponent acts', 'see the question below', 'You can see here for a listing', 'see the next section'])(
    'does not take %j for a topic',
    (text) => {
      expect(findReferences(text, 'faq')).toEqual([])
    },
  )

  it('reads topic and post references only in the faq family', () => {
    const text = '(See Casting Spells and Activated Abilities for more information.) [post=1]x[/post]'
    expect(findReferences(text, 'faq')).toHaveLength(2)
    expect(findReferences(text, 'cr')).toEqual([])
  })
})

describe('findReferences: the content files', () => {
  // Counted independently: a keyword, white space, then something shaped like a number.
  const keywordCount = (text: string, re: RegExp) => (text.match(re) ?? []).length

  it('finds every "Rule X.n" of the 2002 rulings', () => {
    const text = read('rulings-2002-timing.txt')
    const targets = findReferences(text, 'rulings').flatMap((m) => m.targets)
    expect(targets).toHaveLength(keywordCount(text, /\b[Rr]ules?\s+[A-Z]\.\d/g))
    expect(targets.map((t) => t.number)).toContain('T.10.Ruling.3')
    expect(targets.every((t) => /^[A-Z](?:\.\d+)+(?:\.Ruling\.\d+)?$/.test(t.number))).toBe(true)
  })

  it('finds the references of the 2004 Comprehensive Rules', () => {
    const text = read('cr-2004-sections-4-5.txt')
    const matches = findReferences(text, 'cr')
    const targets = matches.flatMap((m) => m.targets.map((t) => t.number))
    // Each "rule N" written out is a target; ranges only add to that.
    expect(targets.length).toBeGreaterThanOrEqual(keywordCount(text, /\b[Rr]ules?\s+\d{3}/g))
    expect(targets).toEqual(expect.arrayContaining(['308', '309', '502.28', '212.3d', '418.5d', '418.5e', '409.1g', '409.1h', '217.1c']))
    expect(targets.every((n) => /^\d{1,3}(?:\.\d{1,3}[a-z]?)?$/.test(n))).toBe(true)
  })

  it('finds the topic and post references of the FAQ', () => {
    const text = read('faq-rules-qa.txt')
    const matches = findReferences(text, 'faq')
    expect(matches.filter((m) => m.kind === 'post')).toHaveLength(keywordCount(text, /\[post=\d+\]/g))
    expect(matches.filter((m) => m.kind === 'topic').map((m) => m.targets[0].number)).toEqual(
      expect.arrayContaining(['Casting Spells and Activated Abilities', 'Damage and Regeneration', 'Triggered Abilities']),
    )
  })
})

describe('findReferences: properties', () => {
  const families: Family[] = ['rulings', 'newsgroup', 'cr', 'faq']
  const ruleish = fc.stringMatching(/^(?:[ ,.–\-“”"()a-hA-Z0-9]|rules? |see |and |or |of |steps |section |\[post=1\]|\[\/post\])*$/)
  it.each(families)('never throws and returns ordered, non-overlapping offsets (%s)', (family) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), ruleish), (text) => {
        let last = 0
        for (const m of findReferences(text, family)) {
          expect(m.start).toBeGreaterThanOrEqual(last)
          expect(m.end).toBeLessThanOrEqual(text.length)
          expect(m.text).toBe(text.slice(m.start, m.end))
          expect(m.targets.length).toBeGreaterThan(0)
          for (const t of m.targets) {
            expect(t.start).toBeGreaterThanOrEqual(m.start)
            expect(t.end).toBeLessThanOrEqual(m.end)
            expect(t.end).toBeGreaterThan(t.start)
          }
          last = m.end
        }
      }),
    )
  })

  it('finds any CR rule number after "see rule"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 999 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('', 'a', 'b', 'k'),
        (rule, sub, letter) => {
          const number = `${rule}.${sub}${letter}`
          expect(numbers(`(see rule ${number}.)`)).toEqual([number])
        },
      ),
    )
  })

  it('is linear on a 5 MB line', () => {
    const line = 'see rule 409.1b and rules 1999 and see the x '.repeat(110_000)
    const started = performance.now()
    expect(findReferences(line, 'faq').length).toBe(110_000)
    // Generous for a loaded machine; a quadratic scan of 5 MB would take hours.
    expect(performance.now() - started).toBeLessThan(15_000)
  })
})
