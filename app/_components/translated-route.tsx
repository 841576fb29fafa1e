// The route of one language's pages (`app/(translated)/zh-Hans/r/[number]/page.tsx` and its layout), shared by every
// language: Next cannot have a `[language]` segment beside `(site)/[doc]`, so each language is a folder of its own,
// two lines each, and what they do is here. The pages read the graph through lib/site/translated-pages.ts.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NO_PAGE_KEY } from '@/lib/site/export-pages'
import { wordsOf, type PageLanguage } from '@/lib/site/interface-words'
import { getSiteGraph } from '@/lib/site/load-graph'
import { languageAlternates, translatedNumbers, translatedPage } from '@/lib/site/translated-pages'
import { previewMetadata } from './preview-metadata'
import ServerOnly from './ServerOnly'
import SiteFooter from './SiteFooter'
import SiteHeader from './SiteHeader'

type Props = { params: Promise<{ number: string }> }

export function translatedRoute(language: PageLanguage) {
  return {
    generateStaticParams() {
      const numbers = translatedNumbers(getSiteGraph(), language)
      // A static export refuses a dynamic route with no pages: a language no translation covers gets the not-found page.
      return numbers.length > 0 ? numbers.map((number) => ({ number })) : [{ number: NO_PAGE_KEY }]
    },
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const site = getSiteGraph()
      const page = translatedPage(site, language, decodeURIComponent((await params).number))
      if (!page) return {}
      const w = wordsOf(language)
      const title = `${w.rule} ${page.number}${page.translation.node.title ? ` ${page.translation.node.title}` : ''}`
      const text = page.translation.node.text.split('\n')[0] ?? ''
      const meta = previewMetadata(title, text.length > 200 ? `${text.slice(0, 199)}…` : text, page.url)
      // every language's page of the rule, the English the default: the same list the English page carries
      return { ...meta, alternates: { ...meta.alternates, languages: languageAlternates(site, page.english) ?? undefined } }
    },
    async Page({ params }: Props) {
      const number = decodeURIComponent((await params).number)
      if (!translatedPage(getSiteGraph(), language, number)) notFound()
      return (
        <article className="translated-page">
          <ServerOnly part="translated-rule" id={`${language} ${number}`} />
        </article>
      )
    },
  }
}

/** The header, the main part and the footer in the reader's language: `lang` on all of it, the English marked inside. */
export function TranslatedLayout({ language, children }: { language: PageLanguage; children: React.ReactNode }) {
  const w = wordsOf(language)
  return (
    <div lang={language}>
      <SiteHeader words={{ skip: w.skip, search: w.search, searchHint: w.searchHint }} />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  )
}
