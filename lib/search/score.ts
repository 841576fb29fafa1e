/**
 * Scoring, the model: ranked hits for a read query over the loaded shards in scope. Rule numbers the query
 * names come first; then per word group (query.ts) each node's best field match, weighted by idf, field,
 * position and length, summed, times coverage; then the document-level evidence (titles, headings, glossary
 * citations, section titles, the documents in force, variant chapters, rule families). README "Ranking" says
 * why each exists; ranking.ts holds every weight.
 */
import type { Group, ParsedQuery } from './query.js'
import type { Ranking } from './ranking.js'
import { isUnder } from './spans.js'
import type { Loaded, Scope, Shards } from './load.js'
import { ymd } from './load.js'
import { FIELDS } from './types.js'

export interface Hit {
  /** The node shown: index into the engine's loaded shards, and its local id. */
  shard: number
  local: number
  score: number
  exact: boolean
}

const VARIANT_RULE = /^[89]\d\d(?:\.|$)/
/** How many of the best hits vote for their rule family (voteSections), and at most how many of one family. */
const VOTE_TOP = 30
const VOTE_CAP = 3

/** Inverse of the builder's quantised length. */
const lengthOf = (q: number): number => 2 ** (q / 4) - 1

/** Ranked hits: nodes named by number first, then text matches. */
export function match(shards: Shards, R: Ranking, parsed: ParsedQuery, scope: Scope, allow: (s: number, local: number) => boolean, limit: number): Hit[] {
  const hits: Hit[] = []
  const exactSeen = new Set<number>()
  for (const key of parsed.numbers) {
    const list = (shards.numbers.get(key) ?? []).filter(([s]) => scope.get(s) === null)
    if (parsed.preferCr) list.sort((a, b) => Number(shards.loaded[b[0]].doc.family === 'cr') - Number(shards.loaded[a[0]].doc.family === 'cr'))
    for (const [s, local] of list) {
      const gid = shards.loaded[s].offset + local
      if (exactSeen.has(gid) || !allow(s, local)) continue
      exactSeen.add(gid)
      hits.push({ shard: s, local, score: 1e6 - hits.length, exact: true })
    }
  }
  let groups = parsed.groups
  // a number that named nothing is searched as text, so "419.9" still finds something near
  if (parsed.numbers.length && !hits.length && !groups.length) groups = parsed.numberWords
  const ranked = rank(shards, R, groups, scope, allow, limit + exactSeen.size + (parsed.phrases.length ? 200 : 0))
  for (const h of ranked) {
    const gid = shards.loaded[h.shard].offset + h.local
    if (!exactSeen.has(gid)) hits.push(h)
  }
  return hits
}

export function rank(shards: Shards, R: Ranking, groups: Group[], scope: Scope, allow: (s: number, local: number) => boolean, limit: number): Hit[] {
  if (!groups.length || !shards.total) return []
  const active = shards.loaded.filter((_, si) => scope.has(si))
  const prior = priors(shards, R, scope)
  let N = 0
  let lenSum = 0
  for (const L of active) {
    const only = scope.get(shards.shardIndexOf(L.di)!)
    N += only ? only.size : L.shard.n
    if (only) for (const l of only.keys()) lenSum += lengthOf(L.shard.len[l])
    else for (const l of L.shard.len) lenSum += lengthOf(l)
  }
  if (!N) return []
  const avgLen = Math.max(1, lenSum / N)
  const size = shards.total
  const score = new Float64Array(size)
  const covered = new Float64Array(size)
  const inTitle = new Uint8Array(size)
  const titleWords = new Uint8Array(size)
  const best = new Float32Array(size)
  const bestTitle = new Uint8Array(size)
  const any = new Uint8Array(size)
  const touchedAll: number[] = []
  const inheritedScore = new Float64Array(size)
  const strongSeen = new Uint8Array(size)
  const bestW = new Float32Array(size)
  const tie = new Float32Array(size)
  let totalIdf = 0
  for (const g of groups) {
    const touched: number[] = []
    // document frequency counts only the group's strong alternatives: a weak partial word
    // ("effect" for "state-based effects") must not make the concept look common
    let df = 0
    const strong = g.alts.some((a) => a.w >= 0.5) ? 0.5 : 0
    for (const alt of g.alts) {
      for (const L of active) {
        const only = scope.get(shards.shardIndexOf(L.di)!)
        for (const f of FIELDS) {
          const slots = shards.postings(L, f, alt.term)
          const fw = (f === 'title' ? R.title : f === 'example' ? R.example : 1) * alt.w
          for (let i = 0; i < slots.length; i++) {
            const ids = slots[i]
            if (!ids) continue
            // where a word stands: a body's first half says what the rule is about; a title's words all count; an
            // example's words are incidental wherever they are
            const pos = f === 'body' ? (i === 0 ? R.firstHalf : 1) : f === 'title' ? (i === 0 ? 1 : 1 / R.firstHalf) : 1
            for (const local of ids) {
              if (only && !only.has(local)) continue
              const gid = L.offset + local
              let v = fw * pos
              // a long title (a FAQ question) is more like a first sentence than a heading
              if (f === 'title' && L.shard.tlen[local] > 4) v *= R.longTitle
              if (f !== 'title') v /= 1 + R.lengthNorm * Math.log2(1 + lengthOf(L.shard.len[local]) / avgLen)
              if (best[gid] === 0) touched.push(gid)
              if (alt.w >= strong && !alt.alias && !strongSeen[gid]) {
                strongSeen[gid] = 1
                df++
              }
              if (v > best[gid]) best[gid] = v
              if (alt.w > bestW[gid]) bestW[gid] = alt.w
              // the literal words of an era phrase break ties between its spellings: "mana value"
              // puts the "Mana Value" entry before "Casting Cost (Obsolete)"
              if (alt.w < 0.5) tie[gid] += R.tie * v
              if (f === 'title') bestTitle[gid] = 1
            }
          }
        }
      }
    }
    if (!touched.length) continue // matches nothing anywhere: not counted against anyone
    lendContext(shards, R, touched, scope, best, bestW, bestTitle)
    const idf = Math.log(1 + N / Math.max(1, df))
    const maxW = Math.max(...g.alts.map((a) => a.w))
    totalIdf += idf * maxW
    for (const gid of touched) {
      score[gid] += idf * (best[gid] + tie[gid])
      tie[gid] = 0
      // coverage by the strength of what matched: a weak partial word is not the query's word
      covered[gid] += idf * bestW[gid]
      inTitle[gid] += bestTitle[gid]
      titleWords[gid] += bestTitle[gid] * (g.span ?? 1)
      if (!any[gid]) {
        any[gid] = 1
        touchedAll.push(gid)
      }
      best[gid] = 0
      bestTitle[gid] = 0
      strongSeen[gid] = 0
      bestW[gid] = 0
    }
  }
  if (!touchedAll.length) return []
  // A heading with no text of its own ("502.9. Trample") hands its score to its first child
  // ("502.9a Trample is a static ability ..."): that is the rule ABOUT the heading's subject.
  // touchedAll is in the order words were matched, not by id: each node finds its own shard
  for (const gid of touchedAll.slice()) {
    const hi = shards.shardOf(gid)
    const L = shards.loaded[hi]
    const local = gid - L.offset
    if (L.shard.len[local] !== 0) continue
    const only = scope.get(hi)
    for (let c = local + 1; c < L.shard.n && c <= local + 3; c++) {
      if (L.partial ? c - local !== L.kid.get(local) : c - L.shard.up[c] !== local || L.shard.up[c] === 0) continue
      if (only && !only.has(c)) break
      const cg = L.offset + c
      const cov = covered[gid] / totalIdf
      const inherited = score[gid] * cov ** R.coverage * R.headingChild
      if (!any[cg]) {
        any[cg] = 1
        touchedAll.push(cg)
      }
      inheritedScore[cg] = Math.max(inheritedScore[cg], inherited)
      break
    }
  }
  const matchedGroups = groups.length
  // the query is a title whole ("trample", "mana value"): the entry it names answers, whatever its neighbours
  let named = false
  const own = (L: Loaded, gid: number, local: number): number => {
    const cov = covered[gid] / totalIdf
    let s = score[gid] * cov ** R.coverage
    // the title says exactly the query (a glossary term, a keyword heading): it is ABOUT it
    const tl = L.shard.tlen[local]
    const titleIsQuery = tl > 0 && inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1
    if (titleIsQuery) {
      s *= R.titleIsQuery
      named = true
    }
    // a title naming something more than the query matched ("Commander Tax" for "my commander dies") is
    // about that something: its match counts less than a title the query fills
    else if (inTitle[gid] && tl > 0) s *= R.titlePartial + (1 - R.titlePartial) * Math.min(1, titleWords[gid] / tl)
    // a card's name typed (even misspelt) means that card: its rulings before rules mentioning it
    if (L.cards.has(local) && inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1) s *= 4
    // a heading with no text of its own is navigation: below the rules that say something
    if (L.shard.len[local] === 0) s *= R.heading
    // a rule of three words ("Lifelink is a static ability.") names the kind of ability, not what it does
    else if (L.shard.len[local] <= R.stubLen && !tl) s *= R.stub
    return s
  }
  // a glossary term names the rule that answers ("Mulligan ... See rule 103.5"): the rule ranks with it,
  // and a heading's first rule when the term cites a heading
  for (const gid of touchedAll.slice()) {
    const si = shards.shardOf(gid)
    const L = shards.loaded[si]
    const local = gid - L.offset
    const cites = L.see.get(local)
    // only a term the query names whole: "Commander Tax" cites its rule for a question about commander tax,
    // not for every question with "commander" in it
    if (!cites || scope.get(si) !== null || titleWords[gid] < L.shard.tlen[local]) continue
    const v = own(L, gid, local) * R.see
    for (const t of cites) {
      const first = L.shard.len[t] === 0 && t + 1 < L.shard.n && L.shard.up[t + 1] === 1 ? t + 1 : -1
      for (const [c, w] of [[t, first >= 0 ? R.heading : 1], [first, 0.95]] as const) {
        if (c < 0) continue
        const cg = L.offset + c
        if (!any[cg]) {
          any[cg] = 1
          touchedAll.push(cg)
        }
        inheritedScore[cg] = Math.max(inheritedScore[cg], v * w)
      }
    }
  }
  const out: Hit[] = []
  let si = 0
  touchedAll.sort((a, b) => a - b)
  for (const gid of touchedAll) {
    while (si + 1 < shards.loaded.length && shards.loaded[si + 1].offset <= gid) si++
    const L = shards.loaded[si]
    const local = gid - L.offset
    const only = scope.get(si)
    if (only === undefined) continue
    // a text carried for a version in scope is shown as that version's node
    const shown: [number, number] = only ? (only.get(local) ?? [-1, -1]) : [si, local]
    if (shown[0] < 0 || !allow(shown[0], shown[1])) continue
    let s = Math.max(own(L, gid, local), inheritedScore[gid]) * prior[si]
    // the rules of multiplayer and casual variants (CR chapters 8 and 9) apply when the question names
    // the variant (its section's title: "Commander", "Two-Headed Giant"), not to a question about the game
    if (L.doc.family === 'cr' && VARIANT_RULE.test(L.shard.numbers[local]) && !sectionNamed(L, local, titleWords)) s *= R.variant
    out.push({ shard: shown[0], local: shown[1], score: s, exact: false })
  }
  out.sort((a, b) => b.score - a.score)
  if (R.sectionVote && !named) voteSections(shards, R, out)
  return out.slice(0, limit)
}

/**
 * Where the best hits gather is where the answer is: each CR rule with its subrules ("509.1" and 509.1a-i)
 * gets the share of the top hits' score its members hold, and they rank up by sectionVote x that share. A
 * rule whose neighbours also match the question is more likely its answer than a lone word match elsewhere.
 */
function voteSections(shards: Shards, R: Ranking, out: Hit[]): void {
  const top = out.slice(0, VOTE_TOP)
  const sectionOf = (h: Hit): string | null => {
    const L = shards.loaded[h.shard]
    // whole CR versions only, as for section titles: a partial paste's rules are not a family to vote for
    const n = L.doc.family === 'cr' && L.doc.series ? L.shard.numbers[h.local] : ''
    return n ? `${h.shard}:${n.replace(/[a-z]$/, '')}` : null
  }
  const mass = new Map<string, number>()
  // a family of look-alike siblings (the Role tokens 111.10a-z, color identity 903.4a-f) must not outvote a
  // family whose rules each say something: only its best VOTE_CAP members vote
  const voters = new Map<string, number>()
  let total = 0
  for (const h of top) {
    total += h.score
    const k = sectionOf(h)
    if (!k || (voters.get(k) ?? 0) >= VOTE_CAP) continue
    voters.set(k, (voters.get(k) ?? 0) + 1)
    mass.set(k, (mass.get(k) ?? 0) + h.score)
  }
  if (!total) return
  for (const h of out) {
    const k = sectionOf(h)
    if (k) h.score *= 1 + (R.sectionVote * (mass.get(k) ?? 0)) / total
  }
  out.sort((a, b) => b.score - a.score)
}

/**
 * A section whose title matched lends the word to the rules inside it, at CONTEXT of its title's value, so
 * a question about first strike finds the rules of "702.7 First Strike" that say what it does. Sections
 * are contiguous in document order; a big one (a chapter) lends nothing.
 */
function lendContext(shards: Shards, R: Ranking, touched: number[], scope: Scope, best: Float32Array, bestW: Float32Array, bestTitle: Uint8Array): void {
  const n = touched.length
  for (let k = 0; k < n; k++) {
    const gid = touched[k]
    if (!bestTitle[gid]) continue
    const si = shards.shardOf(gid)
    const L = shards.loaded[si]
    const head = gid - L.offset
    // a section title of a whole CR version names its subject (702.7 First Strike); other documents' headings
    // (a partial paste's included) are broad topics, and lending them would rank their rules above rulings
    if (L.doc.family !== 'cr' || !L.doc.series || L.see.has(head) || L.cards.has(head)) continue
    const only = scope.get(si)
    let end = head + 1
    if (L.partial) end += Math.min(L.sub.get(head) ?? 0, R.contextMax)
    else while (end < L.shard.n && end - head <= R.contextMax && isUnder(L.shard.up, end, head)) end++
    if (end === head + 1 || end - head > R.contextMax) continue
    const v = R.context * best[gid]
    for (let c = head + 1; c < end; c++) {
      if (only && !only.has(c)) continue
      const cg = L.offset + c
      if (v <= best[cg]) continue
      if (best[cg] === 0) touched.push(cg)
      best[cg] = v
      if (bestW[gid] > bestW[cg]) bestW[cg] = bestW[gid]
    }
  }
}

/**
 * By loaded shard: how surely a document speaks for the rules in force in this scope (1 for a version of
 * a series; STALE_* for documents older than the newest CR version in scope; 1 when no CR series is in scope).
 */
function priors(shards: Shards, R: Ranking, scope: Scope): number[] {
  let rules = 0
  for (const si of scope.keys()) {
    const d = shards.loaded[si].doc
    if (d.series && d.family === 'cr' && scope.get(si) === null) rules = Math.max(rules, ymd(d.date))
  }
  return shards.loaded.map(({ doc }) => {
    if (!rules || doc.series) return 1
    const date = ymd(doc.date)
    if (!date) return R.notInForce
    if (doc.family === 'cr' && date < rules) return R.staleCr
    return rules - date > R.staleYears * 10000 ? R.notInForce : 1
  })
}

/**
 * Whether the query names the section a rule is in: more than half of a heading's title words, so that
 * "Two-Headed Giant" or "Commander" names its variant, and "attack" and "player" do not name "Attack
 * Multiple Players Option".
 */
function sectionNamed(L: Loaded, local: number, titleWords: Uint8Array): boolean {
  const named = (p: number) => titleWords[L.offset + p] * 2 > L.shard.tlen[p]
  if (L.partial) return (L.anc.get(local) ?? []).some((off) => named(local - off))
  for (let p = local, hops = 0; hops < 4 && L.shard.up[p]; hops++) {
    p -= L.shard.up[p]
    if (named(p)) return true
  }
  return false
}