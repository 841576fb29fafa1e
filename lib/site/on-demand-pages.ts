/**
 * Pages rendered when first asked for (a card only Scryfall's files have: tens of thousands of them are not
 * prerendered), as scripts/serve.ts sends them: Next's HTML is captured once, given a Content-Security-Policy that
 * allows exactly its own inline scripts (as scripts/csp-hashes.ts does for prerendered pages), compressed once per
 * encoding, and kept, the most recently used first, so the next request for it costs a lookup.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoding } from './precompressed'
import { inlineScriptHashes } from './inline-script-hashes'
import { contentSecurityPolicy } from './security-headers.mjs'

/** What Next answered, captured instead of sent. */
export interface CapturedPage {
  status: number
  headers: Record<string, string | string[] | number>
  body: Buffer
}

export interface OnDemandPage extends CapturedPage {
  contentSecurityPolicy: string
  /** Compressed bodies, made the first time an encoding is asked for. */
  encoded: Map<Encoding, Buffer>
}

/** Card pages: `/cards/<key>`, one segment. */
export const ON_DEMAND_PAGE = /^\/cards\/[^/]+$/

// Quality 5: a card page compresses in about a millisecond, close to quality 11's size for pages this small.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

export function onDemandPage(captured: CapturedPage): OnDemandPage {
  const html = captured.body.toString('utf8')
  return { ...captured, contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(html)), encoded: new Map() }
}

export function bodyFor(page: OnDemandPage, encoding: Encoding | null): Buffer {
  if (!encoding) return page.body
  let body = page.encoded.get(encoding)
  if (!body) page.encoded.set(encoding, (body = encoding === 'br' ? brotliCompressSync(page.body, BROTLI) : gzipSync(page.body)))
  return body
}

/** Headers Next gave the page, but those this module sets itself. */
export function replayedHeaders(page: OnDemandPage): Array<[string, string | string[] | number]> {
  const skip = new Set(['content-length', 'content-encoding', 'content-security-policy', 'transfer-encoding', 'connection', 'x-powered-by'])
  return Object.entries(page.headers).filter(([k]) => !skip.has(k.toLowerCase()))
}

/**
 * At most `max` pages, the least recently used dropped first; a page asked for again while it renders waits for
 * that render rather than starting another.
 */
export class OnDemandCache {
  private readonly pages = new Map<string, OnDemandPage>()
  private readonly pending = new Map<string, Promise<OnDemandPage>>()

  constructor(private readonly max = 2000) {}

  get(path: string): OnDemandPage | undefined {
    const page = this.pages.get(path)
    if (page) {
      this.pages.delete(path)
      this.pages.set(path, page)
    }
    return page
  }

  /** The render under way for `path`, if any. */
  rendering(path: string): Promise<OnDemandPage> | undefined {
    return this.pending.get(path)
  }

  /** Runs `render` for `path`; keeps the page when Next answered 200 (a missing card stays uncached). */
  render(path: string, render: () => Promise<CapturedPage>): Promise<OnDemandPage> {
    const job = render()
      .then((captured) => {
        const page = onDemandPage(captured)
        if (page.status === 200) {
          this.pages.set(path, page)
          if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value!)
        }
        return page
      })
      .finally(() => this.pending.delete(path))
    this.pending.set(path, job)
    return job
  }

  get size(): number {
    return this.pages.size
  }
}
