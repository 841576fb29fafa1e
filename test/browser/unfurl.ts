/**
 * A link preview as a forum or chat fetches one: a plain GET with no JavaScript, following redirects, then the page's
 * Open Graph tags and description read from its HTML. What it finds for a shared URL is what people see.
 */
import { expect } from 'vitest'
import { judgeSection, type JudgeSection } from '../../lib/site/judge'
import { nodeLabel, snippet } from '../../lib/site/labels'
import type { PagePlan } from '../../lib/site/page-plan'
import { parseKnown } from '../../lib/site/permalinks'
import { plainText } from '../../lib/site/render'
import type { SiteGraph } from '../../lib/site/site-graph'
import type { GraphNode } from '../../lib/types'

export interface Preview {
  status: number
  /** The path the redirects ended at. */
  path: string
  title: string | null
  description: string | null
  ogTitle: string | null
  ogDescription: string | null
  ogUrl: string | null
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e])

function meta(html: string, attr: 'property' | 'name', key: string): string | null {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0]
    if (new RegExp(`\\b${attr}="${key}"`).test(tag)) return unescape(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '')
  }
  return null
}

export async function unfurl(baseUrl: string, path: string): Promise<Preview> {
  const res = await fetch(baseUrl + path, { redirect: 'follow', headers: { 'user-agent': 'Mozilla/5.0 (compatible; LinkPreview/1.0)' } })
  const html = await res.text()
  return {
    status: res.status,
    path: new URL(res.url).pathname,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    description: meta(html, 'name', 'description'),
    ogTitle: meta(html, 'property', 'og:title'),
    ogDescription: meta(html, 'property', 'og:description'),
    ogUrl: meta(html, 'property', 'og:url'),
  }
}

/** A rule's or section's preview: 200, its own label in og:title, the start of its own text in og:description and the description. */
export function expectNodePreview(p: Preview, node: GraphNode) {
  expect(p.status).toBe(200)
  expect(p.ogTitle).toContain(nodeLabel(node))
  // the text's opening words, as the preview quotes them (an infraction's may start with its penalty)
  const opening = snippet(plainText(node).replace(/\n/g, ' '), 60).replace(/…$/, '')
  expect(p.ogDescription).toContain(opening)
  expect(p.description).toBe(p.ogDescription)
}

/** A card only Scryfall's files have in the browser tests' build (test/fixtures/site-content): no page of the build's own. */
export const SCRYFALL_ONLY = 'delver-of-secrets-insectile-aberration'

export interface SharedLinks {
  /** 702.19b with ../shared (the 2014 CR's Trample), else a number that names one rule with text of its own. */
  number: string
  /** The rule `/r/${number}` is. */
  numberRule: GraphNode
  /** IPG 2.3 in the newest guide that has it. */
  section: JudgeSection | null
}

export function sharedLinks(site: SiteGraph, plan: PagePlan): SharedLinks {
  // a rule with words of its own: a heading's preview quotes its first part's (lib/site/preview-text.ts), which
  // expectNodePreview does not read (without ../shared the first number is 2004's chapter 5, a heading)
  const hasText = (r: string) => {
    const node = site.node(plan.aliases[r].slice(1))
    return !!node && node.kind === 'rule' && plainText(node).trim() !== (node.title ?? '').trim()
  }
  const number = site.node('cr-2014-09-26/702.19b') ? '702.19b' : Object.keys(plan.aliases).find((r) => !plan.aliases[r].includes('#') && hasText(r))!.slice('/r/'.length)
  return { number, numberRule: site.node(plan.aliases[`/r/${number}`].slice(1))!, section: judgeSection(site, 'ipg', '2.3') }
}

/** Two of the previews the issue names, from `baseUrl`: a rule's number, a card only Scryfall's files have. */
export async function expectSharedLinksUnfurl(baseUrl: string, links: SharedLinks) {
  const rule = await unfurl(baseUrl, `/r/${links.number}`)
  expect(rule.path).toBe(links.numberRule.url)
  expectNodePreview(rule, links.numberRule)
  const card = await unfurl(baseUrl, `/cards/${SCRYFALL_ONLY}`)
  expect(card.status).toBe(200)
  expect(card.ogTitle).toBe('Delver of Secrets // Insectile Aberration: rulings')
  // its Oracle text, then how many rulings (lib/site/preview-text.ts)
  expect(card.ogDescription).toMatch(/At the beginning of your upkeep, .*\(\d+ rulings? from Scryfall\)$/)
  expect(card.description).toBe(card.ogDescription)
  expect(card.ogUrl).toMatch(new RegExp(`/cards/${SCRYFALL_ONLY}$`))
}

/** The third, IPG 2.3's short link: the section's own title and its penalty (the IPG is a PDF of ../shared/corpora). */
export async function expectSectionUnfurls(baseUrl: string, section: JudgeSection | null) {
  expect(section).not.toBeNull()
  const ipg = await unfurl(baseUrl, '/ipg/2.3')
  expect(ipg.status).toBe(200)
  expect(ipg.ogTitle).toContain(nodeLabel(section!.shown))
  expect(ipg.ogDescription).toContain(`Penalty: ${section!.shown.penalty}.`)
  expect(ipg.description).toBe(ipg.ogDescription)
}

/**
 * Every link recorded in permalinks/known.txt, asked of `baseUrl` without following redirects: the ones answered
 * neither 200 nor with a redirect to where `redirects` (an older version's lineage page entry, a dropped permalink's
 * new home) says the link's node is shown.
 */
export async function unansweredPermalinks(baseUrl: string, knownText: string, redirects: Record<string, string>): Promise<string[]> {
  const failures: string[] = []
  for (const url of parseKnown(knownText)) {
    const res = await fetch(baseUrl + encodeURI(url), { redirect: 'manual' })
    if (res.status === 200) continue
    const location = res.headers.get('location')
    const to = location && new URL(location, baseUrl)
    if (res.status >= 300 && res.status < 400 && to && redirects[url] && decodeURI(to.pathname + to.hash) === redirects[url]) continue
    failures.push(`${url}: ${res.status} ${location ?? ''}`)
  }
  return failures
}
