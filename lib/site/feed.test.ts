import { describe, expect, it } from 'vitest'
import { ATOM_NS, countsLine, releaseSummaries, seriesFeed } from './feed'
import { releaseChanges } from './history'
import { buildSiteGraph } from './site-graph'
import { historyGraph } from './test-graph'

describe('the update feed of a series', () => {
  const site = buildSiteGraph(historyGraph())

  it('has one entry per release, newest first, with the counts its "What changed" page shows', () => {
    const releases = releaseSummaries(site, 'cr')
    expect(releases.map((r) => r.id)).toEqual(['cr-c', 'cr-b', 'cr-a'])
    const c = releaseChanges(site, 'cr-c')!.counts
    expect(releases[0].counts).toEqual({ added: c.added, changed: c.edited, removed: c.removed, renumbered: c.renumbered })
    expect(countsLine(releases[0])).toBe('1 added, 0 changed, 1 removed, 1 renumbered.')
    expect(countsLine(releases[2])).toMatch(/^The first version in this collection/)
  })

  it('is Atom: absolute ids and links from the site address, dates as instants, each release linked', () => {
    const xml = seriesFeed(site, 'cr', 'https://rules.example/')!
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="' + ATOM_NS + '">')).toBe(true)
    expect(xml).toContain('<id>https://rules.example/changes/cr</id>')
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://rules.example/changes/cr.xml"/>')
    expect(xml).toContain('<updated>2009-07-11T00:00:00Z</updated>')
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1])
    expect(entries).toHaveLength(3)
    expect(entries[0]).toContain('<id>https://rules.example/changes/cr-c</id>')
    expect(entries[0]).toContain('<link rel="related" type="text/html" href="https://rules.example/cr-c"/>')
    expect(entries[0]).toContain('<summary type="text">1 added, 0 changed, 1 removed, 1 renumbered.</summary>')
    // The content is HTML escaped once into the XML: its links to each list of the changes page.
    expect(entries[0]).toContain('&lt;a href=&quot;https://rules.example/changes/cr-c#renumbered&quot;&gt;1 renumbered&lt;/a&gt;')
    expect(seriesFeed(site, 'nothing', 'https://rules.example')).toBeNull()
  })

  it('escapes every text it carries', () => {
    const g = historyGraph()
    g.documents = g.documents.map((d) => (d.id === 'cr-c' ? { ...d, title: 'Rules <script>alert(1)</script> & "more"' } : d))
    const xml = seriesFeed(buildSiteGraph(g), 'cr', 'https://rules.example')!
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('<title>Rules &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;, 11 Jul 2009</title>')
    // Inside the HTML content the title is escaped twice: once as HTML, once into the XML.
    expect(xml).toContain('&amp;lt;script&amp;gt;')
  })
})
