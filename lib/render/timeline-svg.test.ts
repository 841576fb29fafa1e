import { describe, expect, it } from 'vitest'
import { timelineSvg } from './timeline-svg'

const data = [
  { year: 1994, source: 'Bethmo', count: 30 },
  { year: 1994, source: 'Snark', count: 10 },
  { year: 1999, source: "D'Angelo", count: 12 },
  { year: 2002, source: 'Comprehensive Rules', count: 25 },
]

describe('timelineSvg', () => {
  it('is an accessible image with a title and a description', () => {
    const svg = timelineSvg(data, { title: 'Rulings by year' })
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="timeline-title timeline-desc"/)
    expect(svg).toContain('<title id="timeline-title">Rulings by year</title>')
    expect(svg).toMatch(/<desc id="timeline-desc">Rulings per year from 1994 to 2002\. 1994: 40 \(Bethmo 30, Snark 10\);/)
  })

  it('scales by viewBox from a phone-sized width', () => {
    const svg = timelineSvg(data)
    expect(svg).toMatch(/viewBox="0 0 360 \d+"/)
    expect(svg).toContain('width="100%"')
  })

  it('stacks one segment per source and year, and lists each source in the legend', () => {
    const svg = timelineSvg(data)
    expect(svg.match(/<rect [^>]*><title>/g)).toHaveLength(4)
    for (const name of ['Bethmo', 'Snark', 'D\'Angelo', 'Comprehensive Rules']) expect(svg).toContain(`>${name}</text>`)
    // Stacked: Snark's segment sits directly on top of Bethmo's in 1994.
    const bethmo = /<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"[^>]*><title>1994, Bethmo: 30/.exec(svg)!
    const snark = /<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"[^>]*><title>1994, Snark: 10/.exec(svg)!
    expect(snark[1]).toBe(bethmo[1])
    expect(Number(snark[2]) + Number(snark[3])).toBeCloseTo(Number(bethmo[2]), 1)
  })

  it('uses currentColor for text and axes so it works in dark mode', () => {
    const svg = timelineSvg(data)
    expect(svg).toMatch(/^<svg [^>]*fill="currentColor"/)
    expect(svg).toMatch(/<line [^>]*stroke="currentColor"/)
  })

  it('escapes source names', () => {
    const svg = timelineSvg([{ year: 2000, source: '<script>alert(1)</script>', count: 1 }])
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&#x3C;script>')
  })

  it('merges sources beyond the palette into Other', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ year: 2000, source: `S${i}`, count: 10 - i }))
    const svg = timelineSvg(many)
    expect(svg).toContain('>Other</text>')
    expect(svg).toContain('>S5</text>')
    expect(svg).not.toContain('>S6</text>')
    expect(svg).toContain('<title>2000, Other: 10</title>')
  })

  it('says so when there is nothing to draw', () => {
    expect(timelineSvg([])).toContain('<desc id="timeline-desc">No dated rulings.</desc>')
  })
})
