// /r/419.6a: a rule number across documents. One match: a redirect that also works in the static export
// (a meta refresh, not a server redirect); several: the list to choose from.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NodeLinkList } from '@/app/_components/NodeLink'
import { docLabel } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'

export const dynamicParams = false

export function generateStaticParams() {
  return getSiteGraph().numbers().map((number) => ({ number }))
}

type Props = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Rule ${decodeURIComponent((await params).number)}` }
}

export default async function NumberPage({ params }: Props) {
  const site = getSiteGraph()
  const number = decodeURIComponent((await params).number)
  const nodes = site.byNumber(number)
  if (nodes.length === 0) notFound()
  const docName = (n: { doc: string }) => {
    const d = site.doc(n.doc)
    return d && docLabel(d)
  }
  if (nodes.length === 1) {
    return (
      <>
        {/* React hoists <meta> into <head>. */}
        <meta httpEquiv="refresh" content={`0; url=${nodes[0].url}`} />
        <h1>Rule {number}</h1>
        <p>
          Opening <a href={nodes[0].url}>{number} in {docName(nodes[0])}</a>…
        </p>
      </>
    )
  }
  return (
    <>
      <h1>Rule {number}</h1>
      <p className="muted">In {nodes.length} documents:</p>
      <NodeLinkList title="Documents" nodes={nodes} docName={docName} />
    </>
  )
}
