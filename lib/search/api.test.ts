import { describe, expect, it } from 'vitest'
import * as api from './index.js'

describe('lib/search public API', () => {
  it('exports the names the worker, the CLI and the bench use, and nothing Node-only', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['CONCEPTS', 'MAX_QUERY', 'SearchEngine', 'conceptHits', 'escapeHtml', 'firstRelevant', 'isRuleNumber', 'normalise', 'numberKey', 'score', 'snippet', 'splitNumbers', 'squash', 'stem'].sort(),
    )
  })
})
