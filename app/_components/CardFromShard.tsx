'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { EXPORTED_CARDS_DIR, type ExportedCard, type ExportedCardsIndex } from '../../lib/site/card-export'
import { shardOf } from '../../lib/site/shard-of'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const formatDate = (iso: string | null) => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : iso ?? 'undated'
}

/**
 * On the 404 page of the static export: `/cards/<key>` of a card only Scryfall's files have is not prerendered, so
 * the host answers with this page, and its content is fetched from the card's shard (lib/site/card-export.ts) and
 * shown in place of "Not found". The HTML in the shard is the site renderer's own, escaped at export time. Without
 * JavaScript, or for any other path, `children` (Not found) stays.
 */
export default function CardFromShard({ children }: { children: ReactNode }) {
  const [card, setCard] = useState<ExportedCard | null>(null)
  useEffect(() => {
    const m = /^\/cards\/([^/]+)\/?$/.exec(location.pathname)
    if (!m) return
    let key: string
    try {
      key = decodeURIComponent(m[1])
    } catch {
      return
    }
    let live = true
    const json = async <T,>(url: string): Promise<T | null> => {
      const res = await fetch(url)
      return res.ok ? ((await res.json()) as T) : null
    }
    ;(async () => {
      const index = await json<ExportedCardsIndex>(`/${EXPORTED_CARDS_DIR}/index.json`)
      if (!index?.shards) return
      const shard = await json<Record<string, ExportedCard>>(`/${EXPORTED_CARDS_DIR}/${shardOf(key, index.shards)}.json`)
      const found = shard && Object.hasOwn(shard, key) ? shard[key] : null
      if (live && found) {
        document.title = `${found.name}: rulings`
        setCard(found)
      }
    })().catch(() => {})
    return () => {
      live = false
    }
  }, [])
  if (!card) return <>{children}</>
  return (
    <article className="card-page">
      <h1>{card.name}</h1>
      <p className="meta">
        Card · {card.rulings.length} {card.rulings.length === 1 ? 'ruling' : 'rulings'} from Scryfall, newest first · <a href="/cards">all cards</a>
      </p>
      {card.oracle ? (
        <section className="card-oracle" aria-labelledby="oracle-text">
          <h2 id="oracle-text">Oracle text</h2>
          <div className="text" dangerouslySetInnerHTML={{ __html: card.oracle.html }} />
          <p className="small muted">
            From <a href={`/${card.oracle.doc}`}>{card.oracle.from}</a>
          </p>
        </section>
      ) : null}
      {card.rulings.length > 0 ? (
        <section aria-labelledby="rulings-today">
          <h2 id="rulings-today">Rulings</h2>
          <ol className="card-entries">
            {card.rulings.map((r) => (
              <li key={r.anchor} id={r.anchor} className="card-entry">
                <p className="meta">
                  <time dateTime={r.date ?? undefined}>{formatDate(r.date)}</time> · <span className="source">{r.source}</span>
                </p>
                <div className="text" dangerouslySetInnerHTML={{ __html: r.html }} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {card.mentions.length > 0 ? (
        <section aria-labelledby="elsewhere">
          <h2 id="elsewhere">In other documents</h2>
          <ol className="card-entries">
            {card.mentions.map((e) => (
              <li key={e.href} className="card-entry">
                <p className="meta">
                  <time dateTime={e.date ?? undefined}>{formatDate(e.date)}</time> · {e.source ? <span className="source">{e.source}</span> : null} · a ruling on{' '}
                  <a href={e.href}>{e.on}</a>
                </p>
                <div className="text" dangerouslySetInnerHTML={{ __html: e.html }} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
