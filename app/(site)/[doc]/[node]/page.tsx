// A node's page: its text, where it sits, and every link the graph knows from and to it.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import CopyButtons from '@/app/_components/CopyButtons'
import History from '@/app/_components/History'
import ServerOnly from '@/app/_components/ServerOnly'
import { localId } from '@/lib/site/graph-file.mjs'
import { docLabel, kindName, nodeLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import { nodePage } from '@/lib/site/node-page'
import { nodeHistory } from '@/lib/site/history'
import { nodePreview } from '@/lib/site/preview-text'
import { previewMetadata } from '@/app/_components/preview-metadata'
import { languageAlternates } from '@/lib/site/translated-pages'

export const dynamicParams = false

// Only a lineage's newest member has a page: an older version's URL is redirected to that page's History entry
// (lib/site/page-plan.ts), so pages grow with distinct rules, not with versions times rules.
export function generateStaticParams() {
  const site = getSiteGraph()
  return site.graph.nodes.filter((n) => site.lineages.hasPage(n)).map((n) => ({ doc: n.doc, node: localId(n.id) }))
}

type Props = { params: Promise<{ doc: string; node: string }> }

async function idOf(params: Props['params']) {
  const p = await params
  return `${decodeURIComponent(p.doc)}/${decodeURIComponent(p.node)}`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = getSiteGraph()
  const node = site.node(await idOf(params))
  const doc = node && site.doc(node.doc)
  if (!node || !doc) return {}
  const title = `${nodeLabel(node)} — ${docLabel(doc)}`
  // An infraction unfurls with its penalty: "Penalty: Warning. A player takes an action ...".
  const description = nodePreview(site, node, `${kindName(node.kind)} in ${doc.title}`)
  const meta = previewMetadata(title, description, node.url)
  // a rule a translation covers names its pages in other languages (<link rel="alternate" hreflang>)
  const languages = languageAlternates(site, node)
  return languages ? { ...meta, alternates: { ...meta.alternates, languages } } : meta
}

export default async function NodePageView({ params }: Props) {
  const site = getSiteGraph()
  const page = nodePage(site, await idOf(params))
  if (!page) notFound()
  const { node } = page
  // whether it has a History, and of which series (the rows' diffs are the History part's)
  const history = nodeHistory(site, node, { diffs: false })
  // What is only read is rendered by the server into the HTML alone (NodeParts, through ServerOnly); what is used is hydrated.
  return (
    <article>
      <ServerOnly part="node-head" id={node.id} />
      {history ? <History page={node} /> : null}
      <CopyButtons path={node.url} />
      <ServerOnly part="node-links" id={node.id} />
    </article>
  )
}
