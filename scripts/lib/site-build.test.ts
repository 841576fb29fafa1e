/**
 * The build's steps as `npm run update` runs them: each a script that exists, in package.json's order, so a scheduled
 * update with --export builds what `npm run export` builds.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteBuildSteps } from './site-build'

const root = join(import.meta.dirname, '..', '..')
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>

/** A package.json chain after its ingest, as the names of the scripts it runs ("next" for next build). */
const chain = (name: string) =>
  scripts[name]
    .split('&&')
    .map((c) => c.trim())
    .filter((c) => c !== 'npm run ingest')
    .map((c) => (c.startsWith('npm run ') ? scripts[c.slice('npm run '.length)] : c))
    .map((c) => (/\bnext build\b/.test(c) ? 'next' : basename(/scripts\/[\w/-]+\.ts/.exec(c)![0])))

const stepNames = (steps: ReturnType<typeof siteBuildSteps>) => steps.map(([, args]) => (args[0].endsWith('/next') ? 'next' : basename(args[1])))

describe('the build steps npm run update runs', () => {
  it.each([
    ['export', true],
    ['build', false],
  ] as const)('are package.json\'s "%s" chain, each script there', (name, exporting) => {
    const steps = siteBuildSteps({ export: exporting })
    expect(stepNames(steps)).toEqual(chain(name))
    for (const [, args] of steps) if (!args[0].endsWith('/next')) expect(existsSync(join(root, args[1])), args[1]).toBe(true)
    // the export's steps run as a static export
    expect(steps.filter(([, args]) => args[0].endsWith('/next')).every(([, , env]) => (env?.STATIC_EXPORT === '1') === exporting)).toBe(true)
  })
})
