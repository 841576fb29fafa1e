/**
 * Words across eras (FORMATS.md, "Terminology across eras") and players' shorthand.
 * Each concept is one token (`_etb`) added to the index wherever any of its spellings
 * occurs, at the position it occurs; a query that uses any spelling searches the token.
 * So "enters the battlefield" finds a 2004 "comes into play" ruling and back, with no
 * per-pair synonym lists to keep in step.
 */
export interface Concept {
  key: string
  /** Words of a matched query phrase that remain query words too ("play an instant" keeps "instant"). */
  keep?: RegExp
  /** Shown in tests and docs: what the concept stands for. */
  label: string
  /** Matched against `normalise()`d text (lowercase, no apostrophes, straight quotes). */
  pattern: RegExp
}

const ARTICLE = '(?:(?:a|an|the|this|that|your|his|her|its|their|any|another|each|one|two|target) )?'

export const CONCEPTS: readonly Concept[] = [
  {
    key: 'etb',
    label: 'enters the battlefield / comes into play',
    pattern: /\b(?:enter|enters|entered|entering) (?:the )?battlefield\b|\b(?:come|comes|came|coming) into play\b|\betbs?\b/g,
  },
  {
    key: 'ltb',
    label: 'leaves the battlefield / leaves play',
    pattern: /\b(?:leave|leaves|left|leaving) (?:the battlefield|play)\b|\bltbs?\b/g,
  },
  {
    key: 'dies',
    label: 'dies / is put into a graveyard from play',
    pattern: /\b(?:dies|died)\b|\bput into (?:a|its owners|the|your|their|his or her) graveyard from (?:play|the battlefield)\b/g,
  },
  { key: 'bf', label: 'the battlefield / in play', pattern: /\b(?:on the |onto the )?battlefield\b|\bin(?:to)? play\b/g },
  {
    key: 'exile',
    label: 'exile / remove from the game',
    pattern: /\bexil(?:e|es|ed|ing)\b|\bremov(?:e|es|ed|ing) (?:[a-z0-9"]+ ){0,4}?from (?:the )?game\b|\brfg\b/g,
  },
  {
    key: 'cast',
    label: 'cast / play a spell',
    keep: /^(?:instants?|sorcery|sorceries)$/,
    pattern: new RegExp(
      '\\bcast(?:s|ing)?\\b|\\bplay(?:s|ed|ing)? ' + ARTICLE + '(?:[a-z]+ )?(?:spells?|instants?|sorcery|sorceries)\\b' +
        '|\\b(?:spells?|instants?|sorcery|sorceries) (?:[a-z]+ ){0,2}"?play(?:s|ed)?\\b' +
        // old rules: "can only be played during your main phase", "may be played on an empty stack"
        '|\\b(?:can|may|could|cannot|cant) (?:only |also |sometimes |not |never |still )*be played\\b',
      'g',
    ),
  },
  {
    key: 'activate',
    label: 'activate / play an ability',
    keep: /^(?:mana|triggered|static|loyalty)$/,
    pattern: new RegExp('\\bactivat(?:e|es|ed|ing)\\b|\\bplay(?:s|ed|ing)? ' + ARTICLE + '(?:[a-z]+ )?abilit(?:y|ies)\\b', 'g'),
  },
  { key: 'sba', label: 'state-based actions / state-based effects', pattern: /\bstate[- ]?based (?:actions?|effects?)\b|\bsbas?\b/g },
  { key: 'endstep', label: 'end step / end of turn step', pattern: /\bend (?:of turn )?(?:step|phase)\b|\beot\b/g },
  { key: 'instant', label: 'instant / fast effect / interrupt', pattern: /\binstants?\b|\bfast effects?\b|\binterrupts?\b/g },
  { key: 'summon', label: 'summon / cast a creature spell', pattern: /\bsummon(?:s|ed|ing)?\b|\bcreature spells?\b/g },
  {
    key: 'fizzle',
    label: 'fizzle / countered on resolution',
    pattern: /\bfizzl(?:e|es|ed|ing)\b|\bcountered (?:on|upon) resolution\b|\billegal targets?\b/g,
  },
  { key: 'mv', label: 'mana value / converted mana cost', pattern: /\bmana value\b|\bconverted mana cost\b|\bcmc\b|\bcasting cost\b/g },
  {
    key: 'block',
    label: 'block / defend (1994)',
    pattern: /\bblock(?:s|ed|ing|er|ers)?\b|\bdefending creatures?\b|\bdefenders?\b/g,
  },
  // Rules-text phrases made only of common words: without a token of their own they could
  // not be searched at all, since their words are stopwords.
  { key: 'ifyoudo', label: '"if you do"', pattern: /\bif (?:you|he or she|they|that player) (?:do|does)\b/g },
  { key: 'aslongas', label: '"as long as"', pattern: /\bas long as\b/g },
  { key: 'asthough', label: '"as though"', pattern: /\bas though\b/g },
  { key: 'anytime', label: '"any time"', pattern: /\bany ?time\b/g },
  { key: 'sametime', label: '"at the same time"', pattern: /\b(?:at the )?same time\b|\bsimultaneous(?:ly)?\b/g },
  { key: 'upto', label: '"up to"', pattern: /\bup to\b/g },
]

export interface ConceptHit {
  key: string
  start: number
  end: number
}

/** Every concept occurrence in normalised text, overlaps resolved in favour of the longer match. */
export function conceptHits(normalised: string): ConceptHit[] {
  const all: ConceptHit[] = []
  for (const c of CONCEPTS) {
    c.pattern.lastIndex = 0
    for (const m of normalised.matchAll(c.pattern)) {
      if (m[0].length === 0) continue
      all.push({ key: c.key, start: m.index, end: m.index + m[0].length })
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start))
  const out: ConceptHit[] = []
  for (const h of all) {
    const last = out[out.length - 1]
    if (last && h.start < last.end) {
      // overlapping: keep the longer ("comes into play" beats "into play")
      if (h.end - h.start > last.end - last.start) out[out.length - 1] = h
      continue
    }
    out.push(h)
  }
  return out
}

export const conceptToken = (key: string): string => `_${key}`
