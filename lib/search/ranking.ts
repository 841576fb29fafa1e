/**
 * The ranking's weights, in one place: the engine reads them from here, and the tuning script
 * (`scripts/tune-ranking.ts`) tries others on the development questions and reports the held-out ones.
 * Each value says how much one kind of evidence counts; docs/log.md says why each exists.
 */
export interface Ranking {
  /** A word in a title counts this many times a word in a body. */
  title: number
  /** A long title (a FAQ question: more than `longTitleWords` words) is more like a first sentence than a heading: its words count at this share. */
  longTitle: number
  longTitleWords: number
  /** A word only in a rule's examples counts this many times a word in what it says: examples show, the rule says. */
  example: number
  /**
   * A word only in the situations written for a node (what people say happened, that it answers) counts this many
   * times a word in what it says: the node's own words say it, the situations say how people put it.
   */
  situation: number
  /** A word in the first half of a body (FlexSearch's first position bucket): what a rule says first is what it is about. */
  firstHalf: number
  /** Body length normalisation: a word counts 1 / (1 + this x log2(1 + length / average)). */
  lengthNorm: number
  /** A node's score is multiplied by (share of the query's idf it covers) to this power. */
  coverage: number
  /**
   * A word's alternatives weighted below this (an era phrase's literal words) neither count in its document
   * frequency nor cover it: they break ties (`tie`).
   */
  weakAlt: number
  /** A title that says exactly the query (a glossary term, a keyword heading). */
  titleIsQuery: number
  /** ... and when that title is a card's name (a card node), its rulings come before rules mentioning the card. */
  cardNamed: number
  /**
   * A card whose whole name the query spells, typos allowed (Scryfall's names, bulk.ts `spellCard`), counts as a
   * title saying every word of the query, named, and this much more: before a card whose name holds one word more.
   */
  cardSpelled: number
  /** A heading (a title of at most `longTitleWords` words, or a card's name, however long) the query fills only in part counts from this share up to full. */
  titlePartial: number
  /** A heading with no text of its own is navigation: it ranks at this share. */
  heading: number
  /** ... and hands this share of its score to its first child (the rule about its subject). */
  headingChild: number
  /** A rule inside a section whose title has a query word counts the word at this share (702.7b is about First Strike). */
  context: number
  /** Sections with more rules than this are chapters of the game, not a topic: their titles lend nothing. */
  contextMax: number
  /** A rule's score grows by this x the share of the best hits' score its rule family holds (509.1 with 509.1a-i) ... */
  sectionVote: number
  /** ... among the best `voteTop` hits, counting at most `voteCap` members of one family. */
  voteTop: number
  voteCap: number
  /** A glossary term the query names whole hands the rules it cites this share of its score. */
  see: number
  /**
   * Beside the newest version in scope of a series: a document of the same family in no series and older (a partial
   * paste of a superseded version) ranks at this share ...
   */
  superseded: number
  /** ... and another document dated more than `staleYears` years before the newest version of any series in scope, or undated, at this one. */
  notInForce: number
  staleYears: number
  /** A rule of three or four words (quantised length <= stubLen) ranks at this share: it names the kind of ability. */
  stubLen: number
  stub: number
  /** Rules of a division that says it holds optional rules (CR chapters 8 and 9) rank at this share unless the query names a heading above them. */
  variant: number
  /** The words of an era phrase count at this share beside the phrase's concept token. */
  conceptWord: number
  /** Words that frame a question ("how does X work") count at this share. */
  framing: number
  /** An era phrase's literal words break ties between its spellings at this share. */
  tie: number
  /** A vocabulary word the typed word begins, and a word one or two typos away. */
  prefix: number
  typo: number
  /** ... unless one reading is closer than every other: that is the word the player meant ("indestructable"). */
  typoSure: number
  /**
   * Which publication the question is about: each version of a series in scope ranks by (how densely it holds the
   * query's words / the densest one's) to this power ...
   */
  publication: number
  /** ... a word's density (the share of its nodes holding it) counting d / (d + publicationK). */
  publicationK: number
  /**
   * A situation word counts by how many of its section's situations say it (tf, up to situations.ts TF_SLOTS):
   * tf x (1 + this) / (tf + this), BM25's saturating term frequency, 1 for a word said once.
   */
  situationTf: number
  /**
   * A query word a node holds only in a situation, and there once, covers this share of its idf (`coverage`): one
   * situation saying it in passing ("Sylvan Library's two extra draws") is not the rule saying the query.
   */
  onceCover: number
  /**
   * A Korean query word also searches its starts, its particles and endings cut ("생물은" also "생물", cjk.ts): the
   * longest start at this share, each shorter one at this share of the one before.
   */
  wordStart: number
}

export const RANKING: Readonly<Ranking> = Object.freeze({
  title: 3,
  longTitle: 0.7,
  longTitleWords: 4,
  example: 0.3,
  situation: 0.3,
  firstHalf: 1.6,
  lengthNorm: 0.35,
  coverage: 2,
  weakAlt: 0.5,
  titleIsQuery: 1.6,
  cardNamed: 4,
  cardSpelled: 1.5,
  titlePartial: 0.3,
  heading: 0.5,
  headingChild: 0.95,
  context: 1,
  contextMax: 60,
  sectionVote: 2,
  voteTop: 30,
  voteCap: 3,
  see: 0.9,
  superseded: 0.4,
  notInForce: 0.6,
  staleYears: 5,
  stubLen: 9,
  stub: 0.7,
  variant: 0.6,
  conceptWord: 0.25,
  framing: 0.3,
  tie: 0.1,
  prefix: 0.75,
  typo: 0.6,
  typoSure: 0.95,
  publication: 0.3,
  publicationK: 0.01,
  situationTf: 5,
  onceCover: 0.8,
  wordStart: 0.9,
})
