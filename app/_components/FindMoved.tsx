'use client'
import { useEffect } from 'react'

/**
 * On the 404 page: a static host may not have applied every redirect (lib/site/moved.ts), so the browser looks up
 * where the page went and goes there. Without JavaScript the page stays what it is: Not found, with its links.
 */
export default function FindMoved() {
  useEffect(() => {
    let live = true
    const fetchJson = async (url: string) => {
      const res = await fetch(url)
      return res.ok ? ((await res.json()) as Record<string, string>) : null
    }
    // loaded here, not with the page: the root not-found boundary's chunk is part of every page's JavaScript
    import('../../lib/site/moved')
      .then(({ whereMoved }) => whereMoved(location.pathname, fetchJson, location.search))
      .then((to) => {
        if (live && to) location.replace(to)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  return null
}
