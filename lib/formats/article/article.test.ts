import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findReferences } from '../../graph/references.js'
import { findCitations } from '../../graph/citations.js'
import { detectFamily } from '../index.js'
import { ParseError } from '../family.js'
import type { Block } from '../tree.js'
import * as api from './index.js'
import { articleFormat } from './index.js'
import { allBlocks, expectCovered, expectParsesOrRefuses, testFixtures } from '../test-kit.js'

const here = import.meta.dirname
const fixture = (name: string) => readFileSync(join(here, 'fixtures', name, 'input.txt'), 'utf8')
const content = (name: string) => readFileSync(join(here, '../../../content', name), 'utf8')
const column = fixture('a-column-with-metadata-bold-questions-askers-and-card-links')
const page = fixture('the-same-column-as-an-html-page')
const setFaq = fixture('a-set-faq-dated-by-its-posted-line')
const releaseNotes = fixture('release-notes-with-card-blocks-and-bulleted-rulings')
const qas = (text: string) => allBlocks(articleFormat.parse(text)).filter((b) => b.kind === 'qa')
const byTitle = (blocks: Block[], start: string) => blocks.find((b) => b.title?.startsWith(start))!

describe('public API', () => {
  it('exports only articleFormat, an article family', () => {
    expect(Object.keys(api)).toEqual(['articleFormat'])
    expect(articleFormat.id).toBe('article')
    expect(typeof articleFormat.detect).toBe('function')
    expect(typeof articleFormat.parse).toBe('function')
  })
})

describe('fixtures', () => testFixtures(join(here, 'fixtures'), articleFormat))

describe('questions', () => {
  it('finds one question per Q marker of every shape, each with its answer', () => {
    // Independently of the parser: bold `**Q**`, whole-bold `**Q: ...**`, and plain `Q:` lines.
    const markers = column.match(/\*\*Q\*\*|\*\*Q:|^Q:/gm) ?? []
    const found = qas(column)
    expect(found).toHaveLength(markers.length)
    for (const q of found) expect(q.text, q.title ?? '').toMatch(/^Q: [^\n]+(?:\n[^\n]+)*\nA: \S/)
  })

  it('gives the Markdown column and its HTML page the same questions and answers', () => {
    const shape = (bs: Block[]) => bs.map((b) => [b.title, b.text])
    expect(shape(qas(page))).toEqual(shape(qas(column)))
  })

  it('turns card links into the card name, with a card reference on the node', () => {
    for (const text of [column, page]) {
      const q = byTitle(qas(text), 'If Death-Mask Duplicant imprints')
      expect(q.text).not.toContain('gatherer')
      expect(q.data?.refs).toEqual([{ text: 'Death-Mask Duplicant', number: 'Death-Mask Duplicant', target: null, kind: 'card' }])
    }
  })

  it('keeps the asker as a citation whose source is the asker, dated by the article', () => {
    const q = byTitle(qas(column), 'If Death-Mask Duplicant imprints')
    expect(q.data?.citations).toEqual([
      { text: 'Ari Lipkin', source: 'Ari Lipkin', sourceKey: 'ari-lipkin', date: '2004-02-07', dateInferred: true, rule: null, target: null },
    ])
    expect(byTitle(qas(column), 'Does phasing').data?.citations ?? []).toEqual([])
  })

  it('finds CR numbers in answers and editor comments as references, never as citations', () => {
    const texts = qas(column).map((q) => q.text)
    const refs = texts.flatMap((t) => findReferences(t, 'article').flatMap((m) => m.targets.map((x) => x.number)))
    expect(refs).toEqual(expect.arrayContaining(['502.15e', '419.8a', '406.1', '502.49']))
    expect(texts.flatMap((t) => findCitations(t, 'article'))).toEqual([])
  })

  it('drops images, link targets, metadata and archive links as noise with reasons, and nothing else', () => {
    const root = articleFormat.parse(column)
    const noise = root.noise.map((n) => column.slice(n.span.start, n.span.end))
    expect(noise.filter((n) => n.startsWith('!['))).toHaveLength((column.match(/!\[/g) ?? []).length)
    expect(noise).toContain('[_metadata_:author]:- "Rune Horvik"')
    for (const n of noise) expect(n, n).toMatch(/^(?:!\[|\(https?:|\[_metadata_|---|\* \* \*|\[Archived)/)
  })
})

describe('release notes', () => {
  const root = articleFormat.parse(releaseNotes)
  const cards = allBlocks(root).filter((b) => b.kind === 'card')

  it('makes one card block per card, titled with its name, with its bulleted rulings as children', () => {
    expect(cards.map((c) => c.title)).toEqual(['Gideon Jura', 'Deathless Angel'])
    // Independently: the bullets after each card's block, up to the next blank-line-separated paragraph that is not a bullet.
    const bullets = (name: string) => {
      const lines = releaseNotes.split('\n')
      let i = lines.indexOf(name)
      while (i < lines.length && !lines[i].startsWith('* ')) i++
      const out: string[] = []
      while (i < lines.length && lines[i].startsWith('* ')) out.push(lines[i++].slice(2))
      return out
    }
    expect(cards[0].children.map((r) => r.text)).toEqual(bullets('Gideon Jura'))
    expect(cards[1].children.map((r) => r.kind)).toEqual(['ruling', 'ruling'])
    // The name is the title; the text is the rest of the block, as printed.
    expect(cards[0].text.split('\n').slice(0, 3)).toEqual(['{3}{W}{W}', 'Planeswalker — Gideon', '6'])
  })

  it('dates the document by the set release', () => {
    expect(root.meta.date).toBe('2010-04-23')
    expect(root.meta.title).toBe('Rise of the Eldrazi Release Notes')
  })
})

describe('problems and refusals', () => {
  it('reports an answer with no question and a question with no answer, and keeps both', () => {
    const text = '**A**: An orphan answer.\n\n**Q**: A question nobody answered?\n\n### Next\n\n**Q**: One?\n**A**: Yes.'
    const root = articleFormat.parse(text)
    expect(root.problems.map((p) => p.message)).toEqual(['answer without a question', 'question without an answer'])
    expectCovered(text, root)
  })

  it('refuses text with no question and no card block', () => {
    expect(() => articleFormat.parse('# Just a heading\n\nSome prose.')).toThrow(ParseError)
    expect(() => articleFormat.parse('')).toThrow(ParseError)
  })
})

describe('detect', () => {
  it('claims every article form and no document of the other families', () => {
    for (const text of [column, page, setFaq, releaseNotes, fixture('plain-q-and-a-lines-without-a-forum-around-them')]) {
      expect(detectFamily(text).family?.id).toBe('article')
    }
    for (const other of ['faq-rules-qa.txt', 'summary-1994-general.txt', 'cr-2004-sections-4-5.txt', 'rulings-2002-timing.txt', 'rulings-2004-replacement-effects.txt']) {
      expect(articleFormat.detect(content(other)), other).toBeLessThan(0.3)
    }
  })
})

describe('properties', () => {
  it('random Markdown and HTML pieces: a covered tree or a ParseError', () => {
    const piece = fc.constantFrom(
      'a', 'Zed', ' ', '\n', '\n\n', '  \n', '.', ']', '**Q**: ', '**A**: ', '**Q: Why?**', 'Q: ', 'A: ', ' -- Ari Lipkin',
      '### *Darksteel* Questions', '===', '---', '* ', '* * *', '![x](http://a/b.jpg)', '[Fog](https://gatherer.wizards.com/x?name=Fog)',
      '[_metadata_:title]:- "T"', '\\*', '[CR 502.15e]', 'rule 419.8a', '{2}{W}', '<p>', '</p>', '<b>Q</b>:', '<br>', '<a href="https://gatherer.wizards.com/a">Fog</a>',
      '<!-- c -->', '&amp;', '~~x~~', ' Posted in **Feature**\n on February 7, 2004 ', 'Release Notes', '`code`', '<script>x</script>',
    )
    const text = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 80 }).map((a) => a.join(''))
    fc.assert(fc.property(text, (t) => expectParsesOrRefuses(articleFormat, t)), { numRuns: 400 })
  })

  it('HTML pages built from random pieces: a covered tree or a ParseError', () => {
    const piece = fc.constantFrom('<p>', '</p>', '<b>Q</b>: why', '<b>A</b>: because', '<strong>Q: x?</strong>', '<br>', 'text ', '<h3>H</h3>', '<hr>', '<img src=x>', '<ul><li>', '</li></ul>', '<a href="https://gatherer.wizards.com/a">Fog</a>', '&lt;-spell type-&gt;', '<nav>n</nav>', '\n')
    const text = fc.array(piece, { maxLength: 60 }).map((a) => `<!DOCTYPE html><html><head><title>T</title></head><body>${a.join('')}</body></html>`)
    fc.assert(fc.property(text, (t) => expectParsesOrRefuses(articleFormat, t)), { numRuns: 200 })
  })

  it('mutated copies of every fixture: a covered tree or a ParseError', () => {
    const sources = [
      column, page, setFaq, releaseNotes,
      ...['release-notes-as-the-archive-exports-them-quoted-card-blocks-mana-images-cycles-and-chrome', 'the-same-release-notes-as-a-saved-html-page',
        'an-older-set-faq-with-bold-card-names-and-the-card-text-on-the-following-lines', 'release-notes-with-a-paragraph-per-card-line-cut-short-inside-the-last-card-block'].map(fixture),
    ].map((t) => t.split('\n'))
    const mutation = fc.record({
      source: fc.nat(sources.length - 1),
      drop: fc.array(fc.nat(200), { maxLength: 10 }),
      dup: fc.array(fc.nat(200), { maxLength: 5 }),
      swaps: fc.array(fc.tuple(fc.nat(200), fc.nat(200)), { maxLength: 5 }),
      cut: fc.option(fc.nat(8000), { nil: undefined }),
    })
    fc.assert(
      fc.property(mutation, ({ source, drop, dup, swaps, cut }) => {
        const copy = [...sources[source]]
        const n = copy.length
        for (const [a, b] of swaps) [copy[a % n], copy[b % n]] = [copy[b % n], copy[a % n]]
        for (const i of dup) copy.splice(i % n, 0, copy[i % n])
        const dropped = new Set(drop.map((i) => i % n))
        let text = copy.filter((_, i) => !dropped.has(i)).join('\n')
        if (cut !== undefined) text = text.slice(0, cut)
        expectParsesOrRefuses(articleFormat, text)
      }),
      { numRuns: 150 },
    )
  })
})
