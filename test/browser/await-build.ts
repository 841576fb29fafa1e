/**
 * A setup file of the browser project: waits for the site build global-setup.ts started to end, before a test file
 * is imported (picks.ts reads the built graph as the file loads). A build that failed fails the file with its output.
 */
import { existsSync, readFileSync } from 'node:fs'

const status = process.env.SITE_BUILD_STATUS
if (status) {
  // A cold build takes about two minutes here; ten is a build that hangs.
  const until = Date.now() + 600_000
  while (!existsSync(status)) {
    if (Date.now() > until) throw new Error(`the site build (global-setup.ts) has not ended after 10 minutes: no ${status}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  const built = JSON.parse(readFileSync(status, 'utf8')) as { cmd: string; code: number | null; signal: string | null; output: string }
  if (built.code !== 0) throw new Error(`\`${built.cmd}\` failed (${built.signal ?? `exit ${built.code}`}):\n${built.output}`)
}
