'use client'
import { useEffect } from 'react'
import { whereMoved } from '../../lib/site/moved'

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
    whereMoved(location.pathname, fetchJson)
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
