// "What changed in <version>": counts first, then added, removed, edited (word diffs) and renumbered rules; a series'
// own address lists the earlier releases. Only read, so rendered on the server alone (ServerOnly): a release's word
// diffs are a page's worth of HTML that the hydration payload need not repeat.
import Diff from './Diff'
import { compactDiff, releaseChanges } from '@/lib/site/history'
import { formatDate, kindName, snippet } from '@/lib/site/labels'
import { feedPath, releasesOf, seriesIds, seriesName } from '@/lib/site/series'
import type { SiteGraph } from '@/lib/site/site-graph'
import type { DocumentInfo, GraphNode } from '@/lib/types'

/** The release a page shows, and the series when it was asked by the series' name. */
export function target(site: SiteGraph, param: string): { doc: DocumentInfo; series: string | null } | null {
  const doc = site.doc(param)
  if (doc) return { doc, series: null }
  const newest = seriesIds(site).includes(param) ? releasesOf(site, param)[0] : undefined
  return newest ? { doc: newest, series: param } : null
}

/** Long lists start folded so the counts and the first rows fit a phone screen. */
const OPEN_UP_TO = 60

const label = (n: GraphNode) => n.number ?? n.title ?? kindName(n.kind)
const gist = (n: GraphNode) => (n.number && n.title ? n.title : snippet(n.text, 60))

/** A release's changes (a series' own address: its newest release's, and the earlier releases listed). */
export function ReleaseChanges({ site, param }: { site: SiteGraph; param: string }) {
  const t = target(site, param)
  if (!t) return null
  if (!t.series) return <ReleaseView site={site} doc={t.doc} />
  const releases = releasesOf(site, t.series)
  return (
    <>
      <ReleaseView site={site} doc={t.doc} />
      <section className="releases" aria-label="Earlier releases">
        <h2>Earlier releases</h2>
        {releases.length > 1 ? (
          <ul className="change-list">
            {releases.slice(1).map((d) => (
              <li key={d.id}>
                <a href={`/changes/${encodeURIComponent(d.id)}`}>
                  <span className="num">{formatDate(d.date)}</span> <span className="gist">{d.title}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="small muted">None in this collection.</p>
        )}
        <p className="small">
          <a href={feedPath(t.series)} type="application/atom+xml">
            Follow the {seriesName(site, t.series)}&apos;s releases (Atom feed)
          </a>
        </p>
      </section>
    </>
  )
}

/** One release's changes against the version before it. */
function ReleaseView({ site, doc }: { site: SiteGraph; doc: DocumentInfo }) {
  const changes = releaseChanges(site, doc.id)
  const href = (n: GraphNode) => site.pageUrlOf(n.id) ?? n.url
  const docLink = <a href={`/${encodeURIComponent(doc.id)}`}>{doc.title}</a>
  if (!changes || !changes.previous) {
    return (
      <>
        <h1>What changed in {doc.title}</h1>
        <p>{changes ? <>This is the first version of {docLink} in this collection: there is nothing to compare it with.</> : <>{docLink} is not one of a series of versions.</>}</p>
      </>
    )
  }
  const { counts, previous } = changes
  const rows: Array<[keyof typeof counts, string]> = [
    ['added', 'Added'],
    ['removed', 'Removed'],
    ['edited', 'Edited'],
    ['renumbered', 'Renumbered'],
    ['unchanged', 'Unchanged'],
  ]
  return (
    <article className="changes">
      <h1>What changed in {doc.title}</h1>
      <p className="meta">
        {/* a History entry links here alone: the release's document is one tap on */}
        {formatDate(doc.date)} · {docLink} · compared with <a href={`/changes/${encodeURIComponent(previous.id)}`}>{previous.title}</a> ({formatDate(previous.date)})
      </p>
      <ul className="counts" aria-label="Counts">
        {rows.map(([key, name]) => (
          <li key={key} data-count={key}>
            {key === 'unchanged' || counts[key] === 0 ? (
              <span>
                <b>{counts[key].toLocaleString('en')}</b> {name.toLowerCase()}
              </span>
            ) : (
              <a href={`#${key}`}>
                <b>{counts[key].toLocaleString('en')}</b> {name.toLowerCase()}
              </a>
            )}
          </li>
        ))}
      </ul>

      <ChangeList id="added" title="Added" count={counts.added}>
        {changes.added.map((n) => (
          <GistRow key={n.id} href={href(n)} label={label(n)} gist={gist(n)} />
        ))}
      </ChangeList>
      <ChangeList id="removed" title="Removed" count={counts.removed}>
        {changes.removed.map((n) => (
          <GistRow key={n.id} href={href(n)} label={label(n)} gist={gist(n)} />
        ))}
      </ChangeList>
      <ChangeList id="edited" title="Edited" count={counts.edited}>
        {changes.edited.map(({ node, prev, diff }) => (
          <li key={node.id}>
            <a href={href(node)}>
              <span className="num">{label(node)}</span>
              {prev.number !== node.number ? <span className="gist">was {label(prev)}</span> : null}
            </a>
            <Diff parts={compactDiff(diff, 40, 500)} />
          </li>
        ))}
      </ChangeList>
      <ChangeList id="renumbered" title="Renumbered" count={counts.renumbered}>
        {changes.renumbered.map(({ node, prev }) => (
          <li key={node.id}>
            <a href={href(node)}>
              <span className="num">
                {label(prev)} → {label(node)}
              </span>{' '}
              <span className="gist">{gist(node)}</span>
            </a>
          </li>
        ))}
      </ChangeList>
    </article>
  )
}

function ChangeList({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  if (count === 0) return null
  return (
    <section id={id} aria-label={title}>
      <h2>
        {title} ({count.toLocaleString('en')})
      </h2>
      <details open={count <= OPEN_UP_TO}>
        <summary>{count.toLocaleString('en')} rows</summary>
        <ul className="change-list">{children}</ul>
      </details>
    </section>
  )
}

/** One added or removed rule: its number and the start of its text. */
function GistRow({ href, label, gist }: { href: string; label: string; gist: string }) {
  return (
    <li>
      <a href={href}>
        <span className="num">{label}</span> <span className="gist">{gist}</span>
      </a>
    </li>
  )
}
