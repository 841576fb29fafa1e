/**
 * Scoring, the model (docs/search.md, "The model", states it in one paragraph; ranking.ts holds every weight). Rule numbers
 * the query names come first. Then each word group of the query (query.ts) scores each node by its best field
 * match (`fieldMatch`: field weight x position x length normalisation) times the group's idf; the sum is scaled
 * by the share of the query the node covers, and the document's structure adds its evidence (evidence.ts).
 */
import {
  addDensity,
  glossaryCitations,
  handToFirstChild,
  inOptionalDivision,
  lendSectionTitles,
  onePerSection,
  priors,
  publicationWeights,
  sectionNamed,
  situationsSpeakFor,
  voteFamilies,
} from './evidence.js'
import type { Group, ParsedQuery } from './query.js'
import type { Ranking } from './ranking.js'
import type { Loaded, Scope, Shards } from './load.js'
import { FIELDS, type ScoredField } from './types.js'
import { Tally, type GroupMatch, type Hit } from './tally.js'

// A hit is defined with the sums (tally.ts, which evidence.ts reads too); engine.ts and present.ts take it from here.
export type { Hit }

/** The fields a node is scored by: its own, then the situations written for it (situations.ts). */
const SCORED_FIELDS: readonly ScoredField[] = [...FIELDS, 'situation']

/** Inverse of the builder's quantised length (build.ts: round(4 x log2(1 + terms))). */
export const lengthOf = (q: number): number => 2 ** (q / 4) - 1

/**
 * The term weighting: what one query term found in one field of a node counts, before idf. `bucket` is where it
 * stands (FlexSearch's position bucket: 0 is a body's first half, a title's first words), `w` the weight of the
 * term among its group's alternatives, `tlen` the node's title length in words, `len` its quantised body length.
 * A body or example word counts less the longer the node is than the average (`lengthNorm`, BM25's document
 * length normalisation, on a log scale); a title word counts less in a long title (a FAQ question).
 */
export function fieldMatch(R: Ranking, f: ScoredField, bucket: number, w: number, tlen: number, len: number, avgLen: number): number {
  // for the situations, `len` and `avgLen` are their own (BM25F: each field normalised by its own length)
  const fw = (f === 'title' ? R.title : f === 'example' ? R.example : f === 'situation' ? R.situation : 1) * w
  // where a word stands: a body's first half says what the rule is about; a title's words all count; an
  // example's or a situation's words count wherever they are
  // a situation's bucket is how many of the lineage's situations hold the word, less one (BM25's saturating tf)
  const tf = bucket + 1
  const pos = f === 'body' ? (bucket === 0 ? R.firstHalf : 1) : f === 'title' ? (bucket === 0 ? 1 : 1 / R.firstHalf) : f === 'situation' ? (tf * (R.situationTf + 1)) / (tf + R.situationTf) : 1
  let v = fw * pos
  if (f === 'title' && tlen > R.longTitleWords) v *= R.longTitle
  if (f !== 'title') v /= 1 + R.lengthNorm * Math.log2(1 + lengthOf(len) / avgLen)
  return v
}

/** Ranked hits: nodes named by number first, then text matches. */
export function match(shards: Shards, R: Ranking, parsed: ParsedQuery, scope: Scope, allow: (s: number, local: number) => boolean, limit: number, spelled: ReadonlyMap<number, number> = NONE_SPELLED): Hit[] {
  const hits: Hit[] = []
  const exactSeen = new Set<number>()
  const named = [...parsed.numbers.map((key) => ({ key, series: '' })), ...(parsed.sections ?? [])]
  for (const { key, series } of named) {
    // "IPG 2.2": that guide's section only
    const list = (shards.numbers.get(key) ?? []).filter(([s]) => scope.get(s) === null && (!series || shards.loaded[s].doc.series === series))
    // "CR 702.19b": the hint names the Comprehensive Rules
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
  if (named.length && !hits.length && !groups.length) groups = parsed.numberWords
  const ranked = rank(shards, R, groups, scope, allow, limit + exactSeen.size + (parsed.phrases.length ? 200 : 0), spelled)
  for (const h of ranked) {
    const gid = shards.loaded[h.shard].offset + h.local
    if (!exactSeen.has(gid)) hits.push(h)
  }
  return hits
}

/**
 * A search's per-node arrays, kept from one search to the next while the number of nodes is the same: with Scryfall's
 * cards and rulings that is over 100,000 nodes, and making and zeroing them each time cost more than the search. Each
 * search leaves them zero (the group arrays per group, the tally by the nodes it reached).
 */
let buffers: { size: number; tally: Tally; m: GroupMatch; strongSeen: Uint8Array; tie: Float32Array } | null = null
function buffersFor(size: number) {
  if (buffers?.size !== size)
    buffers = {
      size,
      tally: new Tally(size),
      m: { touched: [], best: new Float32Array(size), bestW: new Float32Array(size), bestTitle: new Uint8Array(size), bestSituation: new Uint8Array(size) },
      strongSeen: new Uint8Array(size),
      tie: new Float32Array(size),
    }
  return buffers
}

const NONE_SPELLED: ReadonlyMap<number, number> = new Map()

/** Scryfall's card names (bulk.ts): found by the query's words, scored as titles, but no part of the documents' statistics. */
const isNames = (L: Loaded) => L.doc.bulk?.kind === 'names'

/**
 * Ranked text matches. `spelled`: card names the query spells whole, typos allowed (bulk.ts `spellCard`), by global
 * node id, with how closely.
 */
export function rank(shards: Shards, R: Ranking, groups: Group[], scope: Scope, allow: (s: number, local: number) => boolean, limit: number, spelled: ReadonlyMap<number, number> = NONE_SPELLED): Hit[] {
  if (!groups.length || !shards.total) return []
  const buf = buffersFor(shards.total)
  try {
    return rankWith(buf, shards, R, groups, scope, allow, limit, spelled)
  } catch (err) {
    buffers = null // left half-written
    throw err
  } finally {
    buf.tally.clear()
    buf.m.touched = []
  }
}

function rankWith(buf: ReturnType<typeof buffersFor>, shards: Shards, R: Ranking, groups: Group[], scope: Scope, allow: (s: number, local: number) => boolean, limit: number, spelled: ReadonlyMap<number, number>): Hit[] {
  const active = shards.loaded.filter((_, si) => scope.has(si))
  let N = 0
  let lenSum = 0
  for (const L of active) {
    // card names are looked up, not documents: the words' rarity is the documents'
    if (isNames(L)) continue
    const only = scope.get(shards.shardIndexOf(L.di)!)
    N += only ? only.size : L.shard.n
    if (only) for (const l of only.keys()) lenSum += lengthOf(L.shard.len[l])
    else if (L.lenSum !== undefined) lenSum += L.lenSum
    else for (const l of L.shard.len) lenSum += lengthOf(l)
  }
  if (!N && !spelled.size) return []
  N = Math.max(1, N)
  const avgLen = Math.max(1, lenSum / N)
  // the situations' lengths, and their average over the lineages that have them
  const slen = shards.situationLengths
  const avgSlen = Math.max(1, slen.reduce((sum, l) => sum + lengthOf(l), 0) / Math.max(1, slen.length))
  const { tally, m, strongSeen, tie } = buf
  // what a card name the query spells counts (below): a title saying every word of the query
  let spelledBase = 0
  // by loaded shard shown: nodes holding the group (strong alternatives), and the publication's density sum
  const pubDf = new Float64Array(shards.loaded.length)
  const density = new Float64Array(shards.loaded.length)
  for (const g of groups) {
    m.touched = []
    const { touched, best, bestW, bestTitle, bestSituation } = m
    // document frequency counts only the group's strong alternatives: a weak partial word
    // ("effect" for "state-based effects") must not make the concept look common
    let df = 0
    let unreadMatched = false
    let otherMatched = false
    const strong = g.alts.some((a) => a.w >= R.weakAlt) ? R.weakAlt : 0
    for (const alt of g.alts) {
      for (const L of active) {
        const names = isNames(L)
        // a reading among the card names matches card names only
        if (alt.names && !names) continue
        const Lsi = shards.shardIndexOf(L.di)!
        const only = scope.get(Lsi)
        for (const f of SCORED_FIELDS) {
          // a weak alternative (an era phrase's literal words) is not searched among the situations: engine.ts fetches
          // the situations' words of the others only
          if (f === 'situation' && alt.w < R.weakAlt) continue
          const slots = shards.postings(L, f, alt.term)
          for (let i = 0; i < slots.length; i++) {
            const ids = slots[i]
            if (!ids) continue
            for (const local of ids) {
              if (only && !only.has(local)) continue
              const gid = L.offset + local
              const v = f === 'situation' ? fieldMatch(R, f, i, alt.w, 0, slen[L.sit.get(local)!] ?? 0, avgSlen) : fieldMatch(R, f, i, alt.w, L.shard.tlen[local], L.shard.len[local], avgLen)
              if (best[gid] === 0) touched.push(gid)
              if (alt.unread) unreadMatched = true
              else otherMatched = true
              if (alt.w >= strong && !alt.alias && !names && !strongSeen[gid]) {
                strongSeen[gid] = 1
                df++
                const shown = only ? (only.get(local)?.[0] ?? -1) : Lsi
                if (shown >= 0) pubDf[shown]++
              }
              if (v > best[gid]) {
                best[gid] = v
                bestSituation[gid] = f === 'situation' ? i + 1 : 0
              }
              if (alt.w > bestW[gid]) bestW[gid] = alt.w
              // the literal words of an era phrase break ties between its spellings: "mana value"
              // puts the "Mana Value" entry before "Casting Cost (Obsolete)"
              if (alt.w < R.weakAlt) tie[gid] += R.tie * v
              if (f === 'title') bestTitle[gid] = 1
            }
          }
        }
      }
    }
    const idf = Math.log(1 + N / Math.max(1, df))
    // a word no document holds weighs in the query only where the situations hold it
    const maxW = Math.max(0, ...g.alts.filter((a) => !a.unread || unreadMatched).map((a) => a.w))
    // a word a spelled name says and no document holds is as rare as a word can be
    spelledBase += idf * Math.max(...g.alts.map((a) => a.w))
    if (!touched.length) continue // matches nothing anywhere: not counted against anyone
    // a word no document holds (a card's name, a player's word) reaches the rules only through the situations
    lendSectionTitles(shards, R, scope, m, unreadMatched && !otherMatched)
    tally.totalIdf += idf * maxW
    addDensity(shards, R, scope, pubDf, density, idf * maxW)
    for (const gid of touched) {
      tally.score[gid] += idf * (best[gid] + tie[gid])
      if (bestSituation[gid]) {
        tally.fromSituations[gid] += idf * best[gid]
        tally.coveredBySituations[gid] += idf * bestW[gid] * (bestSituation[gid] === 1 ? R.onceCover : 1)
      }
      tie[gid] = 0
      // coverage by the strength of what matched: a weak partial word is not the query's word
      tally.covered[gid] += idf * bestW[gid] * (bestSituation[gid] === 1 ? R.onceCover : 1)
      tally.inTitle[gid] += bestTitle[gid]
      tally.titleWords[gid] += bestTitle[gid] * (g.span ?? 1)
      tally.situation[gid] |= bestSituation[gid] ? 1 : 0
      tally.reach(gid)
      best[gid] = 0
      bestTitle[gid] = 0
      bestSituation[gid] = 0
      strongSeen[gid] = 0
      bestW[gid] = 0
    }
  }
  for (const gid of spelled.keys()) tally.reach(gid)
  if (!tally.reached.length) return []
  handToFirstChild(shards, R, scope, tally)
  const matchedGroups = groups.length
  // the query is a title whole ("trample", "mana value"): the entry it names answers, whatever its neighbours
  let named = false
  const own = (L: Loaded, gid: number, local: number, situations = true): number => {
    let s = situations ? tally.score[gid] * tally.coverage(gid, R) : tally.ownWords(gid, R)
    // the title says exactly the query (a glossary term, a keyword heading): it is ABOUT it
    const tl = L.shard.tlen[local]
    // among Scryfall's tens of thousands of names, one word more is another card ("Ember Champion" is not "champion"):
    // a name says the query only when the query spells it whole (`spelled`, below)
    const names = isNames(L)
    const titleIsQuery = !names && tl > 0 && tally.inTitle[gid] >= matchedGroups && tl <= matchedGroups + 1
    if (titleIsQuery) {
      s *= R.titleIsQuery
      named = true
    }
    // a title naming something more than the query matched ("Commander Tax" for "my commander dies") is
    // about that something: its match counts less than a title the query fills
    // (a card's name is a name, however many words it has: "Jhoira, Bloodthirsty Vial of the Ninth Gate" is no sentence)
    else if (tally.inTitle[gid] && tl > 0 && (tl <= R.longTitleWords || L.cards.has(local))) s *= R.titlePartial + (1 - R.titlePartial) * Math.min(1, tally.titleWords[gid] / tl)
    // a card's name typed (even misspelt) means that card: its rulings before rules mentioning it
    if (titleIsQuery && L.cards.has(local)) s *= R.cardNamed
    // a heading with no text of its own is navigation: below the rules that say something
    if (L.shard.len[local] === 0) s *= R.heading
    // a rule of three words ("Lifelink is a static ability.") names the kind of ability, not what it does
    else if (L.shard.len[local] <= R.stubLen && !tl) s *= R.stub
    // a card whose whole name the query spells (typos allowed): a title saying every word of the query, named
    // a card's name in another language (a translated list of printed names, lib/formats/cardnames) is spelled when its
    // title holds the query's words and no more: its letters are no Latin ones for `spellCard` to compare, and among
    // tens of thousands of names one word more is another card, as among Scryfall's ("稲妻" is not "稲妻の槍")
    const printed = !!L.doc.language && L.cards.has(local) && tl === matchedGroups && tally.inTitle[gid] >= matchedGroups
    const spelt = spelled.get(gid) ?? (printed ? 1 : 0)
    if (spelt) {
      named = true
      s = Math.max(s, spelledBase * R.title * R.titleIsQuery * R.cardNamed * R.cardSpelled * spelt)
    }
    return s
  }
  glossaryCitations(shards, R, scope, tally, own)
  const prior = priors(shards, R, scope)
  const publication = publicationWeights(shards, R, scope, density)
  const out: Hit[] = []
  let si = 0
  const reached = tally.reached.sort((a, b) => a - b)
  for (const gid of reached) {
    while (si + 1 < shards.loaded.length && shards.loaded[si + 1].offset <= gid) si++
    const L = shards.loaded[si]
    const local = gid - L.offset
    const only = scope.get(si)
    if (only === undefined) continue
    // a text carried for a version in scope is shown as that version's node
    const shown: [number, number] = only ? (only.get(local) ?? [-1, -1]) : [si, local]
    if (shown[0] < 0 || !allow(shown[0], shown[1])) continue
    // a keyword's situations speak for its rules: the heading shows by its own words, and votes with them all
    const speaks = tally.fromSituations[gid] > 0 && situationsSpeakFor(L, local)
    let s = Math.max(own(L, gid, local, !speaks), tally.inherited[gid]) * prior[si] * publication[shown[0]]
    let vote = speaks ? Math.max(own(L, gid, local), tally.inherited[gid]) * prior[si] * publication[shown[0]] : undefined
    // the rules of multiplayer and casual variants (a division that says its rules are optional) apply when the
    // question names the variant (its section's title: "Commander", "Two-Headed Giant"), not to a question about the game
    if (inOptionalDivision(shards.loaded[shown[0]], shown[1]) && !sectionNamed(L, local, tally.titleWords)) {
      s *= R.variant
      if (vote !== undefined) vote *= R.variant
    }
    out.push({ shard: shown[0], local: shown[1], score: s, exact: false, ...(tally.situation[gid] ? { situation: true } : {}), ...(vote !== undefined ? { vote } : {}) })
  }
  out.sort((a, b) => b.score - a.score)
  if (R.sectionVote && !named) voteFamilies(shards, R, out)
  return onePerSection(shards, out).slice(0, limit)
}
