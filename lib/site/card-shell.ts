/**
 * The page shell of a card only Scryfall's files have. Next renders the card route once for a key no card has,
 * `SHELL.key`, whose page holds placeholders where a card's name, description and content go; scripts/serve.ts
 * keeps that page and fills each card into it (lib/site/card-html.ts gives the content), instead of asking Next to
 * render every one of tens of thousands of cards. A placeholder appears twice: in the HTML, and in the page's React
 * Server Components payload (inline scripts, JSON inside a JavaScript string), which React hydrates from; each place
 * gets the value escaped for it, so the two stay the same page. Pure: text in, text out.
 */

export const SHELL = {
  /** A card key (lowercase, hyphens) no card name gives. */
  key: 'zz-card-page-shell-7q',
  name: 'ZZCARDSHELLNAME7Q',
  description: 'ZZCARDSHELLDESCRIPTION7Q',
  body: 'ZZCARDSHELLBODY7Q',
} as const

export interface CardFill {
  key: string
  name: string
  description: string
  /** The content of `<article class="card-page">`, as HTML. */
  bodyHtml: string
}

const INLINE_SCRIPT = /(<script\b(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/gi

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

// What Next does to the payload it writes into a <script> (htmlEscapeJsonString), so no value can close the script.
const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** A string value as it is written in the payload: JSON in the row, the row in a JavaScript string, escaped for HTML. */
export function payloadString(value: string): string {
  const inRow = JSON.stringify(value).slice(1, -1)
  return JSON.stringify(inRow).slice(1, -1).replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c])
}

function fill(text: string, values: Record<string, string>): string {
  let out = text
  for (const [token, value] of Object.entries(values)) out = out.split(token).join(value)
  return out
}

/** Whether a page Next rendered for SHELL.key has the placeholders where they must be: in the HTML and the payload. */
export function isCardShell(html: string): boolean {
  let inScripts = false
  const outside = html.replace(INLINE_SCRIPT, (_, open, body) => {
    if (body.includes(SHELL.body) && body.includes(SHELL.name)) inScripts = true
    return open
  })
  return inScripts && outside.includes(SHELL.body) && outside.includes(SHELL.name)
}

/** The shell (one isCardShell accepted) with a card filled in; null for a key that is no card key. */
export function fillCardShell(shell: string, card: CardFill): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(card.key)) return null
  const inScript = { [SHELL.key]: card.key, [SHELL.name]: payloadString(card.name), [SHELL.description]: payloadString(card.description), [SHELL.body]: payloadString(card.bodyHtml) }
  const inHtml = { [SHELL.key]: card.key, [SHELL.name]: escapeHtml(card.name), [SHELL.description]: escapeHtml(card.description), [SHELL.body]: card.bodyHtml }
  let rest = ''
  let last = 0
  for (const m of shell.matchAll(INLINE_SCRIPT)) {
    rest += fill(shell.slice(last, m.index), inHtml) + m[1] + fill(m[2], inScript) + m[3]
    last = m.index + m[0].length
  }
  return rest + fill(shell.slice(last), inHtml)
}
