/**
 * Bulk files of Scryfall's shape at any size, for tests and the bench: `oracle_cards` (one card object per line of
 * a JSON array, single-faced cards and two-faced ones with `card_faces`, every field the real API objects in
 * ../shared/corpora/cards/ carry) and `rulings` (one ruling object per line: some cards with many, some with none,
 * `wotc` and `scryfall` sources). Deterministic from a seed: card `i` is worked out from (seed, i) alone, so a
 * file of 35,000 cards is written line by line without holding the cards, and its rulings can name any card.
 * Pure: no I/O (scripts/generate-bulk.ts writes the files).
 */

export interface BulkOptions {
  /** How many cards in oracle_cards. */
  cards: number
  /** Same seed, same files. Default 1. */
  seed?: number
  /** Rulings per card on average (Scryfall: about 75,000 for 35,000 cards). Default 2.15. */
  rulingsPerCard?: number
  /** Share of cards with two faces (`card_faces`). Default 0.06. */
  twoFacedShare?: number
  /** Rulings whose oracle_id is no card of the file (Scryfall's rulings also cover cards oracle_cards leaves out). Default 0. */
  orphanRulings?: number
}

export interface CardFace {
  object: 'card_face'
  name: string
  mana_cost: string
  type_line: string
  oracle_text: string
  power?: string
  toughness?: string
  loyalty?: string
  colors?: string[]
  artist?: string
  illustration_id?: string
  image_uris?: Record<string, string>
}

/** A card object of Scryfall's API, as far as the generator writes one (real objects have more fields). */
export interface ScryfallCard {
  object: 'card'
  id: string
  oracle_id: string
  name: string
  layout: string
  mana_cost?: string
  type_line: string
  oracle_text?: string
  power?: string
  toughness?: string
  loyalty?: string
  card_faces?: CardFace[]
  [field: string]: unknown
}

export interface ScryfallRuling {
  object: 'ruling'
  oracle_id: string
  source: 'wotc' | 'scryfall'
  published_at: string
  comment: string
}

/** mulberry32: small, fast, and the same numbers on every machine (the card-search bench's typos use it too). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One independent stream per (seed, item, purpose), so card 12 is the same whatever the file's size. */
function streamFor(seed: number, index: number, purpose: number): () => number {
  let h = 2166136261 ^ seed
  for (const n of [index, purpose, seed * 31]) {
    h = Math.imul(h ^ (n & 0xffff), 16777619)
    h = Math.imul(h ^ (n >>> 16), 16777619)
  }
  return rng(h)
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]

function uuid(r: () => number): string {
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(r, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`
}

const ADJECTIVES = [
  'Ancient', 'Ashen', 'Blazing', 'Bloodthirsty', 'Brazen', 'Cloudborn', 'Crimson', 'Cunning', 'Dauntless', 'Dread',
  'Drowned', 'Elder', 'Ember', 'Feral', 'Fleeting', 'Frost', 'Gilded', 'Grim', 'Hallowed', 'Hollow', 'Iron',
  'Jade', 'Keen', 'Lost', 'Luminous', 'Mire', 'Molten', 'Moonlit', 'Nimble', 'Obsidian', 'Pale', 'Primal',
  'Quiet', 'Radiant', 'Restless', 'Runed', 'Savage', 'Shrouded', 'Silent', 'Silver', 'Skyward', 'Somber',
  'Spectral', 'Stalwart', 'Storm', 'Sunlit', 'Sylvan', 'Thorned', 'Thunder', 'Timeless', 'Twisted', 'Umbral',
  'Unyielding', 'Vengeful', 'Verdant', 'Vicious', 'Wandering', 'Whispering', 'Wild', 'Withered', 'Wrathful', 'Æther',
]
const NOUNS = [
  'Acolyte', 'Angel', 'Archivist', 'Bastion', 'Behemoth', 'Bloom', 'Cartographer', 'Chalice', 'Champion', 'Coffin',
  'Colossus', 'Conjurer', 'Crusader', 'Cultist', 'Drake', 'Duelist', 'Elemental', 'Envoy', 'Familiar', 'Fiend',
  'Gargoyle', 'Golem', 'Guardian', 'Harbinger', 'Herald', 'Hydra', 'Inquisitor', 'Juggernaut', 'Lancer', 'Leviathan',
  'Lich', 'Marauder', 'Mystic', 'Nomad', 'Oracle', 'Paragon', 'Pathfinder', 'Phoenix', 'Reaver', 'Revenant',
  'Sage', 'Sentinel', 'Seer', 'Serpent', 'Shaman', 'Skirmisher', 'Sovereign', 'Specter', 'Sphinx', 'Squire',
  'Strider', 'Tactician', 'Tempest', 'Titan', 'Tyrant', 'Vanguard', 'Vial', 'Visionary', 'Warden', 'Wurm',
]
const PLACES = [
  'Zendikar', 'the Wilds', 'the Depths', 'Stagnation', 'the Ninth Gate', 'Ash', 'the Lost Vault', 'Embers',
  'the Tides', 'Ruin', 'Dominaria', 'the Spires', 'Twilight', 'the Mire', 'Oblivion', 'Sorrows',
]
const SYLLABLES = ['ix', 'id', 'ron', 'tha', 'mor', 'ka', 'zel', 'vor', 'ul', 'esh', 'an', 'dra', 'qua', 'lis', 'tor', 'ny']
const FIRST_NAMES = ['Tawnos', 'Haakon', 'Mairsil', 'Gideon', 'Kaya', 'Teferi', 'Jhoira', 'Urza', 'Liliana', 'Sorin', 'Nissa', 'Ajani']
const SUBTYPES = ['Human Wizard', 'Elf Druid', 'Goblin Warrior', 'Eldrazi', 'Illusion', 'Spirit', 'Zombie', 'Angel', 'Dragon', 'Merfolk Rogue', 'Vampire Knight', 'Construct']
const KEYWORDS = ['Flying', 'Trample', 'Flash', 'Deathtouch', 'Lifelink', 'Vigilance', 'Haste', 'First strike', 'Reach', 'Menace', 'Hexproof', 'Defender']
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const
const SET_NAMES = ['Commander 2014', 'Masters Edition', 'Rise of the Eldrazi', 'Darksteel', 'Time Spiral', 'Khans of Tarkir', 'Dominaria', 'Innistrad', 'Zendikar Rising', 'Onslaught']
const ARTISTS = ['Terese Nielsen', 'Christopher Rush', 'Rebecca Guay', 'Kev Walker', 'Seb McKinnon', 'Magali Villeneuve']

const A = ADJECTIVES.length
const N = NOUNS.length
const P = PLACES.length
const S = SYLLABLES.length
const F = FIRST_NAMES.length
const word3 = (k: number) => capital(`${SYLLABLES[k % S]}${SYLLABLES[Math.floor(k / S) % S]}${SYLLABLES[Math.floor(k / S / S) % S]}`)

/** Name patterns, each owning a block of indexes; together they tile 0..NAME_SPACE-1, so names never repeat. */
const PATTERNS: Array<[number, (k: number) => string]> = [
  [A * N, (k) => `${ADJECTIVES[k % A]} ${NOUNS[Math.floor(k / A)]}`],
  [N * P, (k) => `${NOUNS[k % N]} of ${PLACES[Math.floor(k / N)]}`],
  [F * N, (k) => `${FIRST_NAMES[k % F]}'s ${NOUNS[Math.floor(k / F)]}`],
  [S * S * S, (k) => word3(k)],
  [F * A * N, (k) => `${FIRST_NAMES[k % F]}, ${ADJECTIVES[Math.floor(k / F) % A]} ${NOUNS[Math.floor(k / F / A)]}`],
  [A * N * P, (k) => `${ADJECTIVES[k % A]} ${NOUNS[Math.floor(k / A) % N]} of ${PLACES[Math.floor(k / A / N)]}`],
]
const NAME_SPACE = PATTERNS.reduce((n, [size]) => n + size, 0)
// A prime above NAME_SPACE: multiplying by it modulo NAME_SPACE is a bijection, so neighbours get unlike names.
const MIX = 1_000_003

/**
 * Card `i`'s name: unique by construction. The index is shuffled (a seeded bijection of the name space), then
 * falls in one pattern's block, whose words it picks; past the space's capacity a place and a count are added.
 */
export function cardName(seed: number, i: number): string {
  const round = Math.floor(i / NAME_SPACE)
  let k = Number((BigInt(i % NAME_SPACE) * BigInt(MIX) + BigInt(seed >>> 0)) % BigInt(NAME_SPACE))
  for (const [size, make] of PATTERNS) {
    if (k < size) return round === 0 ? make(k) : `${make(k)}, ${PLACES[round % P]} ${Math.floor(round / P) + 1}`
    k -= size
  }
  throw new Error('unreachable: the patterns tile the name space')
}

/** A back face's name: a pattern no front face uses ("Ixthamor Wurm"), unique per card up to S^3 * N cards. */
function backFaceName(seed: number, i: number): string {
  const space = S * S * S * N
  const k = Number((BigInt(i % space) * BigInt(MIX) + BigInt((seed * 31) >>> 0)) % BigInt(space))
  return `${word3(k % (S * S * S))} ${NOUNS[Math.floor(k / (S * S * S))]}`
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function manaCost(r: () => number, colors: string[]): { cost: string; cmc: number } {
  const generic = Math.floor(r() * 5)
  const pips = colors.flatMap((c) => Array.from({ length: 1 + Math.floor(r() * 2) }, () => c))
  return { cost: `${generic ? `{${generic}}` : ''}${pips.map((c) => `{${c}}`).join('')}`, cmc: generic + pips.length }
}

const ABILITIES = [
  (n: string) => `When ${n} enters the battlefield, draw a card.`,
  (n: string) => `Whenever ${n} attacks, target creature an opponent controls gets -1/-1 until end of turn.`,
  () => `{T}: Add one mana of any color.`,
  (n: string) => `${n} can't be blocked by creatures with power 2 or less.`,
  () => `Sacrifice a creature: Scry 1.`,
  (n: string) => `At the beginning of your upkeep, you may put a charge counter on ${n}.`,
  () => `Other creatures you control get +1/+1.`,
  (n: string) => `When ${n} dies, return target creature card with mana value 2 or less from your graveyard to your hand.`,
  () => `{2}, {T}: Exile target card from a graveyard.`,
  () => `Spells your opponents cast that target a creature you control cost {1} more to cast.`,
]
const SPELL_TEXT = [
  () => `Counter target spell unless its controller pays {3}.`,
  () => `Destroy target creature. It can't be regenerated.`,
  () => `Target player draws two cards, then discards a card.`,
  () => `Return target nonland permanent to its owner's hand.`,
  () => `Prevent all combat damage that would be dealt this turn.`,
  () => `Create two 1/1 white Soldier creature tokens.`,
]

interface Face {
  name: string
  mana_cost: string
  cmc: number
  type_line: string
  oracle_text: string
  power?: string
  toughness?: string
  loyalty?: string
  colors: string[]
}

function face(r: () => number, name: string, kind: 'creature' | 'spell' | 'artifact' | 'planeswalker'): Face {
  const colors = kind === 'artifact' ? [] : [pick(r, COLORS), ...(r() < 0.2 ? [pick(r, COLORS)] : [])].filter((c, i, a) => a.indexOf(c) === i)
  const { cost, cmc } = manaCost(r, colors)
  const lines: string[] = []
  if (kind === 'creature') {
    if (r() < 0.6) lines.push([pick(r, KEYWORDS), ...(r() < 0.3 ? [pick(r, KEYWORDS).toLowerCase()] : [])].filter((k, i, a) => a.indexOf(k) === i).join(', '))
    for (let n = 1 + Math.floor(r() * 2); n > 0; n--) lines.push(pick(r, ABILITIES)(name))
    if (r() < 0.3) lines.push('(This creature can block only creatures with flying.)')
    const p = Math.floor(r() * 7)
    return { name, mana_cost: cost, cmc, type_line: `${r() < 0.15 ? 'Legendary ' : ''}Creature — ${pick(r, SUBTYPES)}`, oracle_text: lines.join('\n'), power: r() < 0.05 ? '*' : String(p), toughness: r() < 0.05 ? '*' : String(1 + Math.floor(r() * 7)), colors }
  }
  if (kind === 'planeswalker') {
    const who = name.split(/[ ,]/)[0]
    lines.push(`+1: Scry 2.`, `−2: ${name} deals 3 damage to target creature.`, `−7: You get an emblem with "Creatures you control have ${pick(r, KEYWORDS).toLowerCase()}."`)
    return { name, mana_cost: cost, cmc, type_line: `Legendary Planeswalker — ${who}`, oracle_text: lines.join('\n'), loyalty: String(3 + Math.floor(r() * 3)), colors }
  }
  if (kind === 'artifact') {
    for (let n = 1 + Math.floor(r() * 2); n > 0; n--) lines.push(pick(r, ABILITIES)(name))
    return { name, mana_cost: cost, cmc, type_line: r() < 0.3 ? 'Artifact — Equipment' : 'Artifact', oracle_text: lines.join('\n'), colors }
  }
  lines.push(pick(r, SPELL_TEXT)())
  if (r() < 0.3) lines.push(`Flashback {${2 + Math.floor(r() * 3)}}{${pick(r, COLORS)}} (You may cast this card from your graveyard for its flashback cost. Then exile it.)`)
  return { name, mana_cost: cost, cmc, type_line: r() < 0.5 ? 'Instant' : 'Sorcery', oracle_text: lines.join('\n'), colors }
}

function imageUris(set: string, number: number, stamp: number): Record<string, string> {
  const at = (size: string, ext = 'jpg') => `https://img.scryfall.com/cards/${size}/en/${set}/${number}.${ext}?${stamp}`
  return { small: at('small'), normal: at('normal'), large: at('large'), png: at('png', 'png'), art_crop: at('art_crop'), border_crop: at('border_crop') }
}

function isoDate(r: () => number, from: number, to: number): string {
  const day = from + Math.floor(r() * (to - from))
  return new Date(day * 86400000).toISOString().slice(0, 10)
}

const DAY_2004 = Date.UTC(2004, 0, 1) / 86400000
const DAY_2024 = Date.UTC(2024, 11, 31) / 86400000
const DAY_1993 = Date.UTC(1993, 7, 5) / 86400000

/** Card `i` of the bulk made with this seed. */
export function generateCard(seed: number, i: number, twoFacedShare = 0.06): ScryfallCard {
  const r = streamFor(seed, i, 1)
  const id = uuid(r)
  const oracleId = uuid(r)
  const name = cardName(seed, i)
  const set = pick(r, SET_NAMES)
  const setCode = set.replace(/[^A-Z0-9]/gi, '').slice(0, 3).toLowerCase()
  const number = 1 + Math.floor(r() * 300)
  const stamp = 1500000000 + Math.floor(r() * 40000000)
  const multiverse = 100000 + Math.floor(r() * 500000)
  const mtgo = 20000 + Math.floor(r() * 60000)
  const twoFaced = r() < twoFacedShare
  const kindRoll = r()
  const kind = kindRoll < 0.55 ? 'creature' : kindRoll < 0.8 ? 'spell' : kindRoll < 0.95 ? 'artifact' : 'planeswalker'
  const slugName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const released = isoDate(r, DAY_1993, DAY_2024)

  let layout = 'normal'
  let top: Partial<ScryfallCard> & { cmc: number; colors: string[] }
  let faces: CardFace[] | undefined
  let fullName = name
  if (twoFaced) {
    const backName = backFaceName(seed, i)
    fullName = `${name} // ${backName}`
    layout = pick(r, ['transform', 'modal_dfc', 'split', 'adventure'])
    const front = face(r, name, layout === 'split' ? 'spell' : 'creature')
    const back = face(r, backName, layout === 'transform' ? 'creature' : 'spell')
    if (layout === 'transform') back.mana_cost = ''
    const faceImages = layout === 'transform' || layout === 'modal_dfc'
    faces = [front, back].map((f, n) => ({
      object: 'card_face' as const,
      name: f.name,
      mana_cost: f.mana_cost,
      type_line: f.type_line,
      oracle_text: f.oracle_text,
      ...(f.power !== undefined ? { power: f.power, toughness: f.toughness } : {}),
      ...(f.loyalty !== undefined ? { loyalty: f.loyalty } : {}),
      ...(faceImages ? { colors: f.colors, artist: pick(r, ARTISTS), illustration_id: uuid(r), image_uris: imageUris(setCode, number * 10 + n, stamp) } : {}),
    }))
    const colors = [...new Set([...front.colors, ...back.colors])]
    top = {
      cmc: front.cmc + (layout === 'split' ? back.cmc : 0),
      type_line: `${front.type_line} // ${back.type_line}`,
      colors,
      ...(layout === 'split' || layout === 'adventure' ? { mana_cost: `${front.mana_cost} // ${back.mana_cost}` } : {}),
    }
  } else {
    const f = face(r, name, kind)
    top = {
      mana_cost: f.mana_cost,
      cmc: f.cmc,
      type_line: f.type_line,
      oracle_text: f.oracle_text,
      ...(f.power !== undefined ? { power: f.power, toughness: f.toughness } : {}),
      ...(f.loyalty !== undefined ? { loyalty: f.loyalty } : {}),
      colors: f.colors,
    }
  }
  const usd = r() < 0.8 ? (r() * 20).toFixed(2) : null
  const eur = (Number(usd) * 0.9).toFixed(2)
  const tix = (r() * 2).toFixed(2)
  const encoded = encodeURIComponent(fullName).replace(/%20/g, '+')
  // Field order as the API writes it (../shared/corpora/cards/scryfall-card-*.json).
  const card: ScryfallCard = {
    object: 'card',
    id,
    oracle_id: oracleId,
    multiverse_ids: [multiverse],
    mtgo_id: mtgo,
    mtgo_foil_id: mtgo + 1,
    tcgplayer_id: 1000 + Math.floor(r() * 200000),
    name: fullName,
    lang: 'en',
    released_at: released,
    uri: `https://api.scryfall.com/cards/${id}`,
    scryfall_uri: `https://scryfall.com/card/${setCode}/${number}/${slugName}?utm_source=api`,
    layout,
    highres_image: true,
    ...(faces && (layout === 'transform' || layout === 'modal_dfc') ? {} : { image_uris: imageUris(setCode, number, stamp) }),
    ...(top.mana_cost !== undefined ? { mana_cost: top.mana_cost } : {}),
    cmc: top.cmc,
    type_line: top.type_line!,
    ...(top.oracle_text !== undefined ? { oracle_text: top.oracle_text } : {}),
    ...(top.power !== undefined ? { power: top.power, toughness: top.toughness } : {}),
    ...(top.loyalty !== undefined ? { loyalty: top.loyalty } : {}),
    ...(faces ? { card_faces: faces } : {}),
    colors: top.colors,
    color_identity: top.colors,
    keywords: KEYWORDS.filter((k) => (top.oracle_text ?? faces?.map((f) => f.oracle_text).join('\n') ?? '').includes(k)),
    legalities: Object.fromEntries(
      ['standard', 'future', 'frontier', 'modern', 'legacy', 'pauper', 'vintage', 'penny', 'commander', 'duel', 'oldschool'].map((f) => [f, r() < 0.5 ? 'legal' : 'not_legal']),
    ),
    games: r() < 0.5 ? ['mtgo', 'paper'] : ['paper'],
    reserved: r() < 0.03,
    foil: r() < 0.5,
    nonfoil: true,
    oversized: false,
    promo: false,
    reprint: r() < 0.4,
    set: setCode,
    set_name: set,
    set_uri: `https://api.scryfall.com/sets/${uuid(r)}`,
    set_search_uri: `https://api.scryfall.com/cards/search?order=set&q=e%3A${setCode}&unique=prints`,
    scryfall_set_uri: `https://scryfall.com/sets/${setCode}?utm_source=api`,
    rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`,
    prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${oracleId}&unique=prints`,
    collector_number: String(number),
    digital: false,
    rarity: pick(r, ['common', 'uncommon', 'rare', 'mythic']),
    ...(faces ? {} : { illustration_id: uuid(r), artist: pick(r, ARTISTS) }),
    border_color: 'black',
    frame: pick(r, ['1993', '1997', '2003', '2015']),
    frame_effect: '',
    full_art: false,
    story_spotlight: false,
    edhrec_rank: 1 + Math.floor(r() * 20000),
    ...(usd ? { usd, eur } : {}),
    tix,
    prices: { usd, usd_foil: null, eur: usd ? eur : null, tix },
    related_uris: {
      gatherer: `http://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${multiverse}`,
      tcgplayer_decks: `https://decks.tcgplayer.com/magic/deck/search?contains=${encoded}&page=1&partner=Scryfall&utm_campaign=affiliate&utm_medium=scryfall&utm_source=scryfall`,
      edhrec: `http://edhrec.com/route/?cc=${encoded}`,
      mtgtop8: `http://mtgtop8.com/search?MD_check=1&SB_check=1&cards=${encoded}`,
    },
    purchase_uris: {
      tcgplayer: `https://shop.tcgplayer.com/magic/${set.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${slugName}?partner=Scryfall&utm_campaign=affiliate&utm_medium=scryfall&utm_source=scryfall`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=${encoded}`,
      cardhoarder: `https://www.cardhoarder.com/cards/${mtgo}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall`,
    },
  }
  return card
}

const RULING_TEXT = [
  (n: string) => `If ${n} leaves the battlefield before its ability resolves, the ability still resolves.`,
  (n: string) => `${n}’s ability triggers only once each turn, no matter how many creatures attack.`,
  () => `The controller of a face-down creature can look at it at any time. Other players can’t.`,
  (n: string) => `You turn the creatures face down *as* ${n} enters the battlefield. There is never a moment when they are face up.`,
  () => `If the target creature is an illegal target as the ability tries to resolve, it won’t resolve. No player gains life.`,
  () => `A creature with trample that’s blocked by a creature with deathtouch must assign lethal damage to the blocker; see rule 702.19c.`,
  () => `Mana value is determined only by the mana cost. Ignore any alternative costs or additional costs (see rule 202.3).`,
  (n: string) => `If ${n} is copied, the copy has the same “enters the battlefield” ability. The copy is a token.`,
  () => `This is a change from previous rules: damage is no longer put on the stack. See rule 510.2.`,
  (n: string, other: string) => `${n} and ${other} can both be on the battlefield; each player chooses the order their abilities resolve in.`,
  (n: string, other: string) => `If you control ${other}, you may still activate ${n}’s ability.`,
  () => `The effect doesn’t care what types the card has after it is exiled, only that it was a creature while on the battlefield.`,
  () => `Layers determine how continuous effects apply (see rule 613). Effects that set power and toughness apply before counters.`,
  () => `Because the new wording doesn’t use phasing, the card will have summoning sickness upon its return to the battlefield.`,
  () => `If a spell with flash is cast during an opponent’s turn, it still resolves as normal.`,
  (n: string) => `Once ${n} has been put onto the battlefield, it’s not affected by the spell that put it there.`,
]

/** How many rulings card `i` has: most none or few, a few many (Scryfall's spread), averaging `perCard`. */
function rulingCount(seed: number, i: number, perCard: number): number {
  const r = streamFor(seed, i, 2)
  const roll = r()
  if (roll < 0.45) return 0
  if (roll > 0.97) return Math.round(perCard * 4 + r() * perCard * 4)
  // The middle band carries the rest of the average: (perCard - 0.03*6*perCard) / 0.52.
  const mid = Math.max(1, (perCard * (1 - 0.18)) / 0.52)
  return 1 + Math.floor(r() * (2 * mid - 1))
}

/** Card `i`'s rulings, newest first as the API lists them. */
export function generateRulings(seed: number, i: number, cardCount: number, perCard = 2.15, twoFacedShare = 0.06): ScryfallRuling[] {
  const n = rulingCount(seed, i, perCard)
  if (n === 0) return []
  const card = generateCard(seed, i, twoFacedShare)
  const name = card.name.split(' // ')[0]
  const r = streamFor(seed, i, 3)
  const out: ScryfallRuling[] = []
  for (let k = 0; k < n; k++) {
    const other = cardName(seed, Math.floor(r() * cardCount))
    out.push({
      object: 'ruling',
      oracle_id: card.oracle_id,
      source: r() < 0.88 ? 'wotc' : 'scryfall',
      published_at: isoDate(r, DAY_2004, DAY_2024),
      comment: pick(r, RULING_TEXT)(name, other === name ? 'Haakon, Stromgald Scourge' : other),
    })
  }
  return out.sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : 0))
}

/** The API writes `&` as `\u0026` inside strings (see the real samples); bulk files do the same. */
export function apiJson(value: unknown): string {
  return JSON.stringify(value).replace(/&/g, '\\u0026')
}

/** Lines of an array file as Scryfall writes its bulk: `[`, one object per line ending in `,` but the last, `]`. */
function* arrayLines<T>(items: Iterable<T>): Generator<string> {
  yield '['
  let previous: string | null = null
  for (const item of items) {
    if (previous !== null) yield `${previous},`
    previous = apiJson(item)
  }
  if (previous !== null) yield previous
  yield ']'
}

function* cards(options: BulkOptions): Generator<ScryfallCard> {
  const seed = options.seed ?? 1
  for (let i = 0; i < options.cards; i++) yield generateCard(seed, i, options.twoFacedShare)
}

function* rulings(options: BulkOptions): Generator<ScryfallRuling> {
  const seed = options.seed ?? 1
  for (let i = 0; i < options.cards; i++) yield* generateRulings(seed, i, options.cards, options.rulingsPerCard, options.twoFacedShare)
  const r = streamFor(seed, options.cards, 4)
  for (let k = 0; k < (options.orphanRulings ?? 0); k++) {
    yield { object: 'ruling', oracle_id: uuid(r), source: 'wotc', published_at: isoDate(r, DAY_2004, DAY_2024), comment: `A ruling about a card that is in no card file (${k + 1}).` }
  }
}

/** The oracle_cards file, line by line (no line ends: join with "\n" and end with one). */
export function oracleCardsLines(options: BulkOptions): Generator<string> {
  return arrayLines(cards(options))
}

/** The rulings file, line by line. */
export function rulingsLines(options: BulkOptions): Generator<string> {
  return arrayLines(rulings(options))
}

/** Both files as strings: for tests, at sizes a test can hold. */
export function generateBulk(options: BulkOptions): { oracleCards: string; rulings: string } {
  return { oracleCards: [...oracleCardsLines(options)].join('\n') + '\n', rulings: [...rulingsLines(options)].join('\n') + '\n' }
}

/** One card's rulings as the API answers `GET /cards/:id/rulings`. */
export function rulingsList(items: ScryfallRuling[]): string {
  return apiJson({ object: 'list', has_more: false, data: items })
}
