import { expect, test } from 'vitest'
import * as history from './index.js'

test('the public API is the history step, the word diff, the "as of" lookups, the matcher and the restoring of lost characters', () => {
  expect(Object.keys(history).sort()).toEqual([
    'CR_SERIES',
    'applyHistory',
    'matchVersions',
    'restoreFrom',
    'restoreLostCharacters',
    'sameWording',
    'seriesVersions',
    'versionAsOf',
    'wordDiff',
  ])
  expect(history.CR_SERIES).toBe('cr')
})
