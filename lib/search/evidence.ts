/**
 * The document-level evidence of the model (score.ts; docs/search.md, "The model"): what a document's structure says
 * beside the words a node holds. Section titles lend their words to the rules inside; a heading with no text
 * hands its score to its first rule; a glossary term the query names hands its score to the rules it cites;
 * the documents in force outrank superseded and old ones; the rules of a division that says it is optional wait
 * until the query names it; and a rule family where the best hits gather ranks up. Each reads only structure
 * the builder derived for every document alike (build.ts, structure.ts), and each weight is in ranking.ts.
 */
import type { Loaded, Scope, Shards } from './load.js'
import { ymd } from './load.js'
import type { Ranking } from './ranking.js'
import type { GroupMatch, Hit, Tally } from './tally.js'
import { isUnder } from './spans.js'
import { inRanges } from './structure.js'

/**
 * A section whose title matched lends the word to the rules inside it, at `context` of its title's value, so
 * a question about first strike finds the rules of "702.7 First Strike" that say what it does. So does a keyword's
 * heading whose situations hold a word no document holds (`unread`: "Krosan Grip" in split second's): that word has no
 * other way to the rules it is about. (Lending every word its situations hold raised every rule of a matched section:
 * docs/log.md, "Tried and not kept".) Sections
 * are contiguous in document order; a big one (a chapter: more than `contextMax` nodes) lends nothing. Only in a
 * version of a series: a complete publication's section names its subject (702.7 First Strike); other documents'
 * headings (a FAQ's "The Stack", a partial paste's) are broad topics, and lending them would rank their rules
 * above rulings. A glossary term or a card is no section.
 */
export function lendSectionTitles(shards: Shards, R: Ranking, scope: Scope, m: GroupMatch, unread = false): void {
  const { touched, best, bestW, bestTitle, bestSituation } = m
  const n = touched.length
  for (let k = 0; k < n; k++) {
    const gid = touched[k]
    const si = shards.shardOf(gid)
    const L = shards.loaded[si]
    const head = gid - L.offset
    if (!bestTitle[gid] && !(unread && bestSituation[gid] && situationsSpeakFor(L, head))) continue
    if (!L.doc.series || L.see.has(head) || L.cards.has(head)) continue
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
 * Whether the situations written for a node speak for the rules under it rather than for the node as a result: a
 * heading with no text of its own whose first child is a rule numbered on its own (a keyword's 702.19 over 702.19a-f).
 * Its result counts its own words; its family's vote counts the situations too. A section whose parts stand for it
 * (an infraction) is itself the answer.
 */
export function situationsSpeakFor(L: Loaded, local: number): boolean {
  if (L.shard.len[local] !== 0) return false
  const c = firstChild(L, local)
  return c >= 0 && !L.parts.has(c)
}

/** The first child a heading hands its score to: the next node if it is the heading's child (within 3 nodes). */
function firstChild(L: Loaded, local: number): number {
  for (let c = local + 1; c < L.shard.n && c <= local + 3; c++) {
    if (L.partial ? c - local !== L.kid.get(local) : c - L.shard.up[c] !== local || L.shard.up[c] === 0) continue
    return c
  }
  return -1
}

/**
 * A heading with no text of its own ("502.9. Trample") hands `headingChild` of its score to its first child
 * ("502.9a Trample is a static ability ..."): that is the rule ABOUT the heading's subject. What the situations written
 * for the heading gave it goes only to a part that stands for it (an infraction's Definition, shown as the section,
 * `numberedSection`): a rule numbered on its own (702.19a) answers by its own words, and the situations speak for its
 * whole family (`situationsSpeakFor`, `voteFamilies`).
 */
export function handToFirstChild(shards: Shards, R: Ranking, scope: Scope, tally: Tally): void {
  // reached is in the order words were matched, not by id: each node finds its own shard
  for (const gid of tally.reached.slice()) {
    const hi = shards.shardOf(gid)
    const L = shards.loaded[hi]
    const local = gid - L.offset
    if (L.shard.len[local] !== 0) continue
    const c = firstChild(L, local)
    if (c < 0) continue
    const only = scope.get(hi)
    if (only && !only.has(c)) continue
    tally.inherit(L.offset + c, (L.parts.has(c) ? tally.score[gid] * tally.coverage(gid, R) : tally.ownWords(gid, R)) * R.headingChild)
  }
}

/**
 * A glossary term names the rule that answers ("Mulligan ... See rule 103.5"): a term the query names whole hands
 * `see` of its own score to the rules it cites; when it cites a heading, the heading gets the heading's share and its
 * first rule `headingChild`, as a heading hands on its own score. `own` is a node's score from its own words.
 */
export function glossaryCitations(shards: Shards, R: Ranking, scope: Scope, tally: Tally, own: (L: Loaded, gid: number, local: number) => number): void {
  for (const gid of tally.reached.slice()) {
    const si = shards.shardOf(gid)
    const L = shards.loaded[si]
    const local = gid - L.offset
    const cites = L.see.get(local)
    // only a term the query names whole: "Commander Tax" cites its rule for a question about commander tax,
    // not for every question with "commander" in it
    if (!cites || scope.get(si) !== null || tally.titleWords[gid] < L.shard.tlen[local]) continue
    const v = own(L, gid, local) * R.see
    for (const t of cites) {
      const first = L.shard.len[t] === 0 && t + 1 < L.shard.n && L.shard.up[t + 1] === 1 ? t + 1 : -1
      if (first < 0) tally.inherit(L.offset + t, v)
      else {
        tally.inherit(L.offset + t, v * R.heading)
        tally.inherit(L.offset + first, v * R.headingChild)
      }
    }
  }
}

/**
 * What a publication (a version of a series in scope) holds of one query group: the share of its nodes holding it,
 * saturating (`publicationK`), weighed by the group's idf. `pubDf` (nodes holding the group, by the loaded shard
 * shown) is read and reset.
 */
export function addDensity(shards: Shards, R: Ranking, scope: Scope, pubDf: Float64Array, density: Float64Array, weight: number): void {
  for (const [si, only] of scope) {
    if (only !== null || !pubDf[si]) continue
    const d = pubDf[si] / Math.max(1, shards.loaded[si].shard.n)
    if (R.publication) density[si] += weight * (d / (d + R.publicationK))
    pubDf[si] = 0
  }
  pubDf.fill(0)
}

/**
 * By loaded shard shown: which publication the question is about. Each complete publication in scope (a version of
 * a series) holds the query's words more or less densely (`addDensity`); its nodes rank by (its density / the
 * densest publication's)^`publication`. A question in the Infraction Procedure Guide's words ranks its sections
 * before a rule of the Comprehensive Rules that shares a word, and a question in the rules' words the reverse.
 * Documents in no series are 1, as they lend no titles and vote no families: a partial paste's or a FAQ's words are
 * not a publication's (weighing them too moved today's CR questions down beside content/'s documents).
 */
export function publicationWeights(shards: Shards, R: Ranking, scope: Scope, density: Float64Array): number[] {
  const out = shards.loaded.map(() => 1)
  if (!R.publication) return out
  let top = 0
  for (const [si, only] of scope) if (only === null && shards.loaded[si].doc.series && density[si] > top) top = density[si]
  if (top > 0) for (const [si, only] of scope) if (only === null && shards.loaded[si].doc.series) out[si] = (density[si] / top) ** R.publication
  return out
}

/**
 * By loaded shard: how surely a document speaks for the rules in force in this scope. A version of a series is
 * in force (as of its date); beside the newest version of a series in scope, a document of that family in no
 * series and older (a partial paste of a superseded version) ranks at `superseded`, and a document dated
 * more than `staleYears` years before the newest version of any series in scope, or undated, at `notInForce`. With no
 * series in scope (content/ alone) every document is 1, and Scryfall's cards and rulings (bulk documents) always are.
 */
export function priors(shards: Shards, R: Ranking, scope: Scope): number[] {
  let rules = 0
  const newest = new Map<string, number>()
  for (const si of scope.keys()) {
    const d = shards.loaded[si].doc
    if (!d.series || scope.get(si) !== null) continue
    const date = ymd(d.date)
    rules = Math.max(rules, date)
    newest.set(d.family, Math.max(newest.get(d.family) ?? 0, date))
  }
  return shards.loaded.map(({ doc }) => {
    // Scryfall's files (bulk) are the cards as Oracle has them today, whatever the date their newest card gives them
    if (!rules || doc.series || doc.bulk) return 1
    const date = ymd(doc.date)
    if (!date) return R.notInForce
    if (date < (newest.get(doc.family) ?? 0)) return R.superseded
    return rules - date > R.staleYears * 10000 ? R.notInForce : 1
  })
}

/**
 * The numbered section a node stands for: itself when it has a number, the section it is a part of (an infraction's
 * Definition, an Example: structure.ts `sectionParts`), else -1 (a glossary term, an unnumbered titled section).
 */
export function numberedSection(L: Loaded, local: number): number {
  if (L.shard.numbers[local]) return local
  return L.parts.get(local) ?? -1
}

/**
 * One hit per numbered section of a publication (a version of a series): its parts (an infraction's Definition,
 * Examples, Philosophy) stand for it, the best of them shown. A node with a number of its own is its own section
 * (every rule of the CR), and so is an unnumbered titled section (an appendix's "Booster Draft Timing").
 */
export function onePerSection(shards: Shards, out: Hit[]): Hit[] {
  const kept = new Map<string, Hit>()
  return out.filter((h) => {
    const L = shards.loaded[h.shard]
    if (!L.doc.series) return true
    const s = numberedSection(L, h.local)
    if (s < 0) return true
    const k = `${h.shard}:${s}`
    const first = kept.get(k)
    if (first) {
      // the section's situations matched even where a part of it is shown
      if (h.situation) first.situation = true
      return false
    }
    kept.set(k, h)
    return true
  })
}

/** True when a node lies in a division that says its rules are optional (structure.ts `optionalDivisions`). */
export function inOptionalDivision(L: Loaded, local: number): boolean {
  return inRanges(L.shard.optional, local)
}

/**
 * Whether the query names the section a rule is in: more than half of a heading's title words, so that
 * "Two-Headed Giant" or "Commander" names its variant, and "attack" and "player" do not name "Attack
 * Multiple Players Option".
 */
export function sectionNamed(L: Loaded, local: number, titleWords: Uint8Array): boolean {
  const named = (p: number) => titleWords[L.offset + p] * 2 > L.shard.tlen[p]
  if (L.partial) return (L.anc.get(local) ?? []).some((off) => named(local - off))
  for (let p = local, hops = 0; hops < 4 && L.shard.up[p]; hops++) {
    p -= L.shard.up[p]
    if (named(p)) return true
  }
  return false
}

/**
 * Where the best hits gather is where the answer is: in a version of a series, each rule with its lettered
 * subrules ("509.1" and 509.1a-i) gets the share of the best `voteTop` hits' score its members hold, and they rank
 * up by sectionVote x that share. A rule whose neighbours also match the question is more likely its answer than a
 * lone word match elsewhere. A partial paste's rules are not a family to vote for, as for section titles.
 */
export function voteFamilies(shards: Shards, R: Ranking, out: Hit[]): void {
  const top = out.some((h) => h.vote !== undefined) ? [...out].sort((a, b) => (b.vote ?? b.score) - (a.vote ?? a.score)).slice(0, R.voteTop) : out.slice(0, R.voteTop)
  const familyOf = (h: Hit): string | null => {
    const L = shards.loaded[h.shard]
    if (!L.doc.series) return null
    // a part (an infraction's Definition, an Example) votes with the section it is part of
    const s = numberedSection(L, h.local)
    const n = s < 0 ? '' : L.shard.numbers[s]
    return n ? `${h.shard}:${n.replace(/[a-z]$/, '')}` : null
  }
  const mass = new Map<string, number>()
  // a family of look-alike siblings (the Role tokens 111.10a-z, color identity 903.4a-f) must not outvote a
  // family whose rules each say something: only its best voteCap members vote
  const voters = new Map<string, number>()
  // families whose heading's situations voted: their rules say which situation they matched
  const spoke = new Set<string>()
  let total = 0
  for (const h of top) {
    total += h.vote ?? h.score
    const k = familyOf(h)
    if (k && h.vote !== undefined) spoke.add(k)
    if (!k || (voters.get(k) ?? 0) >= R.voteCap) continue
    voters.set(k, (voters.get(k) ?? 0) + 1)
    mass.set(k, (mass.get(k) ?? 0) + (h.vote ?? h.score))
  }
  if (!total) return
  for (const h of out) {
    const k = familyOf(h)
    if (k) h.score *= 1 + (R.sectionVote * (mass.get(k) ?? 0)) / total
    if (k && spoke.has(k)) h.situation = true
  }
  out.sort((a, b) => b.score - a.score)
}
