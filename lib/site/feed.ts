/**
 * A series' update feed, `/changes/<series>.xml` (Atom, RFC 4287): one entry per release in this collection, newest
 * first, with its date, how many rules or sections it added, changed, removed and renumbered (the counts its "What
 * changed" page shows), and links to that page, each of its lists and the version itself. Written at build time by
 * scripts/write-public-data.ts. Pure: a SiteGraph and the site's address in, the XML text out; every text is escaped.
 */
import { releaseChanges } from './history'
import { formatDate } from './labels'
import { releasesOf, seriesName } from './series'
import type { SiteGraph } from './site-graph'

export const ATOM_NS = 'http://www.w3.org/2005/Atom'
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
/** A release carries a day, not a time: midnight UTC of that day. */
const stamp = (date: string) => `${date}T00:00:00Z`

export interface ReleaseSummary {
  id: string
  title: string
  date: string
  first: boolean
  counts: { added: number; changed: number; removed: number; renumbered: number }
}

/** Each release of a series, newest first, with its counts. */
export function releaseSummaries(site: SiteGraph, series: string): ReleaseSummary[] {
  return releasesOf(site, series).map((doc) => {
    const c = releaseChanges(site, doc.id, { diffs: false })!
    return {
      id: doc.id,
      title: doc.title,
      date: doc.date!,
      first: !c.previous,
      counts: { added: c.counts.added, changed: c.counts.edited, removed: c.counts.removed, renumbered: c.counts.renumbered },
    }
  })
}

/** "12 added, 30 changed, 4 removed, 8 renumbered"; the first release in the collection has nothing to compare with. */
export function countsLine(r: ReleaseSummary): string {
  if (r.first) return 'The first version in this collection: nothing to compare it with.'
  const { added, changed, removed, renumbered } = r.counts
  return `${added} added, ${changed} changed, ${removed} removed, ${renumbered} renumbered.`
}

/** The feed's XML. `origin`: where the site is served (`SITE_URL`), for the absolute ids and links Atom wants. */
export function seriesFeed(site: SiteGraph, series: string, origin: string): string | null {
  const releases = releaseSummaries(site, series)
  if (releases.length === 0) return null
  const base = origin.replace(/\/+$/, '')
  const url = (path: string) => escapeXml(base + path)
  const name = seriesName(site, series)
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NS}">`,
    `  <id>${url(`/changes/${encodeURIComponent(series)}`)}</id>`,
    `  <title>${escapeXml(`${name}: what changed`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${url(`/changes/${encodeURIComponent(series)}.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(`/changes/${encodeURIComponent(series)}`)}"/>`,
    `  <updated>${stamp(releases[0].date)}</updated>`,
    '  <author><name>MTG Rules Reference</name></author>',
  ]
  for (const r of releases) {
    const changes = `/changes/${encodeURIComponent(r.id)}`
    const links = r.first
      ? []
      : (['added', 'changed', 'removed', 'renumbered'] as const).map(
          (k) => `<li><a href="${escapeXml(base + changes)}#${k === 'changed' ? 'edited' : k}">${r.counts[k]} ${k}</a></li>`,
        )
    const html = `<p>${escapeXml(countsLine(r))}</p>${links.length ? `<ul>${links.join('')}</ul>` : ''}<p><a href="${escapeXml(base + '/' + encodeURIComponent(r.id))}">${escapeXml(r.title)}</a></p>`
    lines.push(
      '  <entry>',
      `    <id>${url(changes)}</id>`,
      `    <title>${escapeXml(`${r.title}, ${formatDate(r.date)}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(changes)}"/>`,
      `    <link rel="related" type="text/html" href="${url('/' + encodeURIComponent(r.id))}"/>`,
      `    <published>${stamp(r.date)}</published>`,
      `    <updated>${stamp(r.date)}</updated>`,
      `    <summary type="text">${escapeXml(countsLine(r))}</summary>`,
      // The HTML is itself escaped into the XML: an Atom reader unescapes it once and renders it.
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}
