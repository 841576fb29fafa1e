/**
 * The site's build after the ingest, step by step, for `npm run update` and for tests that build a site of their own
 * into other folders: the same steps `npm run build` (or `npm run export`) runs after `npm run ingest`, each a child
 * process as there. `package.json` keeps its own chain so `npm run build` stays readable on its own.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const TSX = join(root, 'node_modules/tsx/dist/cli.mjs')
const NEXT = join(root, 'node_modules/next/dist/bin/next')

export interface SiteBuildOptions {
  /** The static export into `out/` (as `npm run export`), else the server build `npm start` serves. */
  export?: boolean
  /** Where the site's public data goes (scripts/write-public-data.ts; default public/data, which the export copies). */
  publicData?: string
  /**
   * Environment for every step: RULES_DATA_DIR (graph.json), SEARCH_DIR (the search index), NEXT_DIST_DIR, SW_DEST;
   * unset ones take their defaults (data/, public/search/, .next/, public/sw.js).
   */
  env?: Record<string, string | undefined>
  /** Told each step's name and seconds once it is done. */
  onStep?: (name: string, seconds: number) => void
}

export class SiteBuildError extends Error {
  constructor(step: string, output: string) {
    super(`the build step "${step}" failed:\n${output.trim().split('\n').slice(-40).join('\n')}`)
    this.name = 'SiteBuildError'
  }
}

type Step = [name: string, args: string[], extraEnv?: Record<string, string>]

/** The steps after the ingest, each a script (or Next) run by Node: package.json's `build` or `export` chain. */
export function siteBuildSteps(options: Pick<SiteBuildOptions, 'export' | 'publicData'> & { search?: string } = {}): Step[] {
  const steps: Step[] = [
    // an export names its origin in every page: it stops here, before minutes of building, without one
    ...(options.export ? ([['site URL', [TSX, 'scripts/check-site-url.ts']]] as Step[]) : []),
    // the search code reads the vocabulary compiled (content/vocabulary/compiled.json): an edited word file counts from here on
    ['vocabulary', [TSX, 'scripts/vocabulary.ts']],
    ['search index', [TSX, 'scripts/build-search-index.ts', '--out', options.search ?? join('public', 'search')]],
    // a build of other data (a test's) writes its public data and its feeds apart from the site's public/
    ['public data', [TSX, 'scripts/write-public-data.ts', ...(options.publicData ? ['--out', options.publicData, '--feeds', join(options.publicData, 'changes')] : [])]],
  ]
  if (options.export) {
    steps.push(
      ['next build (static export)', [NEXT, 'build', '--webpack'], { STATIC_EXPORT: '1' }],
      ['export finish', [TSX, 'scripts/export-finish.ts', 'out'], { STATIC_EXPORT: '1' }],
    )
  } else {
    steps.push(
      ['next build', [NEXT, 'build', '--webpack']],
      ['precompress', [TSX, 'scripts/precompress.ts']],
      ['CSP hashes', [TSX, 'scripts/csp-hashes.ts']],
    )
  }
  return steps
}

/** Runs the build steps after the ingest; throws a SiteBuildError with the failing step's last output lines. */
export function buildSite(options: SiteBuildOptions = {}): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1' }
  const steps = siteBuildSteps({ ...options, search: env.SEARCH_DIR || undefined })
  // Next adds another distDir to the include list of the tsconfig it reads; the file is put back as it was.
  const tsconfig = join(root, 'tsconfig.next.json')
  const saved = env.NEXT_DIST_DIR && existsSync(tsconfig) ? readFileSync(tsconfig) : null
  try {
    for (const [name, args, extraEnv] of steps) {
      const t0 = performance.now()
      try {
        execFileSync(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 })
      } catch (e) {
        const err = e as { stdout?: Buffer; stderr?: Buffer; message: string }
        throw new SiteBuildError(name, `${err.stdout?.toString() ?? ''}\n${err.stderr?.toString() ?? err.message}`)
      }
      options.onStep?.(name, (performance.now() - t0) / 1000)
    }
  } finally {
    if (saved) writeFileSync(tsconfig, saved)
  }
}
