import { describe, expect, it } from 'vitest'
import { cardKey } from './card-key.js'

describe('cardKey', () => {
  it('gives one key for the ways a name is written', () => {
    expect(cardKey('Haakon, Stromgald Scourge')).toBe('haakon-stromgald-scourge')
    expect(cardKey('Æther Vial')).toBe(cardKey('Aether Vial'))
    expect(cardKey('Death-Mask Duplicant')).toBe('death-mask-duplicant')
    expect(cardKey("Gaea's Cradle")).toBe(cardKey('Gaea’s Cradle'))
    expect(cardKey('Lim-Dûl the Necromancer')).toBe('lim-dul-the-necromancer')
  })
})
