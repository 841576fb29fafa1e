/**
 * The pages in the reader's language: `/zh-Hans/r/702.19b` shows the translation of today's 702.19b beside its English
 * (which stays authoritative), for every rule a translation covers through the rule's lineage (a Korean of 2009's
 * 702.17b is today's 702.19b, with its date and the English's word diff since). Which pages there are, what each
 * shows, the language switch, and the `hreflang` alternates of the English page. Pure: reads the site graph.
 */
import type { DocumentInfo, GraphNode } from '../types'
import { ENGLISH_NAME, isPageLanguage, PAGE_LANGUAGES, wordsOf, type PageLanguage } from './interface-words'
import type { SiteGraph } from './site-graph'
import { translationsOf, type TranslationView } from './translations'

export interface LanguageLink {
  /** BCP 47, `en` for the English page. */
  language: string
  /** The language's name in itself. */
  name: string
  href: string
}

export interface TranslatedPage {
  language: PageLanguage
  number: string
  url: string
  /** Today's English rule (the one with a page), shown beside the translation. */
  english: GraphNode
  englishDoc: DocumentInfo
  translation: TranslationView
  translationDoc: DocumentInfo
  /** English first, then the other languages that translate this rule; the page's own language is not in it. */
  languages: LanguageLink[]
}

export const translatedPageUrl = (language: string, number: string) => `/${language}/r/${encodeURIComponent(number)}`

/** Per language, today's rule number -> the English rule shown and the translation of its lineage. */
type Index = Map<PageLanguage, Map<string, { english: GraphNode; view: TranslationView }>>
const indexes = new WeakMap<SiteGraph, Index>()

function index(site: SiteGraph): Index {
  const known = indexes.get(site)
  if (known) return known
  const out: Index = new Map(PAGE_LANGUAGES.map((l) => [l, new Map()]))
  for (const node of site.graph.nodes) {
    if (!node.translates) continue
    const language = site.doc(node.doc)?.language
    if (!language || !isPageLanguage(language)) continue
    const translated = site.node(node.translates)
    // The page is today's rule's: the newest version of the lineage the translated English belongs to.
    const english = translated && site.lineages.newest(translated.lineage || translated.id)
    // A rule removed since (its newest version in an older document) is no rule today: no page in any language.
    if (!english?.number || site.doc(english.doc)?.latest === false) continue
    const pages = out.get(language)!
    if (pages.has(english.number)) continue
    // translationsOf gives the date of the English translated and the diff since; the newest English translated first
    const view = translationsOf(site, english).find((v) => v.node.id === node.id)
    if (view) pages.set(english.number, { english, view })
  }
  indexes.set(site, out)
  return out
}

/** The numbers that have a page in `language`, in graph order. */
export function translatedNumbers(site: SiteGraph, language: PageLanguage): string[] {
  return [...(index(site).get(language)?.keys() ?? [])]
}

/** Where `node` (an English rule) is read in `language`: its translated page when it has one, else its own page. */
export function hrefIn(site: SiteGraph, language: PageLanguage, node: GraphNode): string {
  const page = node.number ? index(site).get(language)?.get(node.number) : undefined
  return page && page.english.id === node.id ? translatedPageUrl(language, node.number!) : (site.pageUrlOf(node.id) ?? node.url)
}

/** The languages an English rule is read in, its own first: `{ language: 'en' }`, then one per translated page. */
function languagesOf(site: SiteGraph, english: GraphNode): LanguageLink[] {
  const links: LanguageLink[] = [{ language: 'en', name: ENGLISH_NAME, href: english.url }]
  if (!english.number) return links
  for (const language of PAGE_LANGUAGES) {
    const page = index(site).get(language)?.get(english.number)
    if (page && page.english.id === english.id) links.push({ language, name: wordsOf(language).name, href: translatedPageUrl(language, english.number) })
  }
  return links
}

export function translatedPage(site: SiteGraph, language: string, number: string): TranslatedPage | null {
  if (!isPageLanguage(language)) return null
  const page = index(site).get(language)?.get(number)
  const englishDoc = page && site.doc(page.english.doc)
  const translationDoc = page && site.doc(page.view.node.doc)
  if (!page || !englishDoc || !translationDoc) return null
  return {
    language,
    number,
    url: translatedPageUrl(language, number),
    english: page.english,
    englishDoc,
    translation: page.view,
    translationDoc,
    languages: languagesOf(site, page.english).filter((l) => l.language !== language),
  }
}

/**
 * The `hreflang` alternates of an English rule's page and of its translated pages alike (each page lists every
 * language, its own too, and `x-default`, the English): null when no translation covers the rule.
 */
export function languageAlternates(site: SiteGraph, english: GraphNode): Record<string, string> | null {
  const links = languagesOf(site, english)
  if (links.length < 2) return null
  return { ...Object.fromEntries(links.map((l) => [l.language, l.href])), 'x-default': english.url }
}

/** The translations an English page links to (the language switch of the English page), without the English. */
export function translationLinks(site: SiteGraph, english: GraphNode): LanguageLink[] {
  return languagesOf(site, english).slice(1)
}
