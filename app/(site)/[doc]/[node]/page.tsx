// A node's page: its text, where it sits, and every link the graph knows from and to it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import CardLinks from '@/app/_components/CardLinks'
import CopyButtons from '@/app/_components/CopyButtons'
import History from '@/app/_components/History'
import { NodeLinkList } from '@/app/_components/NodeLink'
import NodeText from '@/app/_components/NodeText'
import RulesInline from '@/app/_components/RulesInline'
import { localId } from '@/lib/site/graph-file.mjs'
import { anchorId, docLabel, formatDate, kindName, nodeLabel, snippet } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { nodePage } from '@/lib/site/node-page'
import { nodeHistory, sameNumberElsewhere } from '@/lib/site/history'
import { infractionSummary, judgePermalink } from '@/lib/site/judge'
import { bbcodeQuote, markdownQuote, plainText } from '@/lib/site/render'
import { ORIGIN_PLACEHOLDER } from '@/lib/site/origin'
import { numberAlias } from '@/lib/site/page-plan'
import { previewMetadata } from '@/app/_components/preview-metadata'

export const dynamicParams = false

// Only a lineage's newest member has a page: an older version's URL is redirected to that page's History entry
// (lib/site/page-plan.ts), so pages grow with distinct rules, not with versions times rules.
export function generateStaticParams() {
  const site = getSiteGraph()
  return site.graph.nodes.filter((n) => site.lineages.hasPage(n)).map((n) => ({ doc: n.doc, node: localId(n.id) }))
}

type Props = { params: Promise<{ doc: string; node: string }> }

async function idOf(params: Props['params']) {
  const p = await params
  return `${decodeURIComponent(p.doc)}/${decodeURIComponent(p.node)}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = getSiteGraph()
  const node = site.node(await idOf(params))
  const doc = node && site.doc(node.doc)
  if (!node || !doc) return {}
  const title = `${nodeLabel(node)} — ${docLabel(doc)}`
  // An infraction unfurls with its penalty: "Penalty: Warning. A player takes an action ...".
  const description =
    infractionSummary(site, node) ?? (snippet(plainText(node).replace(/\n/g, ' '), 200) || `${kindName(node.kind)} in ${doc.title}`)
  return previewMetadata(title, description, node.url)
}

export default async function NodePageView({ params }: Props) {
  const site = getSiteGraph()
  const page = nodePage(site, await idOf(params))
  if (!page) notFound()
  const { node, doc } = page
  const docOf = (n: { doc: string }) => (n.doc === node.doc ? undefined : site.doc(n.doc) && docLabel(site.doc(n.doc)!))
  const parent = page.breadcrumbs[page.breadcrumbs.length - 1]
  const shareUrl = ORIGIN_PLACEHOLDER + node.url
  const history = nodeHistory(site, node)
  const shortLink = doc.latest ? judgePermalink(site, node) : null
  const elsewhere = sameNumberElsewhere(site, node, page.sameNumber)
  // "As of" a date is asked of the number's /r/ when that is this page (a judge section: of its short link).
  const numberTarget = node.number ? numberAlias(site, node.number) : null
  const asOfAction = numberTarget && numberTarget.split('#')[0] === node.url ? `/r/${encodeURIComponent(node.number!)}` : (shortLink ?? undefined)
  // Links go where the linked node is shown: its page, or its History entry when it is an older version.
  const href = (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url

  return (
    <article>
      <nav className="crumbs" aria-label="Breadcrumbs">
        <ol>
          <li>
            <a href={`/${doc.id}`}>{docLabel(doc)}</a>
          </li>
          {page.breadcrumbs.map((b) => (
            <li key={b.id}>
              <a href={href(b)}>{nodeLabel(b)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <h1>{nodeLabel(node)}</h1>
      {node.penalty ? (
        <p className="penalty" data-penalty={node.penalty}>
          Penalty <strong>{node.penalty}</strong>
        </p>
      ) : null}
      <p className="meta">
        {kindName(node.kind)} · {formatDate(doc.date)}
        {node.flags.map((f) => (
          <span key={f} className="flag">
            {f === 'big-change' ? 'BIG CHANGE' : f}
          </span>
        ))}
        {parent && page.children.mode === 'none' ? (
          <>
            {' · '}
            <a href={`${parent.url}#${encodeURIComponent(anchorId(node))}`}>in its section</a>
          </>
        ) : null}
        {shortLink ? (
          <>
            {' · '}
            <a href={shortLink}>{shortLink}</a>
          </>
        ) : null}
      </p>

      <NodeText node={node} />
      <CardLinks node={node} />

      {node.citations.length > 0 ? (
        <section aria-label="Citations">
          <h2>Citations</h2>
          <ul className="link-list">
            {node.citations.map((c, i) => {
              const target = c.target ? site.node(c.target) : undefined
              const today = target && site.lineages.newest(target.lineage || target.id)
              return (
                <li key={i}>
                  <a href={`/sources/${encodeURIComponent(c.sourceKey)}`}>
                    <span className="label">{c.source}</span>
                    <span className="muted">
                      {' '}
                      · {formatDate(c.date)}
                      {c.dateInferred ? ' (document date)' : ''}
                      {c.rule ? ` · rule ${c.rule}` : ''}
                    </span>
                  </a>
                  {target ? (
                    <a className="cite-target" href={href(target)}>
                      <span className="label">
                        {target.number ?? c.rule} as it read in {docLabel(site.doc(target.doc)!)}
                      </span>
                      {today && today.id !== target.id ? (
                        <span className="muted"> · today {today.number ?? nodeLabel(today)} ({formatDate(site.doc(today.doc)?.date ?? null)})</span>
                      ) : null}
                    </a>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}

      {page.children.mode === 'inline' ? (
        <RulesInline items={page.children.nodes} />
      ) : page.children.mode === 'links' ? (
        <NodeLinkList title="Contents" nodes={page.children.nodes} />
      ) : null}

      {history ? <History history={history} page={node} asOfAction={asOfAction} /> : null}

      <CopyButtons path={node.url} markdown={markdownQuote(node, shareUrl)} bbcode={bbcodeQuote(node, shareUrl)} />

      <NodeLinkList title="Refers to" nodes={page.refersTo} docName={docOf} />
      {page.unresolvedRefs.length > 0 ? (
        <p className="small muted">Not in this collection: {page.unresolvedRefs.join('; ')}</p>
      ) : null}
      <NodeLinkList title="Referenced by" nodes={page.referencedBy} docName={docOf} />
      <NodeLinkList title="Cited by" nodes={page.citedBy} docName={docOf} />
      <NodeLinkList title="Same number elsewhere" nodes={elsewhere.nodes} docName={docOf} />
      {/* What else this number named in the series, one line each: what /r/NUMBER, which leads here, would say. */}
      {elsewhere.meantOther.map((o) => (
        <p key={o.node.id} className="small other-lineage">
          {o.until ? `Until ${formatDate(o.until)}, ${node.number} was another rule: ` : `In ${docLabel(o.doc)}, ${node.number} is another rule: `}
          <a href={href(o.current ?? o.node)}>{o.current && o.current.id !== o.node.id ? `today ${nodeLabel(o.current)}` : nodeLabel(o.node)}</a>.
        </p>
      ))}
      <NodeLinkList title="Related" nodes={page.related} docName={docOf} />

      <nav className="pager" aria-label="Previous and next">
        {page.prev ? (
          <a className="prev" href={href(page.prev)} rel="prev">
            <small>Previous</small>
            {nodeLabel(page.prev)}
          </a>
        ) : null}
        {page.next ? (
          <a className="next" href={href(page.next)} rel="next">
            <small>Next</small>
            {nodeLabel(page.next)}
          </a>
        ) : null}
      </nav>
    </article>
  )
}
