'use client'
// A part of a page that its HTML carries and its hydration payload does not: the server renders it (server-parts.tsx,
// from the graph), the browser keeps what the server sent. A server component's output is written twice into a
// static page, as HTML and again as the payload React hydrates from; a rule's History, which grows with every
// version, was half of that payload. Here the payload holds only the part's name and node id. React hydrates an
// element whose content is `dangerouslySetInnerHTML` without looking inside it, so the server's content stays; the
// browser bundle never holds server-parts.tsx (`typeof window` is a constant in each bundle, so the require is
// dropped from the browser's; test/browser/export.test.ts checks the History is there and AsOfPicker reads it).
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
