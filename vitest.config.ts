import { defineConfig } from 'vitest/config'
import { commitSeed } from './test/commit-seed.js'

// Three projects:
// - unit: parsers, graph, search, render on small fixtures; no whole corpus, no build. Run it while working
//   (`npx vitest run --project unit`, under a minute).
// - integration (`*.integration.test.ts`): whole corpora from ../shared (every CR version, the judge PDFs,
//   Scryfall samples) and spawned ingests. Run it before committing a change to a parser, history or search.
// - browser: the built site in Debian's chromium (one build, in globalSetup).
// `npm test` runs all three.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // the default report, then the slowest files (test/slowest-files.ts): CI's time is a budget (docs/testing.md)
    reporters: ['default', './test/slowest-files.ts'],
    hookTimeout: 600_000,
    // every property test's seed: the commit's, so CI tries the cases a run here tried (test/commit-seed.ts)
    provide: { fcSeed: commitSeed() },
    setupFiles: ['test/property-seed.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Two files at a time on two cores: one worker (Vitest's default, cores - 1) left a core idle (docs/testing.md).
          maxWorkers: 2,
          // Worker threads start faster than forked processes: about 10% off the unit run's wall time here.
          pool: 'threads',
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/browser/**', '**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          maxWorkers: 2,
          include: ['lib/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          exclude: ['test/browser/**', '**/node_modules/**'],
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // the build global-setup.ts starts runs beside the unit and integration files; each browser file waits for it
          setupFiles: ['test/browser/await-build.ts'],
          testTimeout: 180_000,
          // One file at a time: each starts a server and a Chromium, and the search timings and the service
          // worker's precaching would otherwise compete for the CPU and make the timing tests flaky.
          fileParallelism: false,
          // A page waited on is a real page in a real browser: its first search fetches the index, on a CI machine
          // that may be building something else. Vitest's 1 s default for expect.poll failed such a wait once.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
