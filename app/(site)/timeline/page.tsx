// Rulings by year, as an SVG drawn at build time (no chart library reaches the browser), with the same numbers as a table.
import type { Metadata } from 'next'
import { getSiteGraph } from '@/lib/site/load-graph'
import { timelineData } from '@/lib/site/sources'
import { timelineSvg } from '@/lib/site/render'

export const metadata: Metadata = { title: 'Timeline', description: 'Rulings per year, by source.' }

export default function TimelinePage() {
  const data = timelineData(getSiteGraph())
  const years = [...new Set(data.map((d) => d.year))]
  return (
    <>
      <h1>Timeline</h1>
      <p className="muted">
        Dated citations per year, by source. Each source has its own page under <a href="/sources">sources</a>.
      </p>
      {/* timelineSvg builds the chart as a hast tree and serialises it, escaping every label: lib/render's output only. */}
      <figure className="timeline" dangerouslySetInnerHTML={{ __html: timelineSvg(data) }} />
      <h2>In numbers</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Citations</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y}>
              <th scope="row">{y}</th>
              <td>
                {data
                  .filter((d) => d.year === y)
                  .map((d) => `${d.source} ${d.count}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
