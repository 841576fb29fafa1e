/**
 * Hardening: documents full of hostile text (`<script>`, `javascript:` links, `onerror=` attributes, HTML entities,
 * BBCode, a title that closes `</title>`) render as inert text on every page and in search snippets.
 *
 * The fixtures in test/fixtures/hostile/ are a forum-FAQ-family and a rulings-list-family document, shaped like the
 * real ones so the real parsers accept them. beforeAll builds a whole site from content/ plus those fixtures into
 * its own data dir, search dir and NEXT_DIST_DIR (like scripts/bench/site.ts), and serves it with `next start`
 * behind a small proxy that answers /search/* from this build's search index (next start only serves the
 * project's public/, which belongs to the main build).
 *
 * This file builds its own site, so the main build is not needed:
 *   SITE_TEST_SKIP_BUILD=1 npx vitest run --project browser test/browser/hostile.test.ts
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Graph, GraphNode } from '../../lib/types'
import { engineFromDir } from '../../lib/search/node'
import type { Page } from 'playwright-core'
import { launchPhone, startSearchProxy, startSite, type Phone, type SearchProxy, type Site } from './harness'

const root = join(import.meta.dirname, '..', '..')
const fixtures = join(root, 'test', 'fixtures', 'hostile')
const DIST_DIR = '.next-hostile-test'
const HOSTILE_DOCS = { 'faq-hostile': 'faq', 'rulings-hostile': 'rulings' } as const

// The payloads, as written in the fixtures. Each must reach the reader as these exact characters.
const SCRIPT = '<script>window.__pwned=1</script>'
const IMG = '<img src=x onerror="window.__pwned=1">'
const LINK = '<a href="javascript:window.__pwned=1">press</a>'
const TITLE_BREAK = '</title><script>window.__pwned=1</script>'
const SVG = '<svg onload="window.__pwned=1">'
const BOLD = '<b onmouseover="window.__pwned=1">bold</b>'
// HTML entities are the source's words: shown as written, not decoded into markup.
const ENTITIES = '&lt;script&gt; and &amp; and &#x3C;'
const QUOTES = `"quotes' of “every” kind`
const TYPE_LINE = '<-spell type->'
// `url` is not one of the forum's BBCode tags (lib/render/bbcode.ts), so it is plain text.
const URL_BB = '[url=javascript:alert(1)]x[/url]'
const PAYLOADS = [SCRIPT, IMG, LINK, TITLE_BREAK, SVG, BOLD, ENTITIES, QUOTES, TYPE_LINE, URL_BB]
// BBCode that IS forum markup: its tags go, its content must stay (so an empty page cannot pass).
const BBCODE_CONTENT: Array<[string, string]> = [
  ['[c]Giant Growth[/c]', 'Giant Growth'],
  ['[color=red" onclick="window.__pwned=1]bad colour[/color]', 'bad colour'],
  ['[post=javascript:alert(1)]click[/post]', 'click'],
]

let work: string
let dataDir: string
let searchDir: string
let graph: Graph
let site: Site | undefined
let proxy: SearchProxy | undefined
let phone: Phone | undefined
/** Every page built from the hostile documents, with the source strings its visible text must contain. */
let pages: Array<{ url: string; mustShow: string[]; node?: GraphNode; doc?: string }>

function sh(args: string[], env: Record<string, string> = {}) {
  try {
    return execFileSync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    }).toString()
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`${args.join(' ')} failed:\n${e.stdout?.toString().slice(-3000) ?? ''}\n${e.stderr?.toString().slice(-3000) ?? ''}`)
  }
}
const TSX = join(root, 'node_modules/tsx/dist/cli.mjs')
const NEXT = join(root, 'node_modules/next/dist/bin/next')

/** Answers /search/<file> from this build's search index and passes everything else to `next start`. */
function startProxy(target: string, search: string): Promise<SearchProxy> {
  const files = new Set(readdirSync(search))
  return startSearchProxy(target, (name, res) => {
    if (!files.has(name)) return false
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' })
    res.end(readFileSync(join(search, name)))
    return true
  })
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hostile-site-'))
  const content = join(work, 'content')
  dataDir = join(work, 'data')
  searchDir = join(work, 'search')
  mkdirSync(content)
  // The real corpus too, so the hostile pages sit among real ones (shared sources pages, /r/ numbers, search ranking).
  for (const dir of [join(root, 'content'), fixtures]) for (const f of readdirSync(dir)) cpSync(join(dir, f), join(content, f), { recursive: true })

  sh([TSX, 'scripts/ingest.ts', '--content', content, '--out', dataDir, '--quiet'])
  sh([TSX, 'scripts/build-search-index.ts', '--data', dataDir, '--out', searchDir])
  // A build into another distDir rewrites tsconfig.next.json's include list and next-env.d.ts; put both back.
  const saved = ['tsconfig.next.json', 'next-env.d.ts'].map((f) => [join(root, f), existsSync(join(root, f)) ? readFileSync(join(root, f)) : null] as const)
  try {
    sh([NEXT, 'build', '--webpack'], { RULES_DATA_DIR: dataDir, NEXT_DIST_DIR: DIST_DIR, NO_SW: '1' })
  } finally {
    for (const [file, text] of saved) if (text) writeFileSync(file, text)
  }

  graph = JSON.parse(readFileSync(join(dataDir, 'graph.json'), 'utf8')) as Graph
  site = await startSite({ distDir: DIST_DIR, env: { RULES_DATA_DIR: dataDir, NEXT_DIST_DIR: DIST_DIR } })
  proxy = await startProxy(site.baseUrl, searchDir)
  phone = await launchPhone()

  const hostileNodes = graph.nodes.filter((n) => n.doc in HOSTILE_DOCS)
  const titleOf = (doc: string) => graph.documents.find((d) => d.id === doc)!.title
  const shown = (...texts: Array<string | null | undefined>) => [
    ...PAYLOADS.filter((p) => texts.some((t) => t?.includes(p))),
    ...BBCODE_CONTENT.filter(([src]) => texts.some((t) => t?.includes(src))).map(([, text]) => text),
  ]
  pages = [
    // the home page lists every document by its title
    { url: '/', mustShow: Object.keys(HOSTILE_DOCS).map(titleOf) },
    ...Object.keys(HOSTILE_DOCS).map((doc) => ({ url: `/${doc}`, mustShow: [titleOf(doc)], doc })),
    ...hostileNodes.map((n) => ({ url: n.url, mustShow: shown(n.text, n.title), node: n, doc: n.doc })),
  ]
  // Source pages list the citing rulings with their document's title.
  const sources = new Map<string, { name: string; docs: Set<string> }>()
  for (const n of hostileNodes)
    for (const c of n.citations) {
      const s = sources.get(c.sourceKey) ?? { name: c.source, docs: new Set() }
      s.docs.add(n.doc)
      sources.set(c.sourceKey, s)
    }
  pages.push({ url: '/sources', mustShow: [...sources.values()].map((s) => s.name) })
  for (const [key, s] of sources) pages.push({ url: `/sources/${key}`, mustShow: [s.name, ...[...s.docs].map(titleOf)] })
  // /r/<number> names the document each number is in.
  for (const n of hostileNodes) if (n.number) pages.push({ url: `/r/${encodeURIComponent(n.number)}`, mustShow: [titleOf(n.doc)] })
}, 600_000)

afterAll(async () => {
  await phone?.browser.close()
  await proxy?.close()
  await site?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
  rmSync(join(root, DIST_DIR), { recursive: true, force: true })
})

const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' }
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITY[e] ?? all),
  )
}
const squash = (s: string) => s.replace(/\s+/g, ' ')

/** What a reader sees of the body: no scripts, no tags, entities decoded. A tag made from the source text is gone here. */
function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body\b[^>]*>/i, '')
  return squash(decodeEntities(body.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '')))
}

/** Attributes of one start tag, the way an HTML tokenizer splits them (quoted values may hold spaces and `on...=`). */
function attributes(attrs: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const m of attrs.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) out.push([m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')])
  return out
}

// Next's own inline scripts: `(self.__next_f=self.__next_f||[]).push([0])` and `self.__next_f.push([1,"..."])`.
const NEXT_INLINE = /^\s*(\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(/

/** Everything in the raw HTML that would be live markup made from the source text. */
function liveMarkup(html: string): string[] {
  const problems: string[] = []
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
  // An unclosed <script> from the source text would not match the pattern above.
  if ((html.match(/<script\b/gi) ?? []).length !== scripts.length) problems.push('a <script> start tag without its end tag')
  for (const [, attrs, body] of scripts) {
    const src = attributes(attrs).find(([name]) => name === 'src')?.[1]
    if (src !== undefined) {
      if (!src.startsWith('/_next/') || body.trim()) problems.push(`script that is not a Next chunk: <script${attrs}>`)
      continue
    }
    // Next's own inline scripts only push the RSC payload; the source text rides inside as JSON strings.
    if (!NEXT_INLINE.test(body)) problems.push(`inline script that is not Next's payload: ${body.slice(0, 120)}`)
    // In there `<` must be \u003c: a raw `</script>` in a JSON string ends the script and starts markup.
    if (/[<>]/.test(body)) problems.push(`raw < or > inside Next's payload script: …${/.{0,60}[<>].{0,60}/.exec(body)?.[0]}…`)
  }
  const outside = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '<script></script>')
  // Escaped text never leaves a bare `<`: every one left starts a tag, an end tag, a comment or the doctype.
  for (const m of outside.matchAll(/<(?![a-z]|\/[a-z]|!)/gi)) problems.push(`bare "<" in the HTML: …${outside.slice(Math.max(0, m.index - 40), m.index + 40)}…`)
  for (const m of outside.matchAll(/<([a-z][a-z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/gi)) {
    const tag = m[1].toLowerCase()
    // none of these is in the site's own markup; each could come from the source text
    if (['img', 'svg', 'iframe', 'object', 'embed', 'base'].includes(tag)) problems.push(`<${tag}> element: ${m[0].slice(0, 120)}`)
    for (const [name, value] of attributes(m[2])) {
      if (name.startsWith('on')) problems.push(`event handler attribute ${name} on <${tag}>: ${m[0].slice(0, 120)}`)
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(value))
        problems.push(`${name}="${value}" on <${tag}>`)
    }
    // a meta refresh (no page of the site has one) must go to a page of the site
    const attrs = new Map(attributes(m[2]))
    if (tag === 'meta' && attrs.get('http-equiv')?.toLowerCase() === 'refresh' && !/^\d+;\s*url=\/[^/]/i.test(attrs.get('content') ?? ''))
      problems.push(`meta refresh to ${attrs.get('content')}`)
  }
  return problems
}

/** What the live page holds that could only have come from the source text running as markup. */
async function auditDom(page: Page) {
  return page.evaluate((nextInline) => {
    const w = window as unknown as { __pwned?: unknown }
    const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.localName} ${a.name}="${a.value}">`),
    )
    const inline = [...document.querySelectorAll('script:not([src])')]
      .map((s) => s.textContent ?? '')
      .filter((t) => !new RegExp(nextInline).test(t))
    return {
      pwned: w.__pwned,
      handlers,
      inline,
      fromSource: [...document.querySelectorAll('img[src="x"], svg[onload], b[onmouseover], iframe, object, embed')].map((e) => e.outerHTML.slice(0, 120)),
      jsLinks: [...document.querySelectorAll('[href*="javascript:" i], [src*="javascript:" i]')].map((e) => e.outerHTML.slice(0, 120)),
      text: document.body.innerText,
    }
  }, NEXT_INLINE.source)
}

function domFailures(url: string, found: Awaited<ReturnType<typeof auditDom>>, mustShow: string[]): string[] {
  const failures: string[] = []
  if (found.pwned !== undefined) failures.push(`${url}: window.__pwned = ${String(found.pwned)}`)
  for (const h of found.handlers) failures.push(`${url}: event handler attribute ${h}`)
  for (const s of found.inline) failures.push(`${url}: inline script that is not Next's: ${s.slice(0, 120)}`)
  for (const e of [...found.fromSource, ...found.jsLinks]) failures.push(`${url}: element from the source text: ${e}`)
  const text = squash(found.text)
  for (const s of mustShow) if (!text.includes(squash(s))) failures.push(`${url}: innerText lacks ${JSON.stringify(s)}`)
  return failures
}

describe('hostile documents', () => {
  it('both fixtures ingest with their real parsers (else nothing below would test them)', () => {
    for (const [id, family] of Object.entries(HOSTILE_DOCS)) {
      const doc = graph.documents.find((d) => d.id === id)
      expect(doc?.family, id).toBe(family)
      expect(graph.nodes.filter((n) => n.doc === id).length, id).toBeGreaterThan(5)
    }
    // The title lines carry markup, and the payloads are in node text, so every page below has something to escape.
    expect(graph.documents.find((d) => d.id === 'faq-hostile')!.title).toContain(TITLE_BREAK)
    expect(graph.documents.find((d) => d.id === 'rulings-hostile')!.title).toContain('<b>Hostile</b>')
    const hostileText = graph.nodes.filter((n) => n.doc in HOSTILE_DOCS).map((n) => n.text).join('\n')
    for (const p of PAYLOADS) expect(hostileText, p).toContain(p)
    // and every payload and BBCode content is expected on at least one node page
    for (const p of [...PAYLOADS, ...BBCODE_CONTENT.map(([, t]) => t)]) expect(pages.some((pg) => pg.node && pg.mustShow.includes(p)), p).toBe(true)
    // the pages include source pages and /r/ pages
    expect(pages.filter((p) => p.url.startsWith('/sources/')).length).toBeGreaterThan(1)
    expect(pages.filter((p) => p.url.startsWith('/r/')).length).toBeGreaterThan(3)
    expect(pages.find((p) => p.url === "/sources/oneil-co")?.mustShow).toContain("O'Neil&Co")
  })

  it('the checks themselves catch live markup and missing text (so the tests below can fail)', async () => {
    const evil =
      '<!DOCTYPE html><html><head><title>t</title><meta http-equiv="refresh" content="0; url=javascript:alert(1)"></head><body>' +
      '<p>1 < 2</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">x</a>' +
      '<script>window.__pwned=1</script><b onmouseover="window.__pwned=1">y</b><script>self.__next_f.push([1,"</p>"])</script>' +
      '<p title="a onclick=b">&lt;script&gt;</p></body></html>'
    const problems = liveMarkup(evil).join('\n')
    for (const want of ['bare "<"', '<img> element', 'onerror', 'href="javascript:', "inline script that is not Next's", 'onmouseover', 'raw < or >', 'meta refresh'])
      expect(problems, want).toContain(want)
    // a quoted attribute value that merely mentions onclick= is not an attribute
    expect(problems).not.toContain('onclick')
    expect(visibleText(evil)).toContain('<script>')
    expect(visibleText(evil)).not.toContain('window.__pwned=1')

    const { page } = phone!
    await page.goto(proxy!.baseUrl + '/rulings-hostile/H.1.2', { waitUntil: 'networkidle' })
    expect(domFailures('clean', await auditDom(page), [IMG])).toEqual([])
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__pwned=1"><a href="javascript:void 0">j</a>'))
    await page.waitForFunction(() => (window as unknown as { __pwned?: unknown }).__pwned === 1)
    const failures = domFailures('dirty', await auditDom(page), ['text that is not on the page']).join('\n')
    for (const want of ['window.__pwned = 1', 'onerror', 'element from the source text: <img', 'javascript:void 0', 'innerText lacks']) expect(failures, want).toContain(want)
  })

  it('built HTML: the payloads are escaped text, never live markup, and they are all shown', async () => {
    const failures: string[] = []
    for (const { url, mustShow, doc } of pages) {
      // /r/NUMBER of a number one document has is that rule's page: redirected there (lib/site/page-plan.ts)
      const res = await fetch(proxy!.baseUrl + url, { redirect: url.startsWith('/r/') ? 'follow' : 'manual' })
      expect(res.status, url).toBe(200)
      const html = await res.text()
      for (const p of liveMarkup(html)) failures.push(`${url}: ${p}`)
      const text = visibleText(html)
      for (const s of mustShow) if (!text.includes(squash(s))) failures.push(`${url}: visible text lacks ${JSON.stringify(s)}`)
      // The document title reaches <title> as text: a `</title>` in it would end the element early.
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)]
      expect(titles.length, `${url}: one <title> holding only text`).toBe(1)
      if (doc) {
        const docTitle = graph.documents.find((d) => d.id === doc)!.title
        if (!decodeEntities(titles[0][1]).includes(docTitle)) failures.push(`${url}: <title> lacks the document title ${JSON.stringify(docTitle)}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('DOM in Chromium (JavaScript on): nothing runs, no element comes from the source text, the text is shown', async () => {
    const { page } = phone!
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    const failures: string[] = []
    for (const { url, mustShow } of pages.filter((p) => !p.url.startsWith('/r/'))) {
      await page.goto(proxy!.baseUrl + url, { waitUntil: 'networkidle' })
      const found = await auditDom(page)
      failures.push(...domFailures(url, found, mustShow))
    }
    expect(failures).toEqual([])
    expect(errors).toEqual([])
    expect(dialogs).toBe(0)
  })

  const INPUT = 'main input[data-search-input]'
  const OPTION = 'main [role="listbox"] [role="option"]'

  it('search snippets in the browser show the payloads as text', async () => {
    const { page } = phone!
    await page.goto(proxy!.baseUrl + '/', { waitUntil: 'networkidle' })
    // each query is a made-up word that sits next to payloads in one fixture node
    for (const [query, want] of [
      ['zorblax', [SCRIPT, IMG, LINK]],
      ['wibblequux', [SCRIPT, IMG]],
      ['gnarlwhip', [TITLE_BREAK, SVG]],
      ['snorkelfrap', [ENTITIES, TYPE_LINE]],
    ] as const) {
      await page.locator(INPUT).focus()
      await page.locator(INPUT).fill(query)
      await expect.poll(() => page.locator(OPTION).first().innerText().catch(() => ''), { timeout: 15_000 }).toContain(query)
      const found = await page.evaluate(() => {
        const list = document.querySelector('main [role="listbox"]')!
        return {
          text: (list as HTMLElement).innerText,
          made: [...list.querySelectorAll('img, script, svg, iframe, object, embed, a[href^="javascript:" i]')].map((e) => e.outerHTML.slice(0, 120)),
          handlers: [...list.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.localName} ${a.name}`)),
          // the snippet's only markup is the highlight
          snippetTags: [...new Set([...list.querySelectorAll('[class*="snippet"] *')].map((e) => e.localName))],
          marks: [...list.querySelectorAll('mark')].map((m) => m.textContent),
          pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        }
      })
      const text = squash(found.text)
      // snippets are a window of the text: at least one payload per query must be in it, whole
      expect(
        want.filter((p) => text.includes(squash(p))),
        `${query}: results show ${JSON.stringify(want)} as text:\n${text}`,
      ).not.toEqual([])
      expect(text, query).toContain('<script>')
      expect(found.made, query).toEqual([])
      expect(found.handlers, query).toEqual([])
      expect(found.snippetTags, query).toEqual(['mark'])
      expect(found.marks.map((m) => m?.toLowerCase()), query).toContain(query)
      expect(found.pwned, query).toBeUndefined()
      // the document title with markup, shown in each result, is text as well
      expect(text, query).toMatch(/MTG Rulings <b>Hostile<\/b>|Hostile <b>Markup<\/b> FAQ/)
    }
  })

  it('search from Node: the CLI returns the payload as plain text, the snippet HTML has it escaped', () => {
    const rows = JSON.parse(sh([TSX, 'scripts/search.ts', 'zorblax', '--json', '--data', dataDir])) as Array<{ id: string; title: string | null; text: string }>
    const hit = rows.find((r) => r.id.startsWith('faq-hostile/topic-script-i-injection-i-topic.q-'))
    expect(hit, JSON.stringify(rows.map((r) => r.id))).toBeDefined()
    // plain text: exactly the source's characters, neither escaped nor stripped
    expect(hit!.text).toContain(SCRIPT)
    expect(hit!.text).toContain(IMG)
    expect(hit!.text).toContain(LINK)
    expect(hit!.title).toContain(SCRIPT)

    // The snippet is HTML the site inserts as-is: the engine over the very files the browser loaded.
    const engine = engineFromDir(searchDir)
    for (const [query, payload] of [
      ['zorblax', SCRIPT],
      ['wibblequux', IMG],
      ['gnarlwhip', TITLE_BREAK],
      ['snorkelfrap', ENTITIES],
    ] as const) {
      const r = engine.searchSync(query, { limit: 10 }).find((x) => x.text.includes(payload))
      expect(r, query).toBeDefined()
      const tags = r!.snippet.match(/<[^>]*>/g) ?? []
      expect(tags.filter((t) => t !== '<mark>' && t !== '</mark>'), `${query}: ${r!.snippet}`).toEqual([])
      expect(decodeEntities(r!.snippet.replace(/<\/?mark>/g, '')), query).toContain(payload)
    }
  })
})
