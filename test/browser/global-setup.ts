/**
 * Builds the site once before the browser tests. By default it runs the real `npm run build` (ingest, search
 * index, next build). SITE_TEST_FIXTURE=1 builds from test/fixtures/site-graph.json instead, into .next-test,
 * for working on the site without the ingest pipeline (no search index then).
 * SITE_TEST_SKIP_BUILD=1 reuses the last build. The real build ingests content/ plus the documents of
 * site-content.ts (fixtures, and two CR versions from ../shared when it is there).
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assembleSiteContent } from './site-content'

export default async function setup() {
  const root = join(import.meta.dirname, '..', '..')
  if (process.env.SITE_TEST_FIXTURE === '1') {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-fixture-'))
    mkdirSync(dataDir, { recursive: true })
    copyFileSync(join(root, 'test/fixtures/site-graph.json'), join(dataDir, 'graph.json'))
    // Workers are spawned after this and inherit these, so harness.ts serves the same build.
    process.env.RULES_DATA_DIR = dataDir
    process.env.NEXT_DIST_DIR = '.next-test'
  }
  if (process.env.SITE_TEST_SKIP_BUILD === '1') return
  // Workers inherit this too, so a test can read which documents the site was built from.
  if (process.env.SITE_TEST_FIXTURE !== '1') process.env.RULES_CONTENT_DIR = await assembleSiteContent()
  const cmd = process.env.SITE_TEST_FIXTURE === '1' ? 'npx next build --webpack' : 'npm run build'
  // The build runs while the unit and integration files do (the browser files run last, one at a time): on two
  // cores it would otherwise leave one idle for its two minutes. Each browser file waits for it first
  // (await-build.ts, a setup file), and a failed build fails them with its output.
  const status = join(mkdtempSync(join(tmpdir(), 'site-build-')), 'status.json')
  process.env.SITE_BUILD_STATUS = status
  const started = Date.now()
  // A build into another distDir makes Next add that folder to its tsconfig's include list; put it back after.
  const tsconfigNext = join(root, 'tsconfig.next.json')
  const saved = existsSync(tsconfigNext) ? readFileSync(tsconfigNext) : null
  const child = spawn(cmd, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  let out = ''
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-8000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.on('close', (code, signal) => {
    if (saved && process.env.NEXT_DIST_DIR) writeFileSync(tsconfigNext, saved)
    const seconds = Math.round((Date.now() - started) / 1000)
    if (code === 0) console.log(`site built with \`${cmd}\` in ${seconds} s`)
    writeFileSync(status, JSON.stringify({ cmd, code, signal, seconds, output: code === 0 ? '' : out }))
  })
  // Vitest stopping early (a run of other projects' files only, or ^C) leaves no build behind.
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill()
  }
}
