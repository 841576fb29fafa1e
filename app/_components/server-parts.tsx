// What ServerOnly renders on the server, by part name and key (a node id, a number, a document), read from the graph
// as the pages read it.
import type { ReactNode } from 'react'
import { getSiteGraph } from '@/lib/site/load-graph'
import { nodeHistory, numberGroups, type NumberGroup } from '@/lib/site/history'
import { isJudgeSeries, SERIES_NAMES } from '@/lib/site/judge'
import { nodePage, type NodePage } from '@/lib/site/node-page'
import { asOfActionOf } from '@/lib/site/page-plan'
import type { SiteGraph } from '@/lib/site/site-graph'
import { CardIndex } from './CardIndex'
import DocumentView from './DocumentView'
import HistoryHead from './HistoryHead'
import Intervals from './Intervals'
import { judgeSectionByPart, JudgeIntervals, JudgeSectionHead } from './JudgeParts'
import { NodeHead, NodeLinks } from './NodeParts'
import { NumberGroups, NumberIntervals } from './NumberParts'
import { ReadingText } from './ReadingText'
import { ReleaseChanges } from './ReleaseChanges'
import { SourceCitations } from './SourceCitations'
import { TranslatedRule } from './TranslatedRule'
import { translatedPage } from '@/lib/site/translated-pages'

// a page asks for its parts one after another: what they share (a node's page and History, a number's groups) is
// gathered once; the last few are kept, as one page renders them in turn
let recent: Array<{ site: SiteGraph; key: string; value: unknown }> = []
function once<T>(site: SiteGraph, key: string, make: () => T): T {
  const hit = recent.find((r) => r.site === site && r.key === key)
  if (hit) return hit.value as T
  const value = make()
  recent = [{ site, key, value }, ...recent.slice(0, 3)]
  return value
}
const pageOf = (site: SiteGraph, id: string): NodePage | null => once(site, `page ${id}`, () => nodePage(site, id))
const groupsOf = (site: SiteGraph, number: string): NumberGroup[] => once(site, `number ${number}`, () => numberGroups(site, number))
const historyOf = (site: SiteGraph, id: string) =>
  once(site, `history ${id}`, () => {
    const node = site.node(id)
    const history = node ? nodeHistory(site, node) : null
    return node && history ? { node, history } : null
  })

/** A node's History: its heading, counts and "as of" form, the picker's status line, and its rows, each distinct text with what changed. */
function history(site: SiteGraph, id: string) {
  const h = historyOf(site, id)
  if (!h) return null
  const { node, history } = h
  const judge = isJudgeSeries(history.series) ? history.series : null
  return (
    <section id="history" aria-label="History">
      <HistoryHead history={history} asOfAction={asOfActionOf(site, node)} />
      <p className="as-of-status" role="status" />
      <Intervals
        intervals={history.intervals}
        shown={node}
        current={history.current}
        removedIn={history.removedIn}
        body="diff"
        label="Texts, newest first"
        first={history.first}
        name={judge ? SERIES_NAMES[judge] : undefined}
      />
    </section>
  )
}

const PARTS = {
  'node-head': (site, id) => {
    const page = pageOf(site, id)
    return page ? <NodeHead site={site} page={page} /> : null
  },
  'node-links': (site, id) => {
    const page = pageOf(site, id)
    return page ? <NodeLinks site={site} page={page} /> : null
  },
  history,
  'number-groups': (site, number) => <NumberGroups site={site} number={number} groups={groupsOf(site, number)} />,
  'number-intervals': (site, number) => <NumberIntervals site={site} number={number} groups={groupsOf(site, number)} />,
  'judge-head': (_site, part) => {
    const section = judgeSectionByPart(part)
    return section ? <JudgeSectionHead section={section} answer={null} /> : null
  },
  'judge-intervals': (_site, part) => {
    const section = judgeSectionByPart(part)
    return section ? <JudgeIntervals section={section} answer={null} /> : null
  },
  'card-index': (site) => <CardIndex site={site} />,
  document: (site, id) => {
    const doc = site.doc(id)
    return doc ? <DocumentView doc={doc} /> : null
  },
  source: (site, key) => <SourceCitations site={site} sourceKey={key} />,
  reading: (site, id) => <ReadingText site={site} id={id} />,
  'release-changes': (site, param) => <ReleaseChanges site={site} param={param} />,
  // keyed `LANGUAGE NUMBER` (`zh-Hans 702.19b`)
  'translated-rule': (site, key) => {
    const [language, number] = key.split(' ')
    const page = translatedPage(site, language, number)
    return page ? <TranslatedRule site={site} page={page} /> : null
  },
} satisfies Record<string, (site: SiteGraph, key: string) => ReactNode>

export type ServerPart = keyof typeof PARTS

export function renderServerPart(part: ServerPart, key: string): ReactNode {
  return PARTS[part](getSiteGraph(), key)
}
