// The short permalink of a judge document's section (/mtr/2.3, /ipg/2.2, /jar/serious-problems): the newest
// version's text, an infraction's penalty first, and "as of" a date as on /r/NUMBER. The three routes are thin
// wrappers around this.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import AsOfForm from '@/app/_components/AsOfForm'
import AsOfPicker from '@/app/_components/AsOfPicker'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import { infractionSummary, judgeKeys, judgeSection, SERIES_NAMES, type JudgeSeries } from '@/lib/site/judge'
import { docLabel, formatDate, nodeLabel, snippet } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { childrenView } from '@/lib/site/node-page'
import { plainText } from '@/lib/site/render'

export type JudgeProps = { params: Promise<{ key: string }> }

export function judgeStaticParams(series: JudgeSeries) {
  return judgeKeys(getSiteGraph(), series).map((key) => ({ key }))
}

export async function judgeMetadata(series: JudgeSeries, params: JudgeProps['params']): Promise<Metadata> {
  const key = decodeURIComponent((await params).key)
  const site = getSiteGraph()
  const found = judgeSection(site, series, key)
  if (!found) return {}
  const { shown } = found
  const penalty = shown.penalty ? ` — ${shown.penalty}` : ''
  const title = `${series.toUpperCase()} ${nodeLabel(shown)}${penalty}`
  const description = infractionSummary(site, shown) ?? (snippet(plainText(shown).replace(/\n/g, ' '), 200) || `${SERIES_NAMES[series]}, ${formatDate(found.shownDoc.date)}`)
  const url = `/${series}/${encodeURIComponent(key)}`
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'article', siteName: 'MTG Rules Reference' },
    twitter: { card: 'summary', title, description },
  }
}

const range = (from: string, until: string | null) => `${formatDate(from)} – ${until ? formatDate(until) : 'today'}`

export async function JudgeSectionPage({ series, params }: { series: JudgeSeries; params: JudgeProps['params'] }) {
  const key = decodeURIComponent((await params).key)
  const site = getSiteGraph()
  const found = judgeSection(site, series, key)
  if (!found) notFound()
  const { shown, shownDoc, today, versions } = found
  const href = (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url
  const children = childrenView(site, shown)
  return (
    <article className="judge-section">
      <p className="meta">
        <a href={`/${shownDoc.id}`}>{docLabel(shownDoc)}</a> · {formatDate(shownDoc.date)} · <a href={href(shown)}>open its page</a>
      </p>
      <h1>{nodeLabel(shown)}</h1>
      {shown.penalty ? (
        <p className="penalty" data-penalty={shown.penalty}>
          Penalty <strong>{shown.penalty}</strong>
        </p>
      ) : null}
      {today ? (
        <p className="small today">
          Today this section is <a href={href(today)}>{nodeLabel(today)}</a>, {site.doc(today.doc)?.title}.
        </p>
      ) : null}
      <NodeText node={shown} />
      {children.mode === 'inline' ? <RulesInline items={children.nodes} /> : null}
      {children.mode === 'links' ? (
        <ul className="link-list">
          {children.nodes.map((c) => (
            <li key={c.id}>
              <a href={href(c)}>{nodeLabel(c)}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {series === 'ipg' ? (
        <p className="small">
          <a href="/ipg/penalties">Every infraction and its penalty</a>
        </p>
      ) : null}
      {versions.length > 1 ? (
        <section className="as-of" aria-label="As of a date">
          <h2>As of a date</h2>
          <AsOfForm />
          <AsOfPicker section={`${series.toUpperCase()} ${key}`} />
          <ol className="asof-versions" aria-label={`${series.toUpperCase()} ${key} by date`}>
            {versions.map((v) => (
              <li key={v.anchor} id={v.anchor} data-from={v.from} data-until={v.until ?? ''} data-label={`${nodeLabel(v.node)}, ${docLabel(site.doc(v.node.doc)!)}`}>
                <p className="version-head">
                  <a href={`#${v.anchor}`}>{range(v.from, v.until)}</a> · {nodeLabel(v.node)}
                  {v.node.penalty ? ` · ${v.node.penalty}` : ''} · {v.docs.map((d) => formatDate(d.date)).join(', ')}
                </p>
                {v.node.id === shown.id ? <p className="small muted">The text above.</p> : <NodeText node={v.node} />}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
