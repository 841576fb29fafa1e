import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectFamily } from '../index.js'
import { expectParsesOrRefuses, testFixtures } from '../test-kit.js'
import { cardNamesFormat } from './index.js'
import { cardLocal, parseCardNames } from './parse.js'

describe('cardnames: card names in another language', () => {
  it('exports its family', () => {
    expect(Object.keys(cardNamesFormat).sort()).toEqual(['detect', 'id', 'name', 'parse'])
    expect(cardNamesFormat.id).toBe('cardnames')
  })
  testFixtures(join(import.meta.dirname, 'fixtures'), cardNamesFormat)
  it('is detected by its layout, and detects no other family\'s JSON or text', () => {
    expect(detectFamily('[\n  {"name":"Lightning Bolt","jpname":"稲妻"}\n]\n').family?.id).toBe('cardnames')
    expect(detectFamily('english_name\tchinese_simplified_name\nLightning Bolt\t闪电击\n').family?.id).toBe('cardnames')
    expect(cardNamesFormat.detect('[{"object":"card","name":"Lightning Bolt","oracle_id":"x"}]')).toBe(0)
    expect(cardNamesFormat.detect('100.1. These Magic rules apply to any Magic game')).toBe(0)
  })
  it('keys a card by its English name, a second printed name apart', () => {
    const r = parseCardNames('english_name\tchinese_simplified_name\nLightning Bolt\t闪电击\nLightning Bolt\t闪电箭\n')
    expect(r.children.map((b) => b.local)).toEqual(['lightning-bolt', 'lightning-bolt-2'])
    expect(cardLocal('Æther Vial')).toBe('aether-vial')
  })
  it('parses or refuses, never anything else', () => {
    for (const t of ['[', '[{"name":"x"}]', 'english_name\tfoo\n', '[{"name":"A","jpname":"あ"},', '']) expectParsesOrRefuses(cardNamesFormat, t)
  })
})
