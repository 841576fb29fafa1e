/// <reference lib="webworker" />
// The service worker. At install it precaches the shell, the current versions' search index and their reading pages
// (manifest injected by @serwist/next at build time, see next.config.js and lib/site/page-plan.ts): the whole text,
// about a section per page. Offline, a rule page that was not stored opens on its reading page at its anchor
// (/offline-map.json); node pages and older versions are stored when visited.
//
// A new deploy: the next online visit fetches the new worker, which precaches the new version and takes over at once
// (skipWaiting, clientsClaim); Serwist then deletes the previous version's precached files, and this worker drops the
// search files it stored at run time that the new manifest does not name. Until then the phone keeps the old version
// whole, offline included. The search manifest is asked of the network first: a page served by the new deploy
// searches the new version at once, fetching its files from the server while the new worker is still installing;
// offline, the precached manifest and the precached files are one version's, installed and removed together.
import { defaultCache } from '@serwist/next/worker'
import type { PrecacheEntry, RouteHandlerCallbackOptions, SerwistGlobalConfig } from 'serwist'
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist } from 'serwist'
import { namedByManifest } from '@/lib/search/manifest-files'
import type { SearchManifest } from '@/lib/search/types'

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

// Search files not in the precache: an "as of" search's older versions (`history.*`), the situations' word shards and
// texts a search fetched (lib/search/situations.ts: thousands of small files; all the word shards are also precached as
// one file for offline search), and, while a new version installs, the files its manifest names. Content-hashed names:
// a stored one is never stale; activate() drops the unnamed ones.
const searchFiles = new CacheFirst({
  cacheName: 'search-files',
  plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 60 * 60 * 24 * 60, maxAgeFrom: 'last-used' })],
})

const SEARCH_MANIFEST = '/search/manifest.json'
/** How long the search manifest may take to come from the network before the precached one answers. */
const MANIFEST_NETWORK_SECONDS = 3

/** The server's manifest when it answers in time, else the precached one (the version this worker installed). */
async function searchManifest(request: Request): Promise<Response> {
  try {
    const res = await fetch(request, { signal: AbortSignal.timeout(MANIFEST_NETWORK_SECONDS * 1000) })
    if (res.ok) return res
  } catch {
    // offline, or too slow: the installed version answers
  }
  return (await serwist.matchPrecache(SEARCH_MANIFEST)) ?? Response.error()
}

/**
 * After an update: the search files stored at run time (search-files, card-search, and any other cache an older
 * worker put them in) that this version's manifest does not name, or that its precache holds, are deleted.
 */
async function dropOtherVersionsSearchFiles(): Promise<void> {
  const manifest = await serwist.matchPrecache(SEARCH_MANIFEST)
  if (!manifest) return
  const named = namedByManifest((await manifest.json()) as SearchManifest)
  for (const name of await caches.keys()) {
    if (name === serwist.precacheStrategy.cacheName) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url)
      if (!pathname.startsWith('/search/')) continue
      let file = pathname.slice('/search/'.length)
      try {
        file = decodeURIComponent(file)
      } catch {
        // a malformed escape names no file of ours
      }
      if (!named(file) || serwist.getPrecacheKeyForUrl(request.url)) await cache.delete(request)
    }
  }
}

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
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/search/') && url.pathname.endsWith('.json'), handler: searchFiles },
    ...defaultCache,
  ],
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
})

// Before Serwist's listeners, whose precache route would answer the manifest from the cache first.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || url.pathname !== SEARCH_MANIFEST) return
  event.respondWith(searchManifest(event.request))
  event.stopImmediatePropagation()
})
self.addEventListener('activate', (event) => event.waitUntil(dropOtherVersionsSearchFiles()))

serwist.addEventListeners()
