// What ServerOnly renders on the server, by part name and node id, read from the graph as the page itself reads it.
import { getSiteGraph } from '@/lib/site/load-graph'
import { nodeHistory } from '@/lib/site/history'
import { isJudgeSeries, SERIES_NAMES } from '@/lib/site/judge'
import Intervals from './Intervals'

export type ServerPart = 'history'

export function renderServerPart(part: ServerPart, id: string) {
  const site = getSiteGraph()
  const node = site.node(id)
  const history = node ? nodeHistory(site, node) : null
  if (part !== 'history' || !node || !history) return null
  const judge = isJudgeSeries(history.series) ? history.series : null
  return (
    <Intervals
      intervals={history.intervals}
      shown={node}
      current={history.current}
      removedIn={history.removedIn}
      body="diff"
      label="Texts, newest first"
      first={history.first}
      name={judge ? SERIES_NAMES[judge] : undefined}
    />
  )
}
