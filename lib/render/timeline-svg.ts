/**
 * A stacked bar chart of rulings per year, as a standalone SVG string for
 * build-time pages. Built as a hast tree so every label (source names come from
 * the documents) is escaped by the serializer, never concatenated.
 */
import { s } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import type { Element } from 'hast'

export interface TimelineDatum {
  year: number
  source: string
  count: number
}

export interface TimelineOptions {
  title?: string
  /** Replaces the generated text summary. */
  description?: string
  /** viewBox width; the SVG scales to its container from there. */
  width?: number
  /** Prefix for the ids `aria-labelledby` points at: two charts on a page need two. */
  idPrefix?: string
  /** Sources beyond this many (by total) are merged into "Other", so colours stay distinguishable. */
  maxSources?: number
}

// Okabe–Ito: distinguishable with colour-vision deficiencies, and mid-luminance
// enough to read on both a white and a near-black page.
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442']
const OTHER_COLOUR = '#999999'
const OTHER = 'Other'

const FONT_SIZE = 11
// Rough advance of one character at FONT_SIZE, for layout without a text engine.
const CHAR_WIDTH = FONT_SIZE * 0.6

function niceMax(value: number): number {
  if (value <= 5) return Math.max(1, Math.ceil(value))
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude
  }
  return 10 * magnitude
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}

export function timelineSvg(data: TimelineDatum[], opts: TimelineOptions = {}): string {
  const width = opts.width ?? 360
  const idPrefix = opts.idPrefix ?? 'timeline'
  const title = opts.title ?? 'Rulings per year, by source'
  const maxSources = Math.max(1, Math.min(opts.maxSources ?? PALETTE.length, PALETTE.length))

  const rows = data.filter((d) => Number.isFinite(d.year) && Number.isFinite(d.count) && d.count > 0)
  const totals = new Map<string, number>()
  for (const d of rows) totals.set(d.source, (totals.get(d.source) ?? 0) + d.count)
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name)
  const kept = ranked.length > maxSources ? ranked.slice(0, maxSources - 1) : ranked
  const sources = ranked.length > kept.length ? [...kept, OTHER] : kept
  const colourOf = (source: string) => (source === OTHER ? OTHER_COLOUR : PALETTE[kept.indexOf(source)])

  const years: number[] = []
  if (rows.length > 0) {
    const first = Math.min(...rows.map((d) => Math.floor(d.year)))
    const last = Math.max(...rows.map((d) => Math.floor(d.year)))
    // Empty years are part of the story (a gap between releases), so they get a slot.
    for (let y = first; y <= last; y++) years.push(y)
  }
  const counts = new Map<number, Map<string, number>>()
  for (const d of rows) {
    const year = Math.floor(d.year)
    const source = kept.includes(d.source) ? d.source : OTHER
    const byYear = counts.get(year) ?? new Map<string, number>()
    byYear.set(source, (byYear.get(source) ?? 0) + d.count)
    counts.set(year, byYear)
  }
  const yearTotal = (year: number) => [...(counts.get(year)?.values() ?? [])].reduce((a, b) => a + b, 0)
  const max = niceMax(Math.max(0, ...years.map(yearTotal)))

  // Layout: plot on top, legend rows below, both within the viewBox width.
  const left = round(8 + CHAR_WIDTH * String(max).length)
  const right = 8
  const top = 10
  const plotHeight = 150
  const plotWidth = width - left - right
  const axisY = top + plotHeight
  const slot = years.length > 0 ? plotWidth / years.length : plotWidth
  const labelEvery = Math.max(1, Math.ceil((CHAR_WIDTH * 4 + 6) / slot))

  const children: Array<Element | string> = []
  const titleId = `${idPrefix}-title`
  const descId = `${idPrefix}-desc`
  children.push(s('title', { id: titleId }, title))
  children.push(s('desc', { id: descId }, opts.description ?? describe(years, counts, sources)))

  // Gridlines and y labels: 0, half, max.
  const ticks = max >= 2 ? [0, max / 2, max] : [0, max]
  const gridlines = ticks.map((t) => {
    const y = round(axisY - (t / max) * plotHeight)
    return s('g', [
      s('line', { x1: left, x2: width - right, y1: y, y2: y, stroke: 'currentColor', strokeOpacity: t === 0 ? 1 : 0.2 }),
      s('text', { x: round(left - 4), y: round(y + FONT_SIZE / 3), textAnchor: 'end' }, String(Number.isInteger(t) ? t : round(t))),
    ])
  })
  children.push(s('g', { className: ['axis-y'] }, gridlines))

  const bars: Element[] = []
  const yearLabels: Element[] = []
  years.forEach((year, i) => {
    const x = left + i * slot
    // A lone year would otherwise fill the chart with one slab.
    const barWidth = Math.max(1, Math.min(slot * 0.75, 40))
    let stacked = 0
    for (const source of sources) {
      const count = counts.get(year)?.get(source) ?? 0
      if (count === 0) continue
      const h = (count / max) * plotHeight
      const y = axisY - ((stacked + count) / max) * plotHeight
      stacked += count
      bars.push(
        s('rect', { x: round(x + (slot - barWidth) / 2), y: round(y), width: round(barWidth), height: round(h), fill: colourOf(source) }, [
          // A tooltip per segment: the only way to read an exact value off the chart.
          s('title', `${year}, ${source}: ${count}`),
        ]),
      )
    }
    if (i % labelEvery === 0) {
      yearLabels.push(s('text', { x: round(x + slot / 2), y: axisY + FONT_SIZE + 4, textAnchor: 'middle' }, String(year)))
    }
  })
  children.push(s('g', { className: ['bars'] }, bars))
  children.push(s('g', { className: ['axis-x'] }, yearLabels))

  // Legend: swatch + name, wrapped into rows by estimated text width.
  const legend: Element[] = []
  let lx = left
  let ly = axisY + FONT_SIZE * 2 + 12
  for (const source of sources) {
    const itemWidth = 14 + CHAR_WIDTH * source.length + 12
    if (lx > left && lx + itemWidth > width - right) {
      lx = left
      ly += FONT_SIZE + 8
    }
    legend.push(
      s('g', [
        s('rect', { x: round(lx), y: round(ly - FONT_SIZE + 1), width: 10, height: 10, fill: colourOf(source) }),
        s('text', { x: round(lx + 14), y: ly }, source),
      ]),
    )
    lx += itemWidth
  }
  children.push(s('g', { className: ['legend'] }, legend))
  const height = Math.ceil(ly + 8)

  const svg = s(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${width} ${height}`,
      width: '100%',
      role: 'img',
      ariaLabelledBy: `${titleId} ${descId}`,
      fontSize: FONT_SIZE,
      fontFamily: 'system-ui, sans-serif',
      // Text and axes follow the page's colour, so dark mode needs no second chart.
      fill: 'currentColor',
      style: `max-width: ${width * 2}px; height: auto`,
    },
    children,
  )
  return toHtml(svg, { space: 'svg' })
}

function describe(years: number[], counts: Map<number, Map<string, number>>, sources: string[]): string {
  if (years.length === 0) return 'No dated rulings.'
  const parts = years
    .filter((y) => counts.has(y))
    .map((y) => {
      const bySource = sources
        .filter((src) => (counts.get(y)?.get(src) ?? 0) > 0)
        .map((src) => `${src} ${counts.get(y)!.get(src)}`)
      const total = [...counts.get(y)!.values()].reduce((a, b) => a + b, 0)
      return `${y}: ${total} (${bySource.join(', ')})`
    })
  return `Rulings per year from ${years[0]} to ${years[years.length - 1]}. ${parts.join('; ')}.`
}
