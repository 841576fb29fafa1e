/**
 * A link preview as a forum or chat fetches one: a plain GET with no JavaScript, following redirects, then the page's
 * Open Graph tags and description read from its HTML. What it finds for a shared URL is what people see.
 */
import { expect } from 'vitest'
import { nodeLabel, snippet } from '../../lib/site/labels'
import { plainText } from '../../lib/site/render'
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
