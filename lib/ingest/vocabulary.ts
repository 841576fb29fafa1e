/**
 * The vocabulary (content/vocabulary/, lib/content/vocabulary.ts) against the documents: the entries that match
 * nothing in them, for the ingest report. What "nothing" means differs by table, since a player's word is absent from
 * the rules by design (that is why it is listed) and so is a past form ("drew": the rules say "draws"):
 * - a spelled-out word, a capitals initialism, an "also": a word it sends search to (a document's word, stemmed as the
 *   index holds it) is in no document, so that part of the entry finds nothing;
 * - an irregular verb: a past form the stemmer already reads as its base, so the entry adds nothing. A base in no
 *   document is only counted: the table is English, not the documents', and a verb the rules never use ("swim", "sell")
 *   would flood the list;
 * - an era concept: none of its spellings occurs in any document, so its token is in no index;
 * - framing words are not checked: they weigh a query's words, they send search nowhere.
 */
import { compileVocabulary, type VocabularyFile, type VocabularyReport } from '../content/vocabulary.js'
import { normalise, STOPWORDS, stem } from '../text/words.js'
import type { Graph } from '../types.js'

/** The words of a text the index keeps (lib/search/analyze.ts: no stopwords, letters alone or rule numbers), as written. */
const indexWords = (text: string) => (normalise(text).match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)) && !/^\d{3,}$/.test(w))

export function checkVocabulary(graph: Graph, files: VocabularyFile[]): VocabularyReport {
  // a word two files read otherwise is an error before any is checked
  const compiled = compileVocabulary(files)
  // a document's word in its past form: "intentionally drew" searches "draw" too
  const bases = new Map(compiled.forms.flatMap(([base, forms]) => forms.map((f) => [f, stem(base)] as const)))
  // once per distinct text and word: versions repeat most of each other
  const raw = new Set<string>()
  for (const n of graph.nodes) for (const t of [n.title, n.text]) if (t) raw.add(t)
  const texts = new Set([...raw].map(normalise))
  const written = new Set<string>()
  for (const t of texts) for (const w of t.match(/[a-z0-9]+/g) ?? []) written.add(w)
  const words = new Set([...written].map(stem))
  const report: VocabularyReport = { files: [], unmatched: [], verbsInNoDocument: 0 }
  for (const f of files) {
    const unmatched = (line: number, entry: string, missing: string) => report.unmatched.push({ file: f.file, line, entry, missing })
    // named as the file writes them; looked up stemmed, as the index holds them
    const absent = (ws: string[]) => [...new Set(ws.filter((w) => !words.has(stem(w)) && !words.has(bases.get(w) ?? '')))].map((w) => `"${w}"`).join(', ')
    for (const [w, as, line] of [...f.spelledOut, ...f.capitals]) {
      const missing = absent(indexWords(as))
      if (missing) unmatched(line, `${w} -> ${as}`, `${missing} in no document`)
    }
    for (const [w, as, line] of f.also) {
      const missing = absent(as.map(([t]) => normalise(t)))
      if (missing) unmatched(line, `${w} also searches ${as.map(([t]) => t).join(', ')}`, `${missing} in no document`)
    }
    for (const [base, forms, line] of f.forms) {
      const joined = forms.filter((form) => stem(form) === stem(base))
      if (joined.length) unmatched(line, `${forms.join(', ')} -> ${base}`, `the stemmer already reads ${joined.map((w) => `"${w}"`).join(', ')} as "${base}"`)
      if (!words.has(stem(base))) report.verbsInNoDocument++
    }
    for (const c of f.concepts) {
      const pattern = new RegExp(c.pattern)
      if (![...texts].some((t) => pattern.test(t))) unmatched(c.line, `${c.key} (${c.label})`, 'no spelling occurs in any document')
    }
    report.files.push({ file: f.file, entries: f.spelledOut.length + f.capitals.length + f.also.length + f.forms.length + f.concepts.length + f.framing.length })
  }
  return report
}
