'use client'
// A part of a page that its HTML carries and its hydration payload does not. Next writes what a server component
// renders into a static page twice: as HTML, and again as the payload React hydrates the page from (two thirds of the
// export's HTML bytes, a rule's History, which grows with every version, among them). A part here is rendered by the
// server from the graph (server-parts.tsx, by the part's name and key) and kept by the browser as the server sent it:
// React hydrates an element whose content is `dangerouslySetInnerHTML` without looking inside it. The payload holds
// the part's name and key only. The browser's bundle never holds server-parts.tsx: `typeof window` is a constant in
// each bundle, so the require is dropped from the browser's (test/browser/history.test.ts checks the page's scripts,
// its payload, and the parts after hydration).
import type { ServerPart } from './server-parts'

/** The part's element is a <div> of its name's class (`.node-head`), for styles and tests to find it by. */
export default function ServerOnly({ part, id }: { part: ServerPart; id: string }) {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { renderServerPart } = require('./server-parts') as typeof import('./server-parts')
    return <div className={part}>{renderServerPart(part, id)}</div>
  }
  return <div className={part} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
