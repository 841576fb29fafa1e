// The exported card's view, loaded by CardFromShard only on a 404 page whose path is a card's: every other page
// leaves this code unloaded (the root not-found boundary's own chunk is part of every page's JavaScript).
import { EXPORTED_CARDS_DIR, type ExportedCard, type ExportedCardsIndex } from '../../lib/site/card-export'
import { shardOf } from '../../lib/site/shard-of'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const formatDate = (iso: string | null) => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : iso ?? 'undated'
}

/** The card `key` from the export's shards (lib/site/card-export.ts), or null when the export has no such card. */
export async function loadExportedCard(key: string): Promise<ExportedCard | null> {
  const json = async <T,>(url: string): Promise<T | null> => {
    const res = await fetch(url)
    return res.ok ? ((await res.json()) as T) : null
  }
  const index = await json<ExportedCardsIndex>(`/${EXPORTED_CARDS_DIR}/index.json`)
  if (!index?.shards) return null
  const shard = await json<Record<string, ExportedCard>>(`/${EXPORTED_CARDS_DIR}/${shardOf(key, index.shards)}.json`)
  return shard && Object.hasOwn(shard, key) ? shard[key] : null
}

export function ExportedCardView({ card }: { card: ExportedCard }) {
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
