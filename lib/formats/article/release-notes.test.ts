/**
 * Release notes and set FAQs as Wizards published them, on small fixtures of each shape: card blocks as
 * blockquotes (mana symbols drawn as images), as one paragraph per line ended by two spaces, as a bold
 * name with the card on the following lines; the same release notes as a saved HTML page; cycles;
 * general notes; page chrome reported as noise; a document cut short inside a card block.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectFamily } from '../index.js'
import type { Block, Root } from '../tree.js'
import { allBlocks, expectCovered } from '../test-kit.js'
import { isCostLine, isNameLine, isSectionHeading, isTypeLine, opensCard } from './card-lines.js'
import { articleFormat } from './index.js'
import { manaSymbol } from './mana-symbols.js'

const here = import.meta.dirname
const fixture = (name: string) => readFileSync(join(here, 'fixtures', name, 'input.txt'), 'utf8')
const QUOTED = 'release-notes-as-the-archive-exports-them-quoted-card-blocks-mana-images-cycles-and-chrome'
const PAGE = 'the-same-release-notes-as-a-saved-html-page'
const BOLD = 'an-older-set-faq-with-bold-card-names-and-the-card-text-on-the-following-lines'
const LINES = 'release-notes-with-a-paragraph-per-card-line-cut-short-inside-the-last-card-block'
const quoted = fixture(QUOTED)
const page = fixture(PAGE)
const bold = fixture(BOLD)
const lines = fixture(LINES)

const parsed = new Map<string, Root>()
const parse = (text: string) => {
  if (!parsed.has(text)) parsed.set(text, articleFormat.parse(text))
  return parsed.get(text)!
}
const blocks = (text: string) => allBlocks(parse(text))
const cards = (text: string) => blocks(text).filter((b) => b.kind === 'card')
const card = (text: string, name: string) => cards(text).find((c) => c.title === name)!
const section = (text: string, title: string) => blocks(text).find((b) => b.kind === 'section' && b.title === title)!
const kids = (b: Block, kind: string) => b.children.filter((c) => c.kind === kind)
const bullets = (text: string) => (text.match(/^[*-] \S/gm) ?? []).length + (text.match(/<li>/g) ?? []).length
const noiseText = (text: string, reason: string) =>
  parse(text)
    .noise.filter((n) => n.reason === reason)
    .map((n) => text.slice(n.span.start, n.span.end))

describe('card blocks', () => {
  it('finds a card for every quoted block that prints a type line, titled with its name, as a blockquote export writes it', () => {
    // Independently of the parser: a quote line holding a type line marks one card block.
    const typeLines = quoted.split('\n').filter((l) => /^>\s+(?:Legendary )?(?:Creature|Enchantment|Artifact)\b/.test(l)).length
    expect(cards(quoted)).toHaveLength(typeLines)
    expect(cards(quoted).map((c) => c.title)).toEqual([
      'Glorybringer', 'Trial of Ambition', 'Trial of Solidarity', 'Ancient Crab', 'Hapatra, Vizier of Poisons',
      'Cartouche of Ambition', 'Cartouche of Solidarity', 'Sandwurm Convergence',
    ])
  })

  it("keeps the block's cost, type line, P/T and rules text as its text, mana symbol images read as symbols", () => {
    expect(card(quoted, 'Glorybringer').text.split('\n')).toEqual([
      '{3}{R}{R}',
      'Creature — Dragon',
      '4/4',
      'Flying, haste',
      'You may exert Glorybringer as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls.',
    ])
    expect(card(quoted, 'Hapatra, Vizier of Poisons').text.split('\n').slice(0, 2)).toEqual(['{B/G}{B}', 'Legendary Creature — Human Cleric'])
    // The card image's address, broken by a `)` inside it, is not part of the name.
    expect(card(quoted, 'Glorybringer').text).not.toMatch(/jpg|\]\(/)
  })

  it('reads a card written one paragraph per line, each ended by two spaces, up to the prose after it', () => {
    expect(card(lines, 'Aradara Express').text.split('\n')).toEqual([
      '5', 'Artifact — Vehicle', '8/6', 'Menace',
      'Crew 4 (Tap any number of creatures you control with total power 4 or more: This Vehicle becomes an artifact creature until end of turn.)',
    ])
    // A note after the name is not the name; a last line the export set apart (no two spaces before it) is still
    // the card's, since its rulings follow it.
    expect(card(lines, 'Chandra, Pyrogenius').text.split('\n')).toEqual([
      '(Planeswalker Deck only)', '4RR', 'Planeswalker — Chandra', '5', '+2: Chandra, Pyrogenius deals 2 damage to each opponent.',
      '−3: Chandra, Pyrogenius deals 4 damage to target creature.',
      '−10: Chandra, Pyrogenius deals 6 damage to target player and each creature that player controls.',
    ])
    expect(kids(card(lines, 'Chandra, Pyrogenius'), 'ruling')).toHaveLength(1)
  })

  it('reads an older FAQ: a bold name, the card on the following lines, in one paragraph or the next', () => {
    expect(cards(bold).map((c) => [c.title, c.text.split('\n').slice(0, 2)])).toEqual([
      ['Ajani Vengeant', ['{2}{R}{W}', 'Planeswalker — Ajani']],
      ['Knight of the Skyward Eye', ['{1}{W}', 'Creature — Human Knight']],
      ['Sphinx Sovereign', ['{4}{W}{U}{B}', 'Artifact Creature — Sphinx']],
    ])
    expect(card(bold, 'Ajani Vengeant').text.split('\n')).toHaveLength(6)
  })

  it('keeps both faces of a quoted card in one card block', () => {
    const text = [
      'CARD-SPECIFIC NOTES', '',
      '> Delver of Secrets  ', '> {U}  ', '> Creature — Human Wizard  ', '> 1/1  ', '> At the beginning of your upkeep, look at the top card of your library.  ',
      '> ', '> Insectile Aberration  ', '> Creature — Human Insect  ', '> 3/2  ', '> Flying', '',
      '* The back face has no mana cost.', '* A transformed permanent is the same permanent.',
    ].join('\n')
    const root = articleFormat.parse(text)
    const found = allBlocks(root).filter((b) => b.kind === 'card')
    expect(found.map((c) => c.title)).toEqual(['Delver of Secrets'])
    expect(found[0].text).toContain('Insectile Aberration\nCreature — Human Insect\n3/2\nFlying')
    expect(kids(found[0], 'ruling')).toHaveLength(2)
    expectCovered(text, root)
  })
})

describe('rulings', () => {
  it('makes every bullet a ruling: under its card in the card-specific notes, under its section in the general notes', () => {
    for (const text of [quoted, page, bold, lines]) {
      expect(blocks(text).filter((b) => b.kind === 'ruling')).toHaveLength(bullets(text))
    }
    expect(kids(card(quoted, 'Hapatra, Vizier of Poisons'), 'ruling').map((r) => r.text)).toEqual([
      "Hapatra's last ability triggers once for each -1/-1 counter put on a creature you control.",
      "If a creature enters the battlefield with -1/-1 counters on it, Hapatra's ability triggers.",
    ])
    expect(kids(card(bold, 'Ajani Vengeant'), 'ruling')).toHaveLength(2)
    // In the general notes a card only illustrates the mechanic; the notes are the section's.
    expect(card(quoted, 'Glorybringer').children).toEqual([])
    expect(kids(section(quoted, 'New Mechanic: Exert'), 'ruling')).toHaveLength(2)
    expect(kids(section(bold, 'Devour'), 'ruling')).toHaveLength(2)
  })

  it('keeps a bullet of two paragraphs as one ruling, in Markdown and HTML', () => {
    const card = ['CARD-SPECIFIC NOTES', '', 'Fog  ', '{G}  ', 'Instant  ', 'Prevent all combat damage that would be dealt this turn.', '']
    const markdown = [...card, '* It prevents damage only.', '', '  Creatures still attack and block.', '* It targets nothing.'].join('\n')
    const html = `<html><body><p>${card.filter(Boolean).join('<br>')}</p><ul><li><p>It prevents damage only.</p><p>Creatures still attack and block.</p></li><li>It targets nothing.</li></ul></body></html>`
    for (const text of [markdown, html]) {
      const root = articleFormat.parse(text)
      const fog = allBlocks(root).find((b) => b.kind === 'card')!
      expect(fog.children.map((r) => r.text)).toEqual(['It prevents damage only.\nCreatures still attack and block.', 'It targets nothing.'])
      expectCovered(text, root)
    }
  })

  it('dates every ruling by the document, as Wizards of the Coast', () => {
    for (const r of blocks(quoted).filter((b) => b.kind === 'ruling')) {
      expect(r.data?.citations).toEqual([
        { text: 'Wizards of the Coast', source: 'Wizards of the Coast', sourceKey: 'wotc', date: '2017-04-21', dateInferred: true, rule: null, target: null },
      ])
    }
    expect(parse(quoted).meta.date).toBe('2017-04-21')
    expect(parse(bold).meta.date).toBe('2008-09-26')
    expect(parse(page).meta.date).toBe('2017-04-21')
  })

  it('turns card links in a ruling into the card name, with a card reference', () => {
    for (const text of [quoted, page]) {
      const [crab] = kids(card(text, 'Ancient Crab'), 'ruling')
      expect(crab.text).toBe('Ancient Crab has no abilities. It is still a fine blocker against Glorybringer.')
      expect(crab.data?.refs).toEqual([{ text: 'Glorybringer', number: 'Glorybringer', target: null, kind: 'card' }])
    }
    const sphinx = kids(card(bold, 'Sphinx Sovereign'), 'ruling')[1]
    expect(sphinx.data?.refs?.map((r) => r.number)).toEqual(['Icy Manipulator'])
  })
})

describe('cycles', () => {
  it('keeps a cycle\'s cards as cards; its notes are the cycle\'s rulings and name each of its cards', () => {
    for (const [text, title, names] of [
      [quoted, 'Cycle: Trials', ['Trial of Ambition', 'Trial of Solidarity']],
      [quoted, 'Cycle: Cartouches', ['Cartouche of Ambition', 'Cartouche of Solidarity']],
      [page, 'Cycle: Cartouches', ['Cartouche of Ambition', 'Cartouche of Solidarity']],
    ] as const) {
      const cycle = section(text, title)
      expect(kids(cycle, 'card').map((c) => c.title)).toEqual(names)
      for (const c of kids(cycle, 'card')) expect(c.children).toEqual([])
      const rulings = kids(cycle, 'ruling')
      expect(rulings).toHaveLength(2)
      for (const r of rulings) expect(r.data?.refs?.map((ref) => ref.number)).toEqual(expect.arrayContaining([...names]))
    }
  })
})

describe('general notes', () => {
  it('puts each explained mechanic in a section under GENERAL NOTES, with its prose, example card and notes', () => {
    const general = section(quoted, 'GENERAL NOTES')
    expect(kids(general, 'section').map((s) => s.title)).toEqual(['Release Information', 'New Mechanic: Exert', 'Cycle: Trials'])
    const exert = section(quoted, 'New Mechanic: Exert')
    expect(exert.children.map((c) => c.kind)).toEqual(['text', 'card', 'text', 'ruling', 'ruling'])
    expect(exert.children[2].text).toBe('The official rules for exert are as follows:\n701.39a To exert a permanent, you choose to have it not untap during your next untap step.')
    const notes = parse(quoted).children.map((b) => [b.kind, b.title])
    expect(notes).toEqual([
      ['preface', 'Amonkhet Release Notes'],
      ['section', 'GENERAL NOTES'],
      ['section', 'CARD-SPECIFIC NOTES'],
    ])
  })
})

describe('page chrome', () => {
  it('reports the byline, the author line, the download links, images and rules as noise with reasons', () => {
    expect(noiseText(quoted, 'byline (the date is read from it)')).toEqual(['Posted in **Feature**\n on April 21, 2017'])
    expect(noiseText(quoted, 'byline')).toEqual(['By Wizards of the Coast'])
    expect(noiseText(quoted, 'download links').join(' ')).toMatch(/^\*\*DOC Download Links:\*\*.*\[English\].*\| \[Français\]$/s)
    expect(noiseText(quoted, 'horizontal rule')).toEqual(Array((quoted.match(/^---$/gm) ?? []).length - 2).fill('---'))
    expect(noiseText(quoted, 'image').every((n) => n.startsWith('![') || /\.jpg\)$/.test(n))).toBe(true)
    // Mana symbols are words of the card, not images.
    expect(noiseText(quoted, 'image').some((n) => n.includes('manasymbols'))).toBe(false)
    // In a page, the chrome takes its markup up to the next block with it.
    expect(noiseText(page, 'byline')).toHaveLength(1)
    expect(noiseText(page, 'byline')[0]).toMatch(/^By Wizards of the Coast<\/p><\/div>\s*<div class="article-body">\s*<p><em>$/)
    const chrome = blocks(quoted).map((b) => b.text).join('\n')
    expect(chrome).not.toMatch(/Posted in|By Wizards|DOC Download|Français/)
  })

  it('gives the HTML page the same cards and rulings as the Markdown export', () => {
    const shape = (text: string) => cards(text).map((c) => [c.title, c.text, c.children.map((r) => r.text)])
    expect(shape(page)).toEqual(shape(quoted))
    const sections = (text: string) => blocks(text).filter((b) => b.kind === 'section').map((s) => [s.title, s.children.map((c) => c.kind)])
    expect(sections(page)).toEqual(sections(quoted))
  })
})

describe('a document cut short', () => {
  it('keeps the card it ends in, with the text it has, and says where it stops', () => {
    const root = parse(lines)
    const last = card(lines, "Inventor's Apprentice")
    expect(last.text.split('\n')).toEqual(['R', 'Creature — Human Artificer', '1/1', "Inventor's Apprentice gets +1/+1 as long as you control an artif"])
    expect(last.children).toEqual([])
    expect(root.problems).toHaveLength(1)
    expect(root.problems[0].message).toMatch(/^the document ends inside the card block of Inventor's Apprentice: .*"….*an artif"$/)
    expect(lines.slice(root.problems[0].offset).startsWith("Inventor's Apprentice")).toBe(true)
  })

  it('says nothing when the last card has its rulings', () => {
    for (const text of [quoted, page, bold]) expect(parse(text).problems).toEqual([])
  })
})

describe('detection', () => {
  it('detects each shape as an article by its content, with no question in it', () => {
    for (const text of [quoted, page, bold, lines]) expect(detectFamily(text).family?.id).toBe('article')
    // No title, no metadata, no byline: the card blocks and their rulings are enough.
    const bare = ['> Ancient Crab  ', '> {1}{U}{U}  ', '> Creature — Crab  ', '> 1/5', '', '* It has no abilities.', '', '> Fog  ', '> {G}  ', '> Instant  ', '> Prevent all combat damage.', '', '* It targets nothing.'].join('\n')
    expect(detectFamily(bare).family?.id).toBe('article')
    expect(allBlocks(articleFormat.parse(bare)).filter((b) => b.kind === 'card')).toHaveLength(2)
  })

  it('does not take prose with a bullet list for release notes', () => {
    const prose = '# Notes\n\nA few thoughts on the game.\n\nCreature decks\nare fun.\n\n* one\n* two'
    expect(articleFormat.detect(prose)).toBeLessThan(0.3)
  })
})

describe('card lines', () => {
  it('tells type lines, costs and names apart', () => {
    for (const t of ['Creature — Eldrazi', 'Legendary Enchantment Creature — God', 'Land', 'Basic Snow Land — Forest', 'Artifact — Vehicle', 'Tribal Instant — Elf', 'Creature -- Beast', 'Summon Beast', 'Enchant Creature', 'Planeswalker — Chandra']) {
      expect(isTypeLine(t), t).toBe(true)
    }
    for (const t of ['Creature tokens you control get +1/+1.', 'Enchant creature or Vehicle', 'Instant speed matters', 'Flying']) expect(isTypeLine(t), t).toBe(false)
    for (const c of ['{3}{W}{W}', '4UB', '2W', '5', 'XXG', '{B/G}{B}', '{2/W}', 'R']) expect(isCostLine(c), c).toBe(true)
    for (const c of ['5/7', 'Menace', '', '2 life']) expect(isCostLine(c), c).toBe(false)
    for (const n of ['Sire of Stagnation', 'Xenagos, God of Revels', "Acolyte's Reward", 'Chandra, Pyrogenius (Planeswalker Deck only)']) expect(isNameLine(n), n).toBe(true)
    for (const n of ['Cycle: Gearhulks', 'GENERAL NOTES', 'This is a sentence.', 'the lower case start']) expect(isNameLine(n), n).toBe(false)
    expect(opensCard(['Sire of Stagnation', '4UB', 'Creature — Eldrazi'], 0)).toBe(true)
    expect(opensCard(['Concealed Courtyard', 'Land'], 0)).toBe(true)
    expect(opensCard(['702.121. Crew', '702.121a Crew is an activated ability.'], 0)).toBe(false)
    expect(['GENERAL NOTES', '**Card-Specific Notes**', 'CARD-SPECIFIC NOTES', '### General Notes:', 'Notes'].map(isSectionHeading)).toEqual(['general', 'cards', 'cards', 'general', null])
  })

  it('reads mana symbol images as symbols', () => {
    const at = (name: string) => `https://web.archive.org/web/2016im_/http://magic.wizards.com/sites/all/modules/custom/wiz_autocard/wiz_manacost/manasymbols/${name}.gif`
    expect(['colorless3', 'colorless16', 'white', 'black-green', '2-white', 'x', 'tap', 'untap', 'green-phyrexian'].map((n) => manaSymbol(at(n)))).toEqual([
      '{3}', '{16}', '{W}', '{B/G}', '{2/W}', '{X}', '{T}', '{Q}', '{G/P}',
    ])
    expect(manaSymbol(at('sparkle'))).toBeNull()
    expect(manaSymbol('https://media.wizards.com/2016/kld/en_chandra.png')).toBeNull()
    expect(manaSymbol('/x/y.png', '{G}')).toBe('{G}')
  })
})
