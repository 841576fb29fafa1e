// A rule in the reader's language (/zh-Hans/r/702.19b), only read: rendered on the server (ServerOnly,
// server-parts.tsx). The translation first, in its language; then, where the English changed since the text it was
// made from, that English's word diff; then the English, which is the rule (lang="en"); its links, which stay in
// the reader's language where the rule linked to has a page in it.
import type { SiteGraph } from '@/lib/site/site-graph'
import { nodeHistory } from '@/lib/site/history'
import { wordsOf } from '@/lib/site/interface-words'
import { nodeLabel } from '@/lib/site/labels'
import { nodePage } from '@/lib/site/node-page'
import { hrefIn, type LanguageLink, type TranslatedPage } from '@/lib/site/translated-pages'
import Diff from './Diff'
import { NodeLinkList } from './NodeLink'
import NodeText from './NodeText'

/** The language switch: each language's name in itself, marked as that language. */
export function LanguageSwitch({ label, links }: { label: string; links: LanguageLink[] }) {
  if (links.length === 0) return null
  return (
    <nav className="languages" aria-label={label}>
      <ul>
        {links.map((l) => (
          <li key={l.language}>
            <a href={l.href} hrefLang={l.language} lang={l.language}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function TranslatedRule({ site, page }: { site: SiteGraph; page: TranslatedPage }) {
  const w = wordsOf(page.language)
  const { english, englishDoc, translation, translationDoc } = page
  const links = nodePage(site, english.id)
  const history = nodeHistory(site, english, { diffs: false })
  const href = (n: Parameters<typeof hrefIn>[2]) => hrefIn(site, page.language, n)
  const from = translation.fromDate ?? translationDoc.date ?? ''
  const diff = translation.englishChanged && translation.diff?.some((p) => p.op !== 'same') ? translation.diff : null
  const title = translation.node.title ?? english.title
  return (
    <>
      <LanguageSwitch label={w.languages} links={page.languages} />
      <h1>
        {w.rule} {page.number}
        {title ? ` ${title}` : ''}
      </h1>
      <p className="meta translated-from">
        {w.translatedBy(translationDoc.author ?? translationDoc.title)} · <span data-translated-from={from}>{w.translatedFrom(from)}</span>
      </p>
      {english.penalty ? (
        <p className="penalty" data-penalty={english.penalty}>
          {w.penalty} <strong lang="en">{english.penalty}</strong>
        </p>
      ) : null}
      <section className="translation" aria-label={w.translation}>
        <NodeText node={translation.node} />
      </section>
      {diff ? (
        <section className="english-since" aria-label={w.englishChangedSince(from)}>
          <h2>{w.englishChangedSince(from)}</h2>
          <div lang="en">
            <Diff parts={diff} />
          </div>
        </section>
      ) : null}
      <section className="english" aria-label={w.english}>
        <h2>{w.english}</h2>
        <p className="small muted">{w.englishIsAuthoritative}</p>
        <div lang="en">
          <p className="meta">
            <a href={english.url} hrefLang="en">
              {nodeLabel(english)}
            </a>{' '}
            · <span lang={page.language}>{w.asOf}</span> {englishDoc.date ?? ''}
          </p>
          <NodeText node={english} />
        </div>
        <p className="meta">
          <a href={english.url} hrefLang="en">
            {w.englishPage}
          </a>
          {history ? (
            <>
              {' · '}
              <a href={`${english.url}#history`} hrefLang="en">
                {w.history}
              </a>
            </>
          ) : null}
        </p>
      </section>
      {links ? (
        <>
          <NodeLinkList title={w.refersTo} nodes={links.refersTo} hrefOf={href} labelLang="en" />
          <NodeLinkList title={w.referencedBy} nodes={links.referencedBy} hrefOf={href} labelLang="en" />
          <nav className="pager" aria-label={`${w.previous} / ${w.next}`}>
            {links.prev ? (
              <a className="prev" href={href(links.prev)} rel="prev">
                <small>{w.previous}</small>
                <span lang="en">{nodeLabel(links.prev)}</span>
              </a>
            ) : null}
            {links.next ? (
              <a className="next" href={href(links.next)} rel="next">
                <small>{w.next}</small>
                <span lang="en">{nodeLabel(links.next)}</span>
              </a>
            ) : null}
          </nav>
        </>
      ) : null}
    </>
  )
}
