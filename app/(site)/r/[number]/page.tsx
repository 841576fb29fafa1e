// /r/702.19b: a rule number answered at once. A page only for a number documents of different numberings hold
// (lib/site/page-plan.ts numberPage): its text in the newest version that has it, one block per series (or per
// document in no series); one line when the number meant another rule before; and "as of": every distinct text of the
// rule the number names today, back through its renumberings (502.9b in 2004), newest first, one row each
// (app/_components/Intervals.tsx). Any other number is its rule's page: the server and the host redirect it there
// (numberAlias). `npm start` answers ?asof=YYYY-MM-DD on the server (app/(site)/as-of/); on a static host this
// page's script picks the text in force (AsOfPicker).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import AsOfForm from '@/app/_components/AsOfForm'
import AsOfPicker from '@/app/_components/AsOfPicker'
import Intervals from '@/app/_components/Intervals'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import { intervalsOf, numberGroups, removedIn } from '@/lib/site/history'
import { docLabel, formatDate, nodeLabel, snippet } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { NO_PAGE_KEY } from '@/lib/site/export-pages'
import { childrenView } from '@/lib/site/node-page'
import { numberPage } from '@/lib/site/page-plan'
import { plainText } from '@/lib/site/render'
import type { GraphNode } from '@/lib/types'
import { previewMetadata } from '@/app/_components/preview-metadata'

export const dynamicParams = false

export function generateStaticParams() {
  const site = getSiteGraph()
  const numbers = site.numbers().filter((number) => numberPage(site, number))
  // A static export refuses a dynamic route with no pages at all: a collection where every number names one rule
  // gets one page that is the not-found page, which the export leaves out.
  return numbers.length > 0 ? numbers.map((number) => ({ number })) : [{ number: NO_PAGE_KEY }]
}

type Props = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = decodeURIComponent((await params).number)
  const groups = numberGroups(getSiteGraph(), number)
  const [first] = groups
  if (!first) return { title: `Rule ${number}` }
  // A link preview names the rule and quotes it, and says how many documents number it so.
  const title = `${nodeLabel(first.shown)} — ${docLabel(first.shownDoc)}${groups.length > 1 ? ` and ${groups.length - 1} more` : ''}`
  const description = snippet(plainText(first.shown).replace(/\n/g, ' '), 200) || `Rule ${number} in ${groups.map((g) => docLabel(g.shownDoc)).join(', ')}`
  const url = `/r/${encodeURIComponent(number)}`
  return previewMetadata(title, description, url)
}

export default async function NumberPage({ params }: Props) {
  const site = getSiteGraph()
  const number = decodeURIComponent((await params).number)
  const groups = numberGroups(site, number)
  if (groups.length === 0) notFound()
  const href = (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url
  // "As of" whenever the number is in a series of several versions: even a rule in one version only has an answer
  // for other dates (it did not exist yet, or was removed).
  const dated = groups.some((g) => g.seriesVersions.length > 1 || g.otherLineages.length > 0)
  return (
    <article className="number-page">
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
      {dated ? (
        <section className="as-of" id="as-of" aria-label="As of a date">
          <h2>As of a date</h2>
          <AsOfForm action={`/r/${encodeURIComponent(number)}`} />
          <AsOfPicker />
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
        </section>
      ) : null}
    </article>
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
