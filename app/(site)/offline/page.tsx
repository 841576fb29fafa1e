// Shown by the service worker when a page that was never cached is opened offline.
import type { Metadata } from 'next'

// a page for the service worker to show, not a page to find
export const metadata: Metadata = { title: 'Offline', robots: { index: false } }

export default function OfflinePage() {
  return (
    <>
      <h1>You are offline</h1>
      <p>This page is not saved on this device yet. Rule pages and search work offline once the site has been opened online.</p>
      <p>
        <a href="/">Back to the documents</a>
      </p>
    </>
  )
}
