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
    pattern: /\b(?:enter|enters|entered|entering)[- ](?:the[- ])?battlefield\b|\b(?:come|comes|came|coming)[- ]into[- ]play\b|\betbs?\b/g,
  },
  {
    key: 'ltb',
    label: 'leaves the battlefield / leaves play',
    pattern: /\b(?:leave|leaves|left|leaving)[- ](?:the[- ]battlefield|play)\b|\bltbs?\b/g,
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
    // "defender" alone is today's keyword (702.3), the word players type; the 1994 summary's "defender" for a
    // blocker still meets "block" through "defending creature"
    pattern: /\bblock(?:s|ed|ing|er|ers)?\b|\bdefending creatures?\b/g,
  },
  // Players' words for what the rules spell out (a player asks about "summoning sickness"; the rule says
  // "under their control continuously since their most recent turn began").
  {
    key: 'sick',
    label: 'summoning sickness / controlled continuously since the most recent turn began',
    pattern: /\bsummoning[- ]sick(?:ness)?\b|\bsummoning sickness rule\b|\bcontrol(?:led)? (?:[a-z]+ ){0,4}continuously since (?:their|its|his or her|that players|the) most recent turn began\b/g,
  },
  {
    key: 'legendrule',
    label: 'legend rule / two legendary permanents with the same name',
    pattern: /\blegend rule\b|\blegendary permanents with the same name\b/g,
  },
  {
    key: 'zeroloyalty',
    label: 'zero loyalty / loyalty 0',
    pattern: /\b(?:zero|0|no) loyalty\b|\bloyalty (?:0|of 0|zero)\b/g,
  },
  {
    key: 'emptylibrary',
    label: 'empty deck / a library with no cards in it',
    pattern: /\bempty (?:deck|library)\b|\b(?:deck|library) is empty\b|\blibrary with no cards(?: in it)?\b|\bdecked\b/g,
  },
  {
    key: 'protection',
    label: 'pro red / protection from red',
    keep: /^(?:white|blue|black|red|green|artifacts?|creatures?|everything)$/,
    pattern: /\bpro (?:white|blue|black|red|green|artifacts?|creatures?|everything)\b|\bprotection(?: from)?\b/g,
  },
  { key: 'flying', label: 'flyers / flying', pattern: /\bfl[yi]ers?\b|\bflying\b/g },
  {
    key: 'bounce',
    label: 'bounce / return to its owner\'s hand / move from one zone to another',
    pattern: /\bbounc(?:e|es|ed|ing)\b|\breturn(?:s|ed)? (?:[a-z]+ ){0,3}to (?:its|their|your) owners? hand\b|\bfrom one zone to another\b/g,
  },
  // players say "on my opponent's turn"; the rules say "if it isn't their turn"
  {
    key: 'offturn',
    label: "an opponent's turn / when it isn't their turn",
    pattern: /\bopponents? turns?\b|\b(?:isnt|is not|not) (?:their|your|his or her|that players|its controllers) (?:own )?turn\b/g,
  },
  { key: 'losegame', label: 'lose the game / it kills you', pattern: /\b(?:lose|loses|lost|losing) the game\b|\bkills? you\b/g },
  // "+1/+1" has no word a tokenizer keeps; players also say it aloud
  { key: 'plusone', label: '+1/+1 / plus one', pattern: /\+1\/\+1|\bplus ones?\b/g },
  { key: 'minusone', label: '-1/-1 / minus one', pattern: /-1\/-1|\bminus ones?\b/g },
  { key: 'allplayers', label: 'everyone / all players', pattern: /\beveryone\b|\beverybody\b|\ball players\b/g },
  {
    key: 'damageoff',
    label: 'damage wears off / damage marked on permanents is removed',
    pattern: /\bdamage\b[^.]{0,60}?\b(?:wears? off|go(?:es)? away|(?:is|are) removed)\b/g,
  },
  // who goes first: players say "on the play", "play or draw"; the rules say "takes the first turn", "plays first"
  {
    key: 'firstturn',
    label: 'goes first / on the play / takes the first turn',
    pattern: /\bgo(?:es|ing)? first\b|\b(?:plays?|played) first\b|\bon the play\b|\b(?:play or draw|draw or play)\b|\btakes? the first turn\b|\bstarting player\b/g,
  },
  // "instant speed" / "sorcery speed": the rules say "as a sorcery", "any time they could cast an instant"
  {
    key: 'timing',
    label: 'instant speed, sorcery speed / only as a sorcery',
    pattern: /\b(?:instant|sorcery)[- ]speed\b|\b(?:only )?as (?:a sorcery|an instant)\b|\bany time (?:you|they|a player|that player|he or she) could cast (?:a sorcery|an instant)\b/g,
  },
  { key: 'openinghand', label: 'opening hand / starting hand size', pattern: /\bopening hands?\b|\bstarting hand(?: size)?\b/g },
  // Rules-text phrases made only of common words: without a token of their own they could
  // not be searched at all, since their words are stopwords.
  { key: 'ifyoudo', label: '"if you do"', pattern: /\bif (?:you|he or she|they|that player) (?:do|does)\b/g },
  { key: 'aslongas', label: '"as long as"', pattern: /\bas long as\b/g },
  { key: 'asthough', label: '"as though"', pattern: /\bas though\b/g },
  { key: 'anytime', label: '"any time"', pattern: /\bany ?time\b/g },
  { key: 'sametime', label: '"at the same time"', pattern: /\b(?:at the )?same time\b|\bsimultaneous(?:ly)?\b|\bat once\b/g },
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
