import { execFileSync } from 'node:child_process'

/**
 * The property tests' seed for a run (vitest.config.ts computes it once and provides it to test/property-seed.ts):
 * FC_SEED's (`random`: none, fast-check draws one), else the checked-out commit's, else (no git) a fixed one.
 */
export function commitSeed(env: NodeJS.ProcessEnv = process.env): number | null {
  if (env.FC_SEED === 'random') return null
  if (env.FC_SEED) return Number(env.FC_SEED)
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return Number.parseInt(head.trim().slice(0, 8), 16) | 0
  } catch {
    // not a git checkout (an unpacked archive)
    return 0x5eed
  }
}
