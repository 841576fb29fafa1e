/**
 * For language models and the assistants built on them: a Markdown twin of each rule's, section's and card's page at
 * the page's path plus `.md` (`/cr-2026-04-17/702.19b.md`), and `/llms.txt`, which says what the site holds and how its
 * URLs are built (the llms.txt proposal's shape: a title, a summary, then sections of links). A twin holds what the
 * page says and where it stands, without the page's chrome: its number and title, its document and date, its text
 * with its references as links (to their twins), its parts and what refers to it. Every link is absolute at the
 * site's origin, since a twin is read away from the site. Pure: the graph in, text out; the export writes the files
 * (scripts/export-finish.ts) and `npm start` answers them (scripts/serve.ts).
 */
import { escapeMarkdownText, renderNodeMarkdown } from '../render'
import type { DocumentInfo, GraphNode } from '../types'
import type { BulkCard } from './card-shards'
import { cardUrl, cardView, hasCardPage, type CardView } from './cards'
import { documentsInForce } from './in-force'
import { isJudgeSeries, judgeKeys, judgeSection, SERIES_NAMES, type JudgeSection } from './judge'
import { docLabel, kindName, nodeLabel } from './labels'
import { plainText } from './render'
import type { SiteGraph } from './site-graph'

export const TWIN_EXTENSION = '.md'
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8'

/** A page's twin's path: its own plus `.md`. */
export const twinPath = (pageUrl: string): string => `${pageUrl}${TWIN_EXTENSION}`

/** The page a twin's path is the twin of, or null when `path` names no twin. */
export const pageOfTwin = (path: string): string | null => (path.endsWith(TWIN_EXTENSION) && path.length > TWIN_EXTENSION.length + 1 ? path.slice(0, -TWIN_EXTENSION.length) : null)

/**
 * Which pages have a twin. `npm start` answers one for every page; an export may write them for some documents only,
 * to stay within the files a host takes (twinsWithin): a link to a page without a twin goes to the page itself.
 */
export interface TwinScope {
  /** Whether a document's node pages have twins. */
  doc(docId: string): boolean
  /** Whether card pages have twins. */
  cards: boolean
}

export const EVERY_TWIN: TwinScope = { doc: () => true, cards: true }

/** Whether a node's page has a twin in `scope`. */
export const hasTwin = (site: SiteGraph, node: GraphNode, scope: TwinScope = EVERY_TWIN): boolean => site.lineages.hasPage(node) && scope.doc(node.doc)

const esc = escapeMarkdownText
const destination = (url: string) => url.replace(/[()\s<>]/g, (c) => encodeURIComponent(c))
const mdLink = (text: string, url: string) => `[${esc(text)}](${destination(url)})`

/** The link to a node for a twin: its twin when it has one, else the page (an older version's History entry). */
function nodeHref(site: SiteGraph, origin: string, id: string, scope: TwinScope): string | null {
  const node = site.node(id)
  if (!node) return null
  if (hasTwin(site, node, scope)) return `${origin}${twinPath(node.url)}`
  const page = site.pageUrlOf(id)
  return page ? `${origin}${page}` : null
}

/** A node's text as Markdown, linked as its page links it (lib/site/render.ts nodeHtml), to twins where there are. */
const markdownOf = (site: SiteGraph, node: GraphNode, origin: string, scope: TwinScope) =>
  renderNodeMarkdown(node, {
    urlOf: (id) => nodeHref(site, origin, id, scope),
    sourceUrl: (key) => `${origin}/sources/${encodeURIComponent(key)}`,
    cardUrl: (name) => (hasCardPage(site, node, name) ? `${origin}${scope.cards ? twinPath(cardUrl(name)) : cardUrl(name)}` : null),
  })

const dateLine = (doc: DocumentInfo) => (doc.date ? doc.date : 'undated')

function whereLines(site: SiteGraph, node: GraphNode, doc: DocumentInfo, origin: string, page: string, scope: TwinScope): string[] {
  const newest = doc.series ? site.documents.filter((d) => d.series === doc.series && d.date && (!doc.date || d.date > doc.date)) : []
  const lines = [
    node.number ? `- Number: ${esc(node.number)}` : null,
    node.title ? `- Title: ${esc(node.title)}` : null,
    `- Kind: ${esc(kindName(node.kind))}`,
    `- Document: ${mdLink(doc.title, `${origin}/${encodeURIComponent(doc.id)}`)} (${esc(doc.id)})`,
    `- Date: ${dateLine(doc)}${doc.series ? (newest.length ? ' (a newer version of this document exists)' : ' (the version in force)') : ''}`,
    node.penalty ? `- Penalty: ${esc(node.penalty)}` : null,
    `- Page: ${origin}${page}`,
  ]
  const parent = node.parent && site.node(node.parent)
  const parentHref = parent && nodeHref(site, origin, parent.id, scope)
  if (parent && parentHref) lines.push(`- Part of: ${mdLink(nodeLabel(parent), parentHref)}`)
  return lines.filter((l): l is string => l !== null)
}

function listSection(title: string, items: string[]): string[] {
  return items.length ? [`## ${title}`, '', ...items] : []
}

/** The body a node's twin and a short link's twin share: heading, where it stands, text, parts, references. */
function nodeBody(site: SiteGraph, node: GraphNode, origin: string, page: string, scope: TwinScope): string {
  const doc = site.doc(node.doc)!
  const urlOf = (id: string) => nodeHref(site, origin, id, scope)
  const text = markdownOf(site, node, origin, scope)
  const children = node.children.map((id) => site.node(id)).filter((c): c is GraphNode => !!c)
  // A section's unnumbered parts (an infraction's Definition, Philosophy, Additional Remedy) are its text: inline, each
  // under its title; numbered parts are rules or sections of their own, linked.
  const inline = children.filter((c) => c.kind === 'text' && !c.number)
  const parts = children
    .filter((c) => !inline.includes(c))
    .map((c) => {
      const href = urlOf(c.id)
      return href ? `- ${mdLink(nodeLabel(c), href)}` : `- ${esc(nodeLabel(c))}`
    })
  const inlineText = inline.flatMap((c) => [`## ${esc(c.title ?? kindName(c.kind))}`, '', markdownOf(site, c, origin, scope), ''])
  const seen = new Set<string>()
  const refs = node.refs
    .filter((r) => r.target && r.target !== node.id && !seen.has(r.target) && seen.add(r.target))
    .map((r) => {
      const target = site.node(r.target!)!
      const href = urlOf(target.id)
      return href ? `- ${mdLink(nodeLabel(target), href)} (${esc(docLabel(site.doc(target.doc)!))})` : null
    })
    .filter((l): l is string => !!l)
  const referring = site
    .referencedBy(node.id)
    .filter((n) => site.lineages.hasPage(n))
    .slice(0, 50)
    .map((n) => `- ${mdLink(nodeLabel(n), urlOf(n.id)!)} (${esc(docLabel(site.doc(n.doc)!))})`)
  return [
    `# ${esc(nodeLabel(node))}`,
    '',
    ...whereLines(site, node, doc, origin, page, scope),
    '',
    ...(text ? [text, ''] : []),
    ...inlineText,
    ...listSection('Parts', parts),
    ...(parts.length ? [''] : []),
    ...listSection('References', refs),
    ...(refs.length ? [''] : []),
    ...listSection('Referred to by', referring),
  ]
    .join('\n')
    .trimEnd()
    .concat('\n')
}

/** A node page's twin. */
export function nodeTwin(site: SiteGraph, node: GraphNode, origin: string, scope: TwinScope = EVERY_TWIN): string {
  return nodeBody(site, node, origin, node.url, scope)
}

/** A judge document's short link's twin (`/ipg/2.3.md`): the section the short link shows today. */
export function judgeSectionTwin(site: SiteGraph, section: JudgeSection, origin: string, scope: TwinScope = EVERY_TWIN): string {
  return nodeBody(site, section.shown, origin, `/${section.series}/${encodeURIComponent(section.key)}`, scope)
}

/** A card page's twin: its Oracle text, Scryfall's rulings, then the other documents' entries, newest first. */
export function cardTwin(site: SiteGraph, view: CardView, origin: string, scope: TwinScope = EVERY_TWIN): string {
  const text = (n: GraphNode) => markdownOf(site, n, origin, scope)
  const lines = [`# ${esc(view.name)}`, '', `- Kind: card`, `- Page: ${origin}${cardUrl(view.name)}`]
  if (view.oracle) lines.push(`- Oracle text from: ${mdLink(view.oracle.doc.title, `${origin}/${encodeURIComponent(view.oracle.doc.id)}`)} (${dateLine(view.oracle.doc)})`)
  lines.push(`- Rulings from Scryfall: ${view.rulings.length}`, `- Entries in other documents: ${view.entries.length}`, '')
  if (view.oracle) lines.push('## Oracle text', '', text(view.oracle.node), '')
  if (view.rulings.length) {
    lines.push('## Rulings', '')
    for (const r of view.rulings) lines.push(`- ${r.date ?? 'undated'}: ${text(r.node).replace(/\n\n/g, ' ')}`)
    lines.push('')
  }
  if (view.entries.length) {
    lines.push('## In other documents', '')
    for (const e of view.entries) {
      const href = nodeHref(site, origin, e.node.id, scope)
      const head = href ? mdLink(`${docLabel(e.doc)}, ${nodeLabel(e.node)}`, href) : esc(`${docLabel(e.doc)}, ${nodeLabel(e.node)}`)
      lines.push(`- ${head}: ${text(e.node).replace(/\n\n/g, ' ')}`)
    }
    lines.push('')
  }
  return lines.join('\n').trimEnd().concat('\n')
}

/**
 * `/llms.txt`: what the site is, the documents in force with their dates, how a page's and a twin's URL are built,
 * and where the rest is (every document, the sitemap).
 */
export function llmsTxt(site: SiteGraph, origin: string, scope: TwinScope = EVERY_TWIN): string {
  const inForce = documentsInForce(site)
  const example = inForce.find((d) => d.key === 'cr')?.doc
  const exampleRule = example && site.nodesOf(example.id).find((n) => n.number && /^\d{3}\.\d+[a-z]$/.test(n.number) && hasTwin(site, n, scope))
  const without = site.documents.filter((d) => !scope.doc(d.id) && site.nodesOf(d.id).some((n) => site.lineages.hasPage(n)))
  const judge = (['mtr', 'ipg', 'jar'] as const).filter((s) => isJudgeSeries(s) && judgeKeys(site, s).length > 0)
  const others = site.documents.filter((d) => !inForce.some((f) => f.doc.id === d.id))
  const lines = [
    '# MTG Rules Reference',
    '',
    "> Magic: The Gathering's rules across their history: the Comprehensive Rules, the Magic Tournament Rules, the Infraction Procedure Guide, Judging at Regular REL, card rulings, and older rulings documents, cross-linked, with every rule's earlier versions. Each rule, section and card page has a Markdown twin at its URL plus `.md`.",
    '',
    'The text of each document is Wizards of the Coast\'s (card rulings: Scryfall\'s). A rule\'s page shows its newest version; older versions\' URLs redirect to its History.',
    '',
    '## Documents in force',
    '',
    ...inForce.map((d) => `- ${mdLink(`${d.name} (${d.doc.date ?? 'undated'})`, `${origin}${d.href}`)}: ${esc(d.doc.title)}, \`${d.doc.id}\`${d.doc.date ? `, in force since ${d.doc.date}` : ''}`),
    '',
    '## How URLs are built',
    '',
    `- A rule, section or entry: \`${origin}/<document id>/<number or id>\`${exampleRule ? `, e.g. ${origin}${exampleRule.url}` : ''}; its Markdown: the same plus \`.md\`${exampleRule ? `, e.g. ${origin}${twinPath(exampleRule.url)}` : ''}.`,
    `- A rule by its number alone, in the newest document that has it: \`${origin}/r/<number>\` (a redirect; \`?asof=YYYY-MM-DD\` gives the version in force that day).`,
    ...(judge.length ? [`- A section of a judge document in force by its number: ${judge.map((s) => `\`${origin}/${s}/<section>\` (${esc(SERIES_NAMES[s])})`).join(', ')}; Markdown: plus \`.md\`.`] : []),
    `- A card: \`${origin}/cards/<name in lowercase, words joined by hyphens>\`; Markdown: plus \`.md\`.`,
    `- A document's contents: \`${origin}/<document id>\`; what changed in a version: \`${origin}/changes/<document id>\`.`,
    `- Search (in the browser): \`${origin}/search?q=<words>\`.`,
    ...(without.length || !scope.cards
      ? [`- Markdown twins are not written for ${[...without.map((d) => `\`${d.id}\``), ...(scope.cards ? [] : ['cards'])].join(', ')} (the host's limit on files): read their pages.`]
      : []),
    '',
    '## Other documents',
    '',
    ...others.map((d) => `- ${mdLink(docLabel(d), `${origin}/${encodeURIComponent(d.id)}`)}: \`${d.id}\`, ${d.date ?? 'undated'}`),
    '',
    '## Optional',
    '',
    `- ${mdLink('Every page', `${origin}/sitemap.xml`)}: sitemap.xml`,
    `- ${mdLink('The whole rule graph', `${origin}/data/graph.json`)}: every document, rule and link as JSON`,
  ]
  return lines.join('\n') + '\n'
}

/** Files a free static host takes (Cloudflare Pages: 20,000), less room for the next release's growth. */
export const EXPORT_FILE_BUDGET = 19_000

export interface TwinGroup {
  /** A document id, or `cards`, or `short links`. */
  key: string
  files: number
}

/**
 * The groups of twins an export writes: in the order given (the documents in force first), each whole or not at all,
 * while the export stays within `budget` files; `others` are its files besides the twins.
 */
export function twinsWithin(groups: readonly TwinGroup[], others: number, budget = EXPORT_FILE_BUDGET): { kept: string[]; left: string[] } {
  const kept: string[] = []
  const left: string[] = []
  let total = others
  for (const g of groups) {
    if (total + g.files <= budget) {
      kept.push(g.key)
      total += g.files
    } else left.push(g.key)
  }
  return { kept, left }
}

/**
 * What a server answers at `path` for assistants: `/llms.txt`, or the twin of the page at `path` less `.md`; null when
 * there is none (no such page). `bulkCard` reads a card's Scryfall data (the server's card shards).
 */
export function twinAt(site: SiteGraph, path: string, origin: string, bulkCard: (key: string) => BulkCard | null): string | null {
  if (path === '/llms.txt') return llmsTxt(site, origin)
  const page = pageOfTwin(path)
  if (!page) return null
  let parts: string[]
  try {
    parts = page.slice(1).split('/').map(decodeURIComponent)
  } catch {
    return null
  }
  if (parts.length !== 2 || parts.some((p) => !p)) return null
  const [first, second] = parts
  if (first === 'cards') {
    const view = cardView(site, second, bulkCard(second))
    return view ? cardTwin(site, view, origin) : null
  }
  if (isJudgeSeries(first)) {
    const section = judgeSection(site, first, second)
    return section ? judgeSectionTwin(site, section, origin) : null
  }
  const node = site.node(`${first}/${second}`)
  return node && hasTwin(site, node) ? nodeTwin(site, node, origin) : null
}
