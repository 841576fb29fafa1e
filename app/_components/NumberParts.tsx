// /r/NUMBER's page parts that are only read (ServerOnly): the number's text in each document that has it, and its
// rule's texts by date, which AsOfPicker reads in the browser. The page (app/(site)/r/[number]) places them.
import Intervals from './Intervals'
import NodeText from './NodeText'
import RulesInline from './RulesInline'
import { intervalsOf, removedIn, type NumberGroup } from '@/lib/site/history'
import { docLabel, formatDate, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { childrenView } from '@/lib/site/node-page'
import type { SiteGraph } from '@/lib/site/site-graph'
import type { GraphNode } from '@/lib/types'

/** The number's text in the newest version of each document (or series) that has it, and what it meant before. */
export function NumberGroups({ site, number, groups }: { site: SiteGraph; number: string; groups: NumberGroup[] }) {
  const href = (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url
  return (
    <>
      <h1>Rule {number}</h1>
      {groups.map((g) => (
        <section key={g.key} className="number-group" aria-label={docLabel(g.shownDoc)}>
          <p className="meta">
            {docLabel(g.shownDoc)} · {formatDate(g.shownDoc.date)} · <a href={href(g.shown)}>open {nodeLabel(g.shown)}</a>
          </p>
          {g.shown.title ? <h2>{nodeLabel(g.shown)}</h2> : null}
          <NodeText node={g.shown} />
          <TodayLine node={g.shown} />
          {/* A heading-only rule (2004's "502.9. Trample") answers with its subrules. */}
          {!g.shown.text.trim() || g.shown.text.trim() === g.shown.title?.trim() ? <InlineChildren node={g.shown} /> : null}
          {g.otherLineages.map((o) => (
            <p key={o.node.id} className="small other-lineage">
              {o.until ? `Until ${formatDate(o.until)}` : `In ${docLabel(o.doc)}`}, {number} was another rule:{' '}
              <a href={href(o.current ?? o.node)}>
                {o.current && o.current.id !== o.node.id ? `today ${nodeLabel(o.current)}` : nodeLabel(o.node)}
              </a>
              .
            </p>
          ))}
        </section>
      ))}
    </>
  )
}

/** Every distinct text of the rule the number names today, newest first, for "as of". */
export function NumberIntervals({ site, number, groups }: { site: SiteGraph; number: string; groups: NumberGroup[] }) {
  return (
    <>
      {groups
        .filter((g) => g.versions.length > 0)
        .map((g) => {
          // The rule this number names today, through its texts (and its numbers then), newest first.
          const current = site.lineages.newest(g.shown.lineage || g.shown.id) ?? g.shown
          return (
            <Intervals
              key={g.key}
              intervals={intervalsOf(site, g.versions)}
              shown={g.shown}
              current={current}
              removedIn={removedIn(site, current)}
              body="diff"
              label={`${number} by date`}
              first={g.seriesVersions[0]?.date ?? null}
            />
          )
        })}
    </>
  )
}

/** When the number's newest holder is an older version of a rule that lives on under another number, say where. */
function TodayLine({ node }: { node: GraphNode }) {
  const site = getSiteGraph()
  const today = site.lineages.newest(node.lineage || node.id)
  if (!today || today.id === node.id) return null
  const doc = site.doc(today.doc)
  return (
    <p className="small today">
      Today this rule is <a href={site.pageUrlOf(today.id) ?? today.url}>{nodeLabel(today)}</a>
      {doc ? `, ${doc.title}` : ''}.
    </p>
  )
}

function InlineChildren({ node }: { node: GraphNode }) {
  const view = childrenView(getSiteGraph(), node)
  return view.mode === 'inline' ? <RulesInline items={view.nodes} /> : null
}
