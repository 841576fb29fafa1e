// A node page's parts that are only read, never interactive: rendered on the server from the graph (ServerOnly), so
// they are in the page's HTML once and not again in its hydration payload. The page (app/(site)/[doc]/[node]) places
// them around its interactive parts (the History's "as of" script, the copy buttons).
import type { SiteGraph } from '@/lib/site/site-graph'
import type { NodePage } from '@/lib/site/node-page'
import CardLinks from './CardLinks'
import { NodeLinkList } from './NodeLink'
import NodeText from './NodeText'
import RulesInline from './RulesInline'
import { anchorId, docLabel, formatDate, kindName, nodeLabel } from '@/lib/site/labels'
import { sameNumberElsewhere } from '@/lib/site/history'
import { judgePermalink } from '@/lib/site/judge'
import { bbcodeQuote, markdownQuote } from '@/lib/site/render'
import { ORIGIN_PLACEHOLDER } from '@/lib/site/origin'
import { translationLinks } from '@/lib/site/translated-pages'
import { LanguageSwitch } from './TranslatedRule'

type Props = { site: SiteGraph; page: NodePage }

// Links go where the linked node is shown: its page, or its History entry when it is an older version.
const hrefIn = (site: SiteGraph) => (n: { id: string; url: string }) => site.pageUrlOf(n.id) ?? n.url

/** Where the node sits, what it says, its citations and its contents; and the quotes the copy buttons copy. */
export function NodeHead({ site, page }: Props) {
  const { node, doc } = page
  const parent = page.breadcrumbs[page.breadcrumbs.length - 1]
  const shareUrl = ORIGIN_PLACEHOLDER + node.url
  const shortLink = doc.latest ? judgePermalink(site, node) : null
  const href = hrefIn(site)
  return (
    <>
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
      {/* the rule in other languages (each page's name in its own language), beside the English that is the rule */}
      <LanguageSwitch label="Translations" links={translationLinks(site, node)} />
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
      {/* what CopyButtons copies, read from here by the browser (a <template> is never shown) */}
      <template id="quote-markdown">{markdownQuote(node, shareUrl)}</template>
      <template id="quote-bbcode">{bbcodeQuote(node, shareUrl)}</template>
    </>
  )
}

/** How the node links to the rest: references both ways, citations, the same number elsewhere, previous and next. */
export function NodeLinks({ site, page }: Props) {
  const { node } = page
  const docOf = (n: { doc: string }) => (n.doc === node.doc ? undefined : site.doc(n.doc) && docLabel(site.doc(n.doc)!))
  const elsewhere = sameNumberElsewhere(site, node, page.sameNumber)
  const href = hrefIn(site)
  return (
    <>
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
    </>
  )
}
