/** A search's reason (types.ts `SearchReason`) as the one line the search page and the command line show above the results. */
import type { SearchReason } from './types.js'

/** `query` as typed; quoted back at most this long, so that a 10,000-character paste does not fill the page. */
const QUOTED = 80

export function reasonText(reason: SearchReason, query: string): string {
  const q = query.trim()
  const quoted = `“${q.length > QUOTED ? `${q.slice(0, QUOTED - 1)}…` : q}”`
  switch (reason.kind) {
    case 'phrase':
      return `No passage holds “${reason.phrases[0]}” as written. Results for its words:`
    case 'nothing':
      return `Nothing to search for in ${quoted}: the documents are searched by their words, in letters and digits of English.`
    case 'common':
      return `No results for ${quoted}: its words are too common to search. Add the word the question is about.`
    case 'unknown':
      return `No results for ${quoted}: no passage searched holds its words.`
    case 'cut':
      return `Only the question's first ${reason.max} characters were searched.`
  }
}
