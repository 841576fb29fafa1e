// /r/702.19b: a rule number answered at once. A page only for a number documents of different numberings hold
// (lib/site/page-plan.ts numberPage): its text in the newest version that has it, one block per series (or per
// document in no series); one line when the number meant another rule before; and "as of": every distinct text of the
// rule the number names today, back through its renumberings (502.9b in 2004), newest first, one row each
// (app/_components/Intervals.tsx). Any other number is its rule's page: the server and the host redirect it there
// (numberAlias). `npm start` answers ?asof=YYYY-MM-DD on the server (app/(site)/as-of/); on a static host this
// page's script picks the text in force (AsOfPicker).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import AsOfForm from '@/app/_components/AsOfForm'
import AsOfPicker from '@/app/_components/AsOfPicker'
import ServerOnly from '@/app/_components/ServerOnly'
import { numberGroups } from '@/lib/site/history'
import { docLabel, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { NO_PAGE_KEY } from '@/lib/site/export-pages'
import { numberPage } from '@/lib/site/page-plan'
import { nodePreview } from '@/lib/site/preview-text'
import { previewMetadata } from '@/app/_components/preview-metadata'
import { languageAlternates } from '@/lib/site/translated-pages'

export const dynamicParams = false

export function generateStaticParams() {
  const site = getSiteGraph()
  const numbers = site.numbers().filter((number) => numberPage(site, number))
  // A static export refuses a dynamic route with no pages at all: a collection where every number names one rule
  // gets one page that is the not-found page, which the export leaves out.
  return numbers.length > 0 ? numbers.map((number) => ({ number })) : [{ number: NO_PAGE_KEY }]
}

type Props = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = decodeURIComponent((await params).number)
  const groups = numberGroups(getSiteGraph(), number)
  const [first] = groups
  if (!first) return { title: `Rule ${number}` }
  // A link preview names the rule and quotes it, and says how many documents number it so.
  const title = `${nodeLabel(first.shown)} — ${docLabel(first.shownDoc)}${groups.length > 1 ? ` and ${groups.length - 1} more` : ''}`
  const description = nodePreview(getSiteGraph(), first.shown, `Rule ${number} in ${groups.map((g) => docLabel(g.shownDoc)).join(', ')}`)
  const url = `/r/${encodeURIComponent(number)}`
  const meta = previewMetadata(title, description, url)
  // the number's rule today in other languages, when a translation covers it
  const languages = groups.map((g) => languageAlternates(getSiteGraph(), g.shown)).find(Boolean)
  return languages ? { ...meta, alternates: { ...meta.alternates, languages } } : meta
}

export default async function NumberPage({ params }: Props) {
  const site = getSiteGraph()
  const number = decodeURIComponent((await params).number)
  const groups = numberGroups(site, number)
  if (groups.length === 0) notFound()
  // "As of" whenever the number is in a series of several versions: even a rule in one version only has an answer
  // for other dates (it did not exist yet, or was removed).
  const dated = groups.some((g) => g.seriesVersions.length > 1 || g.otherLineages.length > 0)
  // What is only read is in the HTML alone (NumberParts, through ServerOnly); the "as of" form and script are hydrated.
  return (
    <article className="number-page">
      <ServerOnly part="number-groups" id={number} />
      {dated ? (
        <section className="as-of" id="as-of" aria-label="As of a date">
          <h2>As of a date</h2>
          <AsOfForm action={`/r/${encodeURIComponent(number)}`} />
          <p className="as-of-status" role="status" />
          <AsOfPicker />
          <ServerOnly part="number-intervals" id={number} />
        </section>
      ) : null}
    </article>
  )
}
