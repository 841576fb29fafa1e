import type { GraphNode } from '@/lib/types'
import { anchorId, kindName } from '@/lib/site/labels'
import { getSiteGraph } from '@/lib/site/load-graph'
import NodeText from './NodeText'

/** A section's rules in order, each under an id anchor (its number) so `/cr-2004/502.2#502.2b` opens the section at that rule. */
export default function RulesInline({ items }: { items: Array<{ node: GraphNode; depth: number }> }) {
  return (
    <ol className="rules" aria-label="Rules in this section">
      {items.map(({ node, depth }) => (
        <li key={node.id} id={anchorId(node)} className={`depth-${depth}`}>
          <a className="num" href={getSiteGraph().pageUrlOf(node.id) ?? node.url}>
            {node.number ?? node.title ?? kindName(node.kind)}
          </a>
          {node.number && node.title ? <strong>{node.title}</strong> : null}
          {node.flags.map((f) => (
            <span key={f} className="flag">
              {f === 'big-change' ? 'BIG CHANGE' : f}
            </span>
          ))}
          <NodeText node={node} />
        </li>
      ))}
    </ol>
  )
}
