import { defineConfig } from 'vitest/config'

// Two projects: fast unit tests, and browser tests against the built site (one build, in globalSetup).
// `npx vitest run --project unit` skips the build.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 600_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/browser/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 180_000,
          // One file at a time: each starts a server and a Chromium, and the search timings and the service
          // worker's precaching would otherwise compete for the CPU and make the timing tests flaky.
          fileParallelism: false,
        },
      },
    ],
  },
})
