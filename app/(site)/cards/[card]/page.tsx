// One card, every source: its Oracle text and today's rulings (Scryfall's, newest first), then every other document's
// entries (release notes, FAQs, D'Angelo's rulings, the questions that name it), newest first.
//
// Cards the graph knows (every document but Scryfall's) are prerendered. The tens of thousands only Scryfall's files
// have are not: `npm start` (scripts/serve.ts) fills each into the page shell this route prerenders for SHELL.key
// (lib/site/card-shell.ts), from the card's one shard, and the static export writes each filled in as a page of its
// own (scripts/export-finish.ts; above EXPORT_CARD_PAGES of them, its 404 page shows them from shards instead,
// app/_components/CardFromShard.tsx). The content is one builder's (lib/site/card-html.ts) in every case.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cardBodyHtml, cardDescription } from '@/lib/site/card-html'
import { SHELL } from '@/lib/site/card-shell'
import { cardIndex, cardView } from '@/lib/site/cards'
import { loadBulkCard } from '@/lib/site/load-card-shard'
import { getSiteGraph } from '@/lib/site/load-graph'
import { previewMetadata } from '@/app/_components/preview-metadata'

export const dynamicParams = false

export function generateStaticParams() {
  const cards = cardIndex(getSiteGraph()).map((c) => ({ card: c.key }))
  // The shell the cards only Scryfall's files have are filled into: by the server per request, by the export once.
  cards.push({ card: SHELL.key })
  return cards
}

type Props = { params: Promise<{ card: string }> }

async function keyOf(params: Props['params']): Promise<string | null> {
  try {
    return decodeURIComponent((await params).card)
  } catch {
    return null
  }
}

const viewOf = (key: string | null) => (key === null ? null : cardView(getSiteGraph(), key, loadBulkCard(key)))

/** A card's tags, its link preview's too: its name and the start of its text (the shell's: its placeholders). */
function cardMetadata(key: string, name: string, description: string): Metadata {
  const title = `${name}: rulings`
  const url = `/cards/${key}`
  return previewMetadata(title, description, url)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = await keyOf(params)
  if (key === SHELL.key) return cardMetadata(SHELL.key, SHELL.name, SHELL.description)
  const view = viewOf(key)
  return view && key ? cardMetadata(key, view.name, cardDescription(view)) : {}
}

export default async function CardPageView({ params }: Props) {
  const key = await keyOf(params)
  if (key === SHELL.key) return <article className="card-page" dangerouslySetInnerHTML={{ __html: SHELL.body }} />
  const view = viewOf(key)
  if (!view) notFound()
  // Built by lib/site/card-html.ts, which escapes every text it is given; node texts come escaped from lib/render.
  return <article className="card-page" dangerouslySetInnerHTML={{ __html: cardBodyHtml(getSiteGraph(), view) }} />
}
