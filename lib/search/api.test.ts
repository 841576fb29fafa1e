import { describe, expect, it } from 'vitest'
import * as api from './index.js'

describe('lib/search public API', () => {
  it('exports the names the worker, the CLI and the bench use, and nothing Node-only', () => {
    expect(Object.keys(api).sort()).toEqual(
      ['CONCEPTS', 'DOC_GROUPS', 'GROUP_LABELS', 'GROUP_NAMES', 'MAX_QUERY', 'SearchEngine', 'conceptHits', 'docGroup', 'docShortName', 'escapeHtml', 'firstRelevant', 'isRuleNumber', 'normalise', 'numberKey', 'parseGroups', 'reasonText', 'score', 'snippet', 'splitNumbers', 'squash', 'stem'].sort(),
    )
  })
})
