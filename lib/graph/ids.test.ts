import { describe, expect, it } from 'vitest'
import { docIdFromFile, localForUnnumbered, localFromNumber, slug } from './ids.js'

describe('ids', () => {
  it('slugs titles to URL-safe words', () => {
    expect(slug('Two Headed Giant (2HG)')).toBe('two-headed-giant-2hg')
    expect(slug('Casting Spells and Activated Abilities')).toBe('casting-spells-and-activated-abilities')
    expect(slug('D’Angelo’s “Rulings”')).toBe('dangelos-rulings')
    expect(slug('!!!')).toBe('untitled')
  })

  it('keeps rule numbers as written', () => {
    expect(localFromNumber('419.6a')).toBe('419.6a')
    expect(localFromNumber('T.1.Ruling.2')).toBe('T.1.Ruling.2')
    expect(localFromNumber('500.')).toBe('500')
    expect(localFromNumber('a/b c')).toBe('a-b-c')
  })

  it('derives doc ids from file names and avoids the site routes', () => {
    expect(docIdFromFile('cr-2004-sections-4-5.txt')).toBe('cr-2004-sections-4-5')
    expect(docIdFromFile('dir/Comp Rules 1999.TXT')).toBe('comp-rules-1999')
    expect(docIdFromFile('search.txt')).toBe('doc-search')
  })

  it('names unnumbered nodes by title where they have one, else by place', () => {
    expect(localForUnnumbered('topic', 'Copying', null, 3)).toBe('topic-copying')
    expect(localForUnnumbered('qa', 'Q: What is Emperor and how is it played?', 'topic-emperor', 2)).toBe(
      'topic-emperor.q-what-is-emperor-and-how-is-it-played',
    )
    expect(localForUnnumbered('note', null, 'T.1', 1, 'Also see Delayed Abilities, Rule A.5.')).toBe('T.1.note-also-see-delayed-abilities-rule-a-5')
    expect(localForUnnumbered('note', null, 'T.1', 3, '')).toBe('T.1.note3')
    expect(localForUnnumbered('glossary', null, null, 1)).toBe('glossary')
    expect(localForUnnumbered('preface', null, null, 2)).toBe('preface-2')
    expect(localForUnnumbered('section', 'Questions - Untap Step', 'topic-turn-structure', 1)).toBe(
      'topic-turn-structure.section-questions-untap-step',
    )
  })
})

describe('card ids', () => {
  it('a card node is named by its card key, whatever its order among siblings', () => {
    expect(localForUnnumbered('card', 'Circle of Protection: Black', null, 7)).toBe('card-circle-of-protection-black')
    expect(localForUnnumbered('card', 'Æther Vial', null, 1)).toBe('card-aether-vial')
  })
})
