'use client'
import { useEffect, useState, type ReactNode } from 'react'

/**
 * On the 404 page of the static export: `/cards/<key>` of a card only Scryfall's files have is not prerendered, so
 * the host answers with this page, and its content is fetched from the card's shard (lib/site/card-export.ts) and
 * shown in place of "Not found". The HTML in the shard is the site renderer's own, escaped at export time. Without
 * JavaScript, or for any other path, `children` (Not found) stays.
 */
export default function CardFromShard({ children }: { children: ReactNode }) {
  const [view, setView] = useState<ReactNode>(null)
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
    ;(async () => {
      const { loadExportedCard, ExportedCardView } = await import('./ExportedCardView')
      const found = await loadExportedCard(key)
      if (live && found) {
        document.title = `${found.name}: rulings`
        setView(<ExportedCardView card={found} />)
      }
    })().catch(() => {})
    return () => {
      live = false
    }
  }, [])
  return view ?? <>{children}</>
}
