/**
 * `tsx scripts/page-plan.ts`: data/graph.json -> data/page-plan.json (or $RULES_DATA_DIR's): which pages the
 * service worker precaches (the current documents' reading pages), where each older version's URL redirects, and
 * where a node page opens offline (lib/site/page-plan.ts). next.config.js runs it before a build when the plan is missing or older than the graph;
 * scripts/serve.ts and scripts/export-finish.ts read the redirects and number aliases from it.
 */
import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { graphDir, readGraphFile } from '../lib/site/graph-file.mjs'
import { pagePlan } from '../lib/site/page-plan.js'
import { buildSiteGraph } from '../lib/site/site-graph.js'

const dir = graphDir()
const plan = pagePlan(buildSiteGraph(readGraphFile(join(dir, 'graph.json'))))
const file = join(dir, 'page-plan.json')
// Written whole then renamed: Next's build workers may read it while another process writes it.
writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(plan))
renameSync(`${file}.tmp-${process.pid}`, file)
console.log(
  `${file}: ${plan.precache.length} pages precached, ${Object.keys(plan.offline).length} opened offline on their reading page, ${Object.keys(plan.redirects).length} older versions redirected, ${Object.keys(plan.aliases).length} numbers' /r/ sent to their rule's page`,
)
