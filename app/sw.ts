/// <reference lib="webworker" />
// The service worker. At install it precaches the shell, the current versions' search index and their reading pages
// (manifest injected by @serwist/next at build time, see next.config.js and lib/site/page-plan.ts): the whole text,
// about a section per page. Offline, a rule page that was not stored opens on its reading page at its anchor
// (/offline-map.json); node pages and older versions are stored when visited.
import { defaultCache } from '@serwist/next/worker'
import type { PrecacheEntry, RouteHandlerCallbackOptions, SerwistGlobalConfig } from 'serwist'
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

// Visited pages: more than defaultCache's 32, so a judge's trail through older versions stays readable offline.
const visited = new NetworkFirst({
  cacheName: 'pages-visited',
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, maxAgeFrom: 'last-used' })],
})

// Card search files (public/search/cards.*: Scryfall's card names, rulings index and display, lib/search/cards.ts) are
// tens of thousands: never precached, kept once a search has fetched them. Their names carry a content hash, so a
// stored one is never stale.
const cardSearch = new CacheFirst({
  cacheName: 'card-search',
  plugins: [new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 60 * 60 * 24 * 60, maxAgeFrom: 'last-used' })],
})

// The situations' word shards and texts (public/search/situations.*, lib/search/situations.ts): thousands of small files,
// kept once a search has fetched them (the file of all word shards is precached for offline search). Hashed names.
const situationFiles = new CacheFirst({
  cacheName: 'search-situations',
  plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 60 * 60 * 24 * 60, maxAgeFrom: 'last-used' })],
})

let offlineMap: Promise<Record<string, string>> | null = null
async function offlineTarget(pathname: string): Promise<string | null> {
  offlineMap ??= serwist
    .matchPrecache('/offline-map.json')
    .then((r) => (r ? (r.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}))
  const map = await offlineMap
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // a malformed escape is looked up as written
  }
  return map[pathname] ?? map[decoded] ?? null
}

/** A page load: the network first, then what was stored, then the section showing the rule, then the offline page. */
async function openPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await visited.handle(options)
  } catch (err) {
    const to = await offlineTarget(options.url.pathname)
    if (to) return Response.redirect(new URL(to, self.location.origin).href, 302)
    const offline = await serwist.matchPrecache('/offline')
    if (offline) return offline
    throw err
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', handler: openPage },
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/search/cards.'), handler: cardSearch },
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/search/situations.'), handler: situationFiles },
    ...defaultCache,
  ],
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
})

serwist.addEventListeners()
