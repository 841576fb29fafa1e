import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CardView } from './cards'
import { cardPreview, clip, nodePreview, PREVIEW_MAX } from './preview-text'
import { buildSiteGraph } from './site-graph'
import { doc, historyGraph, judgeHistoryGraph, node } from './test-graph'

const ipg = buildSiteGraph(judgeHistoryGraph())
const cr = buildSiteGraph(historyGraph())
const long = 'The attacking creature assigns combat damage to the blocking creatures and then to the player. '.repeat(5)

const card = (oracle: string | null, rulings: number, entries: Array<{ doc: string }> = []): CardView =>
  ({
    key: 'delver-of-secrets',
    name: 'Delver of Secrets',
    oracle: oracle === null ? null : { node: node('scryfall-oracle', 'delver', oracle, { kind: 'card', number: null }), doc: doc('scryfall-oracle', null, null, null, true) },
    rulings: Array.from({ length: rulings }, () => ({})),
    entries: entries.map((e) => ({ doc: doc(e.doc, null, null, null, true) })),
  }) as unknown as CardView

describe('link preview texts', () => {
  it('clips to the length previewers show, at a word, with an ellipsis; on one line', () => {
    expect(clip('a  short\ntext')).toBe('a short text')
    const c = clip(long)
    expect(c.length).toBeLessThanOrEqual(PREVIEW_MAX)
    expect(c).toMatch(/\w…$/)
    expect(long.startsWith(c.slice(0, -1))).toBe(true)
    fc.assert(fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 10, max: 300 }), (s, max) => clip(s, max).length <= max))
  })

  it('a card: its Oracle text on one line, as Scryfall runs it, then how many rulings', () => {
    expect(cardPreview(card('{1}{U}\nCreature — Faerie\nFlying\nAt the beginning of your upkeep, look at the top card of your library.', 5))).toBe(
      '{1}{U} · Creature — Faerie · Flying · At the beginning of your upkeep, look at the top card of your library. (5 rulings from Scryfall)',
    )
    expect(cardPreview(card('Draw a card.', 1, [{ doc: 'faq' }, { doc: 'faq' }, { doc: 'rn' }]))).toBe(
      'Draw a card. (1 ruling from Scryfall, 3 entries in 2 other documents)',
    )
    // the count survives a long text
    const p = cardPreview(card(long, 12))
    expect(p.length).toBeLessThanOrEqual(PREVIEW_MAX)
    expect(p).toMatch(/… \(12 rulings from Scryfall\)$/)
    expect(cardPreview(card(null, 0))).toBe('Rulings of Delver of Secrets: 0 rulings.')
  })

  it('a rule: its own text; a heading with none: its first part\u2019s', () => {
    expect(nodePreview(cr, cr.node('cr-c/100.2')!, 'fallback')).toBe('A new rule.')
    expect(nodePreview(cr, cr.node('cr-a/502.9')!, 'fallback')).toBe('Trample: the attacking creature <b>assigns</b> damage.') // text, which the page's metadata escapes
    const heading = buildSiteGraph({
      ...historyGraph(),
      nodes: [node('cr-c', '702', '', { title: 'Keyword Abilities', children: ['cr-c/702.1'] }), node('cr-c', '702.1', 'This section has keywords.', { parent: 'cr-c/702' })],
    })
    expect(nodePreview(heading, heading.node('cr-c/702')!, 'fallback')).toBe('This section has keywords.')
    expect(nodePreview(heading, { ...heading.node('cr-c/702.1')!, text: '' }, 'Rule in Rules')).toBe('Rule in Rules')
  })

  it('an infraction: its penalty first, then its definition, within the length', () => {
    expect(nodePreview(ipg, ipg.node('ipg-d/2.3')!, 'fallback')).toBe('Penalty: Warning. A player commits an error that can’t be corrected by revealing cards.')
    const site = buildSiteGraph({
      ...judgeHistoryGraph(),
      nodes: judgeHistoryGraph().nodes.map((n) => (n.id === 'ipg-d/2.3.text-definition' ? { ...n, text: long } : n)),
    })
    const p = nodePreview(site, site.node('ipg-d/2.3')!, 'fallback')
    expect(p.length).toBeLessThanOrEqual(PREVIEW_MAX)
    expect(p).toMatch(/^Penalty: Warning\. The attacking creature .*…$/)
  })
})
