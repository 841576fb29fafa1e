/**
 * Wizards' article pages drew mana symbols as small images (`.../manasymbols/colorless3.gif`,
 * `black-green.gif`, `tap.gif`), so an archive export writes a card's cost as a row of images.
 * Those images are words of the card (its cost, the cost of an ability), not decoration: each
 * becomes the symbol in the braces the Comprehensive Rules use (`{3}`, `{B/G}`, `{T}`).
 */

const COLOURS: Record<string, string> = {
  white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C', snow: 'S', phyrexian: 'P',
  w: 'W', u: 'U', b: 'B', r: 'R', g: 'G', c: 'C', s: 'S', p: 'P', x: 'X', y: 'Y', z: 'Z',
}
const WHOLE: Record<string, string> = { tap: '{T}', untap: '{Q}', energy: '{E}', chaos: '{CHAOS}', half: '{½}', infinity: '{∞}' }

/** An image address or `alt` that names a mana symbol -> the symbol in braces; anything else -> null. */
export function manaSymbol(url: string, alt = ''): string | null {
  const file = /\/mana-?symbols?\/([a-z0-9_-]+)\.(?:gif|png|svg|jpe?g)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  if (file) return symbolOf(file)
  // An HTML page may keep the symbol in the image's alt text: `<img alt="{2}">`, `<img alt="2">` beside a mana class.
  const braced = /^\s*(\{[0-9WUBRGCSXYZPTQE/½∞]{1,5}\})\s*$/i.exec(alt)
  return braced ? braced[1].toUpperCase() : null
}

function symbolOf(name: string): string | null {
  if (WHOLE[name]) return WHOLE[name]
  // `colorless3`, `colorless16`: a generic amount.
  const generic = /^colorless(\d{1,2})$/.exec(name)
  if (generic) return `{${generic[1]}}`
  if (/^\d{1,2}$/.test(name)) return `{${name}}`
  // `black-green`, `2-white`, `white-phyrexian`: a hybrid or Phyrexian symbol, parts joined by `/`.
  const parts = name.split(/[-_]/)
  const letters: string[] = []
  for (const part of parts) {
    if (/^\d{1,2}$/.test(part)) letters.push(part)
    else if (COLOURS[part]) letters.push(COLOURS[part])
    else return null
  }
  return letters.length ? `{${letters.join('/')}}` : null
}
