// Where the search box goes: the search engineer's client component, which server-renders a plain GET form to
// /search (so it works with JavaScript off) and searches the offline index in a worker once hydrated.
import SearchBox, { type SearchBoxWords } from './search/SearchBox'

export default function SearchSlot({
  compact = false,
  fromQueryString = false,
  eager = false,
  words,
}: {
  compact?: boolean
  fromQueryString?: boolean
  eager?: boolean
  words?: SearchBoxWords
}) {
  return <SearchBox compact={compact} fromQueryString={fromQueryString} eager={eager} words={words} />
}
