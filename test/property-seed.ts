/**
 * The seed of every property test (fast-check), set before each test file. By default it comes from the commit
 * checked out: each commit's run tries cases no earlier commit tried, and CI, on a clean clone of that commit, tries
 * the very cases a run here did, so a case found here is found there and a run that passed here passes there.
 * `FC_SEED=N` replays a seed a failure printed; `FC_SEED=random` draws a new one for each run (to fuzz longer).
 */
import { execFileSync } from 'node:child_process'
import fc from 'fast-check'

function commitSeed(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return Number.parseInt(head.trim().slice(0, 8), 16) | 0
  } catch {
    // not a git checkout (an unpacked archive): one fixed seed
    return 0x5eed
  }
}

const asked = process.env.FC_SEED
if (asked !== 'random') fc.configureGlobal({ seed: asked ? Number(asked) : commitSeed() })
