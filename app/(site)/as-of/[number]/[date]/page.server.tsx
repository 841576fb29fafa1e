// /r/702.19b?asof=2005-01-01 as the server answers it (scripts/serve.ts hands it here): the text in force that day
// of the rule the number names today, through its renumberings, and one line that says which rule it was then.
// Rendered per request, so it works without JavaScript and in link unfurls. Server builds only: the `.server.tsx`
// page extension is on for `npm run build` and off for `npm run export` (next.config.js), where /r/NUMBER's own
// script answers ?asof= instead.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { asOfMetadata } from '@/app/_components/preview-metadata'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import { asOf } from '@/lib/site/as-of'
import { docLabel, formatDate, nodeLabel, snippet } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { childrenView } from '@/lib/site/node-page'
import { numberAlias } from '@/lib/site/page-plan'
import { plainText } from '@/lib/site/render'
import type { GraphNode } from '@/lib/types'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ number: string; date: string }> }

async function answer(params: Props['params']) {
  const p = await params
  let number: string
  try {
    number = decodeURIComponent(p.number)
  } catch {
    return null
  }
  return asOf(getSiteGraph(), number, p.date)
}

const askUrl = (number: string, date: string) => `/r/${encodeURIComponent(number)}?asof=${date}`

/** Every distinct text of the number's rule: /r/NUMBER's list, or, for a number that is its rule's page, that page's History. */
function byDate(number: string): string {
  const alias = numberAlias(getSiteGraph(), number)
  return alias ? `${alias.split('#')[0]}#history` : `/r/${encodeURIComponent(number)}#as-of`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await answer(params)
  if (!a) return {}
  const title = `Rule ${a.number} as of ${a.date}`
  const description = a.node ? `${a.line} ${snippet(plainText(a.node).replace(/\n/g, ' '), 180)}` : a.line
  return asOfMetadata(title, description, askUrl(a.number, a.date))
}

export default async function AsOfPage({ params }: Props) {
  const a = await answer(params)
  if (!a) notFound()
  const site = getSiteGraph()
  const href = (n: GraphNode) => site.pageUrlOf(n.id) ?? n.url
  const today = a.group?.shown
  // The rule as the version in force that day has it (its run may hold later versions with the same words).
  const then = a.node
  return (
    <article className="number-page as-of-page">
      <h1>
        Rule {a.number} as of {formatDate(a.date)}
      </h1>
      <p className="as-of-line">{a.line}</p>
      {a.oldest && !a.version ? (
        <p className="small oldest">
          The oldest version in this collection:{' '}
          <a href={a.oldest.node ? href(a.oldest.node) : `/${a.oldest.doc.id}`}>
            {a.oldest.node ? `${nodeLabel(a.oldest.node)}, ` : ''}
            {docLabel(a.oldest.doc)}
          </a>
          .
        </p>
      ) : null}
      {then && a.run ? (
        <section className="number-group" aria-label={`${nodeLabel(then)} on ${a.date}`}>
          <p className="meta">
            {docLabel(site.doc(then.doc)!)} · in force {formatDate(a.run.from)} – {a.run.until ? formatDate(a.run.until) : 'today'} ·{' '}
            <a href={href(then)}>open {nodeLabel(then)}</a>
          </p>
          {then.title ? <h2>{nodeLabel(then)}</h2> : null}
          <NodeText node={then} />
          {!then.text.trim() || then.text.trim() === then.title?.trim() ? <InlineChildren node={then} /> : null}
        </section>
      ) : null}
      {a.numberThen ? (
        <p className="small other-lineage">
          That day {a.number} was another rule: <a href={href(a.numberThen)}>{nodeLabel(a.numberThen)}</a>.
        </p>
      ) : null}
      {today ? (
        <p className="small today">
          Today: <a href={href(today)}>{nodeLabel(today)}</a>, {docLabel(site.doc(today.doc)!)}. Every version:{' '}
          <a href={byDate(a.number)}>rule {a.number} by date</a>.
        </p>
      ) : null}
      <form className="as-of-form" method="get" action={`/r/${encodeURIComponent(a.number)}`}>
        <label>
          Another date <input type="date" name="asof" required defaultValue={a.date} />
        </label>{' '}
        <button className="button" type="submit">
          Show
        </button>
      </form>
    </article>
  )
}

function InlineChildren({ node }: { node: GraphNode }) {
  const view = childrenView(getSiteGraph(), node)
  return view.mode === 'inline' ? <RulesInline items={view.nodes} /> : null
}
