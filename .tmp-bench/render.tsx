import { renderToStaticMarkup } from 'react-dom/server'
import { getSiteGraph } from '@/lib/site/load-graph'
import { renderServerPart } from '@/app/_components/server-parts'
const site = getSiteGraph()
const nodes = site.graph.nodes.filter((n) => n.doc === 'cr-2026-01-16')
let t = performance.now(), bytes = 0
for (const n of nodes) { const el = renderServerPart('history-rows', n.id); if (el) bytes += renderToStaticMarkup(el).length }
console.log('history-rows', nodes.length, Math.round(performance.now() - t), 'ms', bytes)
t = performance.now(); bytes = 0
for (const n of nodes) { const el = renderServerPart('node-head', n.id); if (el) bytes += renderToStaticMarkup(el).length }
console.log('node-head', Math.round(performance.now() - t), 'ms', bytes)
t = performance.now(); bytes = 0
for (const n of nodes) { const el = renderServerPart('node-links', n.id); if (el) bytes += renderToStaticMarkup(el).length }
console.log('node-links', Math.round(performance.now() - t), 'ms', bytes)
