/**
 * Token stream of a set's release notes -> blocks. A card block is a paragraph of lines (the
 * card's name, mana cost, type line, rules text) followed by a bulleted list: that list holds
 * the card's rulings. Each card becomes a 'card' block titled with its name, its rulings
 * 'ruling' children; headings ("General Notes") are sections; other prose is 'text'.
 */
import type { Block } from '../tree.js'
import { addCardRef, append, linesOf, newDraft, newLine, type Draft } from './draft.js'
import type { Built } from './questions.js'
import type { Token } from './tokens.js'

interface Para {
  kind: 'paragraph' | 'item'
  at: number
  lines: string[]
  cards: string[]
}

type Unit = { u: 'heading'; text: string; depth: number; start: number } | { u: 'para'; para: Para } | { u: 'rule' }

function units(tokens: Token[]): Unit[] {
  const out: Unit[] = []
  let para: Para | null = null
  const add = (at: number, words: string) => {
    if (!para) out.push({ u: 'para', para: (para = { kind: 'paragraph', at, lines: [''], cards: [] }) })
    const pieces = words.split('\n')
    pieces.forEach((piece, i) => {
      if (i > 0) para!.lines.push('')
      para!.lines[para!.lines.length - 1] += piece
    })
  }
  for (const token of tokens) {
    if (token.t === 'para') out.push({ u: 'para', para: (para = { kind: token.kind, at: token.at, lines: [''], cards: [] }) })
    else if (token.t === 'heading') (para = null), out.push({ u: 'heading', text: token.text, depth: token.depth, start: token.start })
    else if (token.t === 'rule') (para = null), out.push({ u: 'rule' })
    else if (token.t === 'line') para?.lines.push('')
    else if (token.t === 'text') add(token.start, token.value)
    else if (token.t === 'card') add(token.start, token.name), para!.cards.push(token.name)
    // A Q or A marker in release notes is only words.
    else if (token.t === 'marker') add(token.start, `${token.which}:`)
  }
  return out.filter((u) => u.u !== 'para' || u.para.lines.some((l) => l.trim() !== ''))
}

const clean = (lines: string[]) => lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean)

export function buildReleaseNotes(tokens: Token[]): Built {
  const roots: Block[] = []
  const drafts: Draft[] = []
  let section: Draft | null = null
  let card: Draft | null = null
  let text: Draft | null = null
  let sawCard = false

  const place = (draft: Draft, into: Draft | null) => {
    drafts.push(draft)
    if (into) into.block.children.push(draft.block)
    else roots.push(draft.block)
  }
  const list = units(tokens)
  list.forEach((unit, i) => {
    if (unit.u === 'rule') {
      card = text = null
      return
    }
    if (unit.u === 'heading') {
      card = text = null
      const kind = roots.length === 0 && unit.depth <= 2 && !sawCard ? 'preface' : 'section'
      const draft = newDraft(kind, unit.text, unit.start)
      append(draft, unit.text)
      place(draft, null)
      if (kind === 'preface') text = draft
      else section = draft
      return
    }
    const { para } = unit
    const lines = clean(para.lines)
    const next = list[i + 1]
    if (para.kind === 'paragraph' && lines.length >= 2 && next?.u === 'para' && next.para.kind === 'item') {
      sawCard = true
      text = null
      card = newDraft('card', lines[0], para.at)
      card.lines = [...lines]
      for (const name of para.cards) if (name !== lines[0]) addCardRef(card, name)
      place(card, section)
      return
    }
    if (para.kind === 'item' && card) {
      const ruling = newDraft('ruling', null, para.at)
      append(ruling, lines.join(' '))
      for (const name of para.cards) addCardRef(ruling, name)
      place(ruling, card)
      return
    }
    card = null
    if (!text) {
      text = newDraft(roots.length === 0 ? 'preface' : 'text', null, para.at)
      place(text, text.block.kind === 'preface' ? null : section)
    } else newLine(text)
    // A bullet that belongs to no card is a list item of the prose.
    for (const line of lines) append(text, para.kind === 'item' ? `• ${line}` : line), newLine(text)
    for (const name of para.cards) addCardRef(text, name)
  })

  for (const d of drafts) {
    d.block.text = linesOf(d).join('\n')
    if (d.block.kind === 'preface' && !d.block.title) d.block.title = linesOf(d)[0]?.slice(0, 120) ?? null
  }
  return { roots, drafts, problems: [] }
}
