// The lineage questions (newest member, which nodes have pages, where an old version's URL goes) live in
// lineages.mjs so plain-Node config (next.config.js) can share them; TypeScript callers may import either.
export { lineageIndex, versionAnchor, type LineageIndex } from './lineages.mjs'
