import { describe, expect, it } from 'vitest'
import { isRuleNumber, numberKey, splitNumbers } from './numbers.js'
import { fixtureEngine, fixtureGraph } from './test-helpers.js'

describe('rule number parsing', () => {
  it('recognises CR, rulings and ruling-entry numbers in any case, trailing period allowed', () => {
    for (const n of ['419.6a', '419.6a.', 'T.10.10', 't.10.10', 'T.1.Ruling.2', '702.19b', '502', '502.2.', 'G1.1a', 'g1.1a']) expect(isRuleNumber(n), n).toBe(true)
    for (const n of ['trample', '6/6', '2', 'a.b', '419.6aa', '<script>']) expect(isRuleNumber(n), n).toBe(false)
    expect(numberKey('T.1.Ruling.2.')).toBe('t.1.ruling.2')
  })

  it('takes "cr" / "rule" as hints only next to a number', () => {
    expect(splitNumbers('cr 502.9d')).toEqual({ numbers: ['502.9d'], sections: [], preferCr: true, rest: '' })
    expect(splitNumbers('rule of law').numbers).toEqual([])
    expect(splitNumbers('rule of law').rest).toBe('rule of law')
  })

  it('a judge document\'s name before a section number names that section ("IPG 2.2", "mtr B."); alone, "2.2" is a word', () => {
    expect(splitNumbers('IPG 2.2 penalty')).toEqual({ numbers: [], sections: [{ key: '2.2', series: 'ipg' }], preferCr: false, rest: 'penalty' })
    expect(splitNumbers('mtr B.').sections).toEqual([{ key: 'b', series: 'mtr' }])
    expect(splitNumbers('jar 10.4.1 and cr 702.19b')).toMatchObject({ numbers: ['702.19b'], sections: [{ key: '10.4.1', series: 'jar' }], preferCr: true })
    expect(splitNumbers('2.2 extra cards')).toEqual({ numbers: [], sections: [], preferCr: false, rest: '2.2 extra cards' })
    expect(splitNumbers('ipg rules').sections).toEqual([])
  })
})

describe('exact number map', () => {
  const engine = fixtureEngine()
  const graph = fixtureGraph()

  it('lists every document holding a number first', async () => {
    const holders = graph.nodes.filter((n) => n.number === '419.6a').map((n) => n.id)
    expect(holders.length).toBeGreaterThan(1) // the fixture has it in the CR and in the rulings
    const res = await engine.search('419.6a')
    expect(res.slice(0, holders.length).map((r) => r.id).sort()).toEqual(holders.sort())
    expect(res.slice(0, holders.length).every((r) => r.exact)).toBe(true)
  })

  it('jumps to rulings numbers whatever the case and a trailing period', async () => {
    for (const q of ['T.10.10', 't.10.10.', 'T.1.Ruling.2', 'rule t.1.ruling.2']) {
      const [top] = await engine.search(q)
      expect(top?.number?.toLowerCase(), q).toBe(numberKey(q.replace(/^rule /, '')))
      expect(top.exact).toBe(true)
    }
  })

  it('"cr" puts the Comprehensive Rules first', async () => {
    const res = await engine.search('cr 419.6a')
    expect(res[0].family).toBe('cr')
    const plain = await engine.search('419.6a')
    expect(plain.filter((r) => r.exact)).toHaveLength(res.filter((r) => r.exact).length)
  })

  it('a number nobody has falls back to text search without throwing', async () => {
    await expect(engine.search('999.99z')).resolves.toBeInstanceOf(Array)
  })
})
