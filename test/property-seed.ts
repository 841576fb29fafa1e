/**
 * The seed of every property test (fast-check), set before each test file from what vitest.config.ts provides
 * (test/commit-seed.ts, computed once per run). By default it comes from the commit checked out: each commit's run
 * tries cases no earlier commit tried, and CI, on a clean clone of that commit, tries the very cases a run here did,
 * so a run that passed here passes there. `FC_SEED=N` replays a seed a failure printed; `FC_SEED=random` draws a new
 * one for each run (to fuzz longer).
 */
import fc from 'fast-check'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The property tests' seed; null: fast-check draws one. */
    fcSeed: number | null
  }
}

const seed = inject('fcSeed')
if (seed !== null) fc.configureGlobal({ seed })
