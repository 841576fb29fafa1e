/** `npm run export` stops at once, in one line, without SITE_URL; with it, it goes on. */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const run = (env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-site-url.ts'], { cwd: root, env: { ...process.env, SITE_URL: undefined, ...env }, encoding: 'utf8' })

describe('npm run export without SITE_URL', () => {
  it('is the export chain\u2019s first step', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
    expect(scripts.export.split('&&')[0].trim()).toBe('tsx scripts/check-site-url.ts')
  })

  it('stops with one line; with an address it goes on', () => {
    const without = run({})
    expect(without.status).toBe(1)
    expect(without.stderr.trim().split('\n')).toHaveLength(1)
    expect(without.stderr).toMatch(/SITE_URL is not set/)
    expect(run({ SITE_URL: 'localhost:3000' }).status).toBe(1)
    execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-site-url.ts'], { cwd: root, env: { ...process.env, SITE_URL: 'https://rules.example.org' } })
  })
})
