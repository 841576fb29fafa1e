import type { Metadata, Viewport } from 'next'
import { siteOrigin } from '@/lib/site/site-origin'
import './globals.css'

// Absolute URLs in Open Graph tags and canonical links need a base: where the site is served.
const siteUrl = siteOrigin()

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: 'MTG Rules Reference', template: '%s · MTG Rules Reference' },
  description: 'Magic: The Gathering rules, rulings and FAQs across eras, cross-linked, for judges on phones. Works offline.',
  manifest: '/manifest.webmanifest',
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }, { url: '/icon-192.png', sizes: '192x192' }], apple: '/icon-192.png' },
  appleWebApp: { capable: true, title: 'MTG Rules', statusBarStyle: 'default' },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f5f0' },
    { media: '(prefers-color-scheme: dark)', color: '#16161a' },
  ],
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* Without JavaScript the copy buttons cannot work: hide them. */}
        <noscript>
          <style>{'.copy-buttons{display:none}'}</style>
        </noscript>
      </head>
      <body>{children}</body>
    </html>
  )
}
