/**
 * What an assistant reads of the site, asked of a server as a tool built on a language model asks it: `/llms.txt`,
 * then a rule's Markdown twin (its page's path plus `.md`), a link in it followed, a short link's and a card's twin.
 * The same checks of `npm start` (server.test.ts) and of the export on its hosts (export.test.ts).
 */
import { expect } from 'vitest'
import { documentsInForce } from '../../lib/site/in-force'
import { judgeSection } from '../../lib/site/judge'
import { nodeLabel } from '../../lib/site/labels'
import { twinPath } from '../../lib/site/markdown-twin'
import type { SiteGraph } from '../../lib/site/site-graph'
import type { GraphNode } from '../../lib/types'

const get = async (baseUrl: string, path: string) => {
  const res = await fetch(baseUrl + path)
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
}

export async function expectAssistantFiles(baseUrl: string, site: SiteGraph, origin: string, rule: GraphNode) {
  const llms = await get(baseUrl, '/llms.txt')
  expect(llms.status).toBe(200)
  expect(llms.type).toMatch(/^text\/plain/)
  expect(llms.text).toMatch(/^# MTG Rules Reference\n\n> /)
  for (const d of documentsInForce(site)) expect(llms.text).toContain(`\`${d.doc.id}\``)
  expect(llms.text).toContain(`${origin}/r/<number>`)

  const twin = await get(baseUrl, twinPath(rule.url))
  expect(twin.status).toBe(200)
  expect(twin.type).toMatch(/^text\/markdown/)
  expect(twin.text.startsWith(`# ${nodeLabel(rule).replace(/[\\`*_[\]<>~|!&]/g, (c) => `\\${c}`)}\n`)).toBe(true)
  expect(twin.text).toContain(`- Number: ${rule.number}`)
  expect(twin.text).toContain(`- Page: ${origin}${rule.url}`)
  expect(twin.text).toContain(`(${rule.doc})`)
  expect(twin.text).toMatch(/- Date: \d{4}-\d{2}-\d{2}/)
  // its links are the site's, at the origin; a twin it links to answers too
  const links = [...twin.text.matchAll(/\]\((https?:[^)]+)\)/g)].map((m) => m[1])
  expect(links.length).toBeGreaterThan(0)
  expect(links.filter((l) => !l.startsWith(`${origin}/`))).toEqual([])
  const next = links.find((l) => l.endsWith('.md'))
  if (next) expect((await get(baseUrl, next.slice(origin.length))).status).toBe(200)

  const section = judgeSection(site, 'ipg', '2.3') ?? judgeSection(site, 'mtr', '3.2')
  if (section) {
    const short = await get(baseUrl, `/${section.series}/${section.key}.md`)
    expect(short.status).toBe(200)
    expect(short.text).toContain(`- Page: ${origin}/${section.series}/${section.key}`)
    if (section.shown.penalty) expect(short.text).toContain(`- Penalty: ${section.shown.penalty}`)
  }
  const card = await get(baseUrl, '/cards/aether-vial.md')
  expect(card.status).toBe(200)
  expect(card.text).toMatch(/^# Aether Vial\n/)
  expect((await get(baseUrl, '/cr-2004/999.9z.md')).status).toBe(404)
}
