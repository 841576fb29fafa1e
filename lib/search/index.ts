/**
 * lib/search: the public API for the browser and Node alike (no Node-only modules here;
 * builders and file helpers are in build.ts, node.ts and corpus.ts).
 */
export { SearchEngine, MAX_QUERY, type Hit, type ParsedQuery, type DisplayLoader } from './engine.js'
export { CONCEPTS, conceptHits, type Concept } from './era.js'
export { isRuleNumber, numberKey, splitNumbers } from './numbers.js'
export { escapeHtml, snippet, type Highlight } from './snippet.js'
export { normalise, stem } from '../text/words.js'
export { reasonText } from './reason.js'
export { score, firstRelevant, squash, type JudgedQuery } from './evaluate.js'
export { DOC_GROUPS, GROUP_LABELS, GROUP_NAMES, docGroup, docShortName, parseGroups, type DocGroup } from './groups.js'
export type * from './types.js'
