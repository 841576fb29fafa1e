/**
 * Token stream of a rules column or set FAQ -> blocks: a preface (title, byline, introduction),
 * 'section' blocks for the headings that group questions (`### *Darksteel* Questions`), and
 * one 'qa' block per question holding the question, its asker and its answer.
 *
 * A question starts at any Q marker, wherever it stands (after an image, glued to the end of
 * the previous answer); the answer runs from the A marker over its paragraphs until the next
 * question, heading or thematic break.
 */
import { normaliseSource } from '../citation-source.js'
import type { Block, DocMeta, Problem } from '../tree.js'
import { addCardRef, append, linesOf, newDraft, newLine, type Draft } from './draft.js'
import type { Token } from './tokens.js'

/** ` -- Ari Lipkin` under a question: who asked it. */
const ASKER = /^(?:--|—|–)\s*(\S.{0,80})$/
const ASKER_BREAK = /\n(?=[ \t]*(?:--|—|–)[ \t]*\S)/
/** What a marker leaves before the words: `Q:` of a bold question, the `:` after `**Q**`. */
const MARKER_REST = /^\s*(?:[QA]\s*(?=:))?:?\s*/

interface Qa {
  draft: Draft
  question: string[]
  answer: string[]
  phase: 'question' | 'answer'
}

export interface Built {
  roots: Block[]
  /** Every draft in source order, for span assignment. */
  drafts: Draft[]
  problems: Problem[]
}

export function buildQuestions(tokens: Token[], meta: DocMeta): Built {
  const roots: Block[] = []
  const drafts: Draft[] = []
  const problems: Problem[] = []
  const qas: Qa[] = []
  let preface: Draft | null = null
  let section: Draft | null = null
  let text: Draft | null = null
  let qa: Qa | null = null
  let sawQuestion = false
  let stripMarker = false
  let paraAt = 0
  let paraFresh = true

  const place = (draft: Draft) => {
    drafts.push(draft)
    if (section) section.block.children.push(draft.block)
    else roots.push(draft.block)
  }
  const startHere = (at: number) => (paraFresh ? paraAt : at)
  const closeQa = () => {
    if (qa && qa.phase === 'question') problems.push({ offset: qa.draft.start, message: 'question without an answer' })
    qa = null
  }
  // The draft words go to: the open question or answer, else the open prose block.
  const target = (at: number): Draft => {
    if (qa) return qa.draft
    if (text) return text
    if (!sawQuestion && !section) {
      preface = newDraft('preface', null, startHere(at))
      drafts.push(preface)
      roots.push(preface.block)
      return (text = preface)
    }
    text = newDraft('text', null, startHere(at))
    place(text)
    return text
  }
  const lineOf = (q: Qa) => (q.phase === 'question' ? q.question : q.answer)
  const write = (at: number, words: string) => {
    const draft = target(at)
    if (qa) {
      const lines = lineOf(qa)
      // An asker's line (` -- Ari Lipkin`) is its own line even where the break before it is soft.
      words.split(ASKER_BREAK).forEach((piece, i) => {
        if (i > 0) lines.push('')
        const last = lines.length - 1
        let value = piece
        if (stripMarker && lines[last] === '') value = value.replace(MARKER_REST, '')
        const joined = lines[last] + value.replace(/\s+/g, ' ')
        lines[last] = lines[last] === '' ? joined.trimStart() : joined
      })
    } else {
      append(draft, words)
    }
    if (words.trim() !== '') stripMarker = false
    paraFresh = false
  }
  const breakLine = () => {
    if (qa) {
      const lines = lineOf(qa)
      if (lines[lines.length - 1].trim() !== '') lines.push('')
    } else if (text) newLine(text)
  }

  for (const token of tokens) {
    switch (token.t) {
      case 'para':
        paraAt = token.at
        paraFresh = true
        breakLine()
        break
      case 'line':
        breakLine()
        break
      case 'rule':
        closeQa()
        text = null
        break
      case 'heading': {
        closeQa()
        text = null
        if (token.depth === 1 && !preface && !section && !sawQuestion) {
          // The article's title opens the preface: byline and introduction follow it.
          preface = text = newDraft('preface', token.text, token.start)
          drafts.push(preface)
          roots.push(preface.block)
        } else {
          section = newDraft('section', token.text, token.start)
          drafts.push(section)
          roots.push(section.block)
        }
        append(text ?? section!, token.text)
        if (text) newLine(text)
        paraFresh = false
        break
      }
      case 'marker':
        if (token.which === 'Q' || !qa || qa.phase === 'answer') {
          closeQa()
          text = null
          sawQuestion = true
          const draft = newDraft('qa', null, token.start)
          place(draft)
          qa = { draft, question: [''], answer: [''], phase: token.which === 'Q' ? 'question' : 'answer' }
          qas.push(qa)
          if (token.which === 'A') problems.push({ offset: token.start, message: 'answer without a question' })
        } else {
          qa.phase = 'answer'
        }
        stripMarker = true
        paraFresh = false
        break
      case 'text':
        if (token.value.trim() === '' && !qa && !text) break
        write(token.start, token.value)
        break
      case 'card':
        write(token.start, token.name)
        addCardRef(qa ? qa.draft : text!, token.name)
        break
    }
  }
  closeQa()

  for (const q of qas) finishQa(q, meta)
  for (const d of drafts) if (d.block.kind !== 'qa') finishProse(d)
  return { roots, drafts, problems }
}

function finishProse(draft: Draft): void {
  draft.block.text = linesOf(draft).join('\n')
  if (draft.block.kind === 'preface' && !draft.block.title) draft.block.title = linesOf(draft)[0]?.slice(0, 120) ?? null
}

function finishQa(qa: Qa, meta: DocMeta): void {
  const question = qa.question.map((l) => l.trim()).filter(Boolean)
  const answer = qa.answer.map((l) => l.trim()).filter(Boolean)
  const words: string[] = []
  for (let i = 0; i < question.length; i++) {
    const asker = i > 0 ? ASKER.exec(question[i]) : null
    if (asker) {
      const name = asker[1].trim()
      qa.draft.citations.push({ text: name, ...normaliseSource(name), date: meta.date ?? null, dateInferred: meta.date !== undefined, rule: null, target: null })
    } else words.push(question[i])
  }
  qa.draft.block.title = words.length ? words.join(' ') : null
  const lines: string[] = []
  if (question.length) lines.push(`Q: ${question[0]}`, ...question.slice(1))
  if (answer.length) lines.push(`A: ${answer[0]}`, ...answer.slice(1))
  qa.draft.block.text = lines.join('\n')
}
