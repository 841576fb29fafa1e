export { FetchRulingsError } from './errors.js'
export { parseBulkDataList, WANTED, type BulkItem, type WantedType } from './bulk-data-list.js'
export { BulkSummarizer, cardChanges, rulingChanges, rulingCount, type BulkSummary, type Changes } from './bulk-summary.js'
