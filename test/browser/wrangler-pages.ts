/**
 * Cloudflare's own local runtime for Pages (`wrangler pages dev DIR`, npm `wrangler`), started on a free loopback port
 * for a test: the export served by the code a Pages deploy runs on (workerd, and Cloudflare's `_redirects`/`_headers`
 * and 404 handling), not by the project's reading of it (scripts/serve-export.ts). It runs offline: nothing is fetched
 * (no metrics, no update check, no `Request.cf` lookup that matters), and the compatibility date is pinned, since
 * offline it can be no newer than the date its runtime knows.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const WRANGLER = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const WORKERD = join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd')
/** wrangler.toml's: the tests serve what a deploy gets. */
export const COMPATIBILITY_DATE = '2026-05-01'

/** Why wrangler cannot start on this machine, or null when it can: read at collection time, so a test can skip with it. */
export function wranglerUnavailable(): string | null {
  if (!existsSync(WRANGLER)) return 'wrangler is not installed (npm ci installs it)'
  // workerd ships as a binary per platform; only Linux x64's is looked for, the machines' (and CI's) kind
  if (process.platform !== 'linux' || process.arch !== 'x64') return `no workerd binary checked for ${process.platform}-${process.arch}`
  if (!existsSync(WORKERD)) return 'workerd, the runtime wrangler serves with, is not installed'
  try {
    execFileSync(WORKERD, ['--version'], { stdio: 'pipe', timeout: 20_000 })
  } catch (err) {
    return `workerd does not run here: ${String((err as Error).message).split('\n')[0]}`
  }
  return null
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

const answers = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const req = get(`${baseUrl}/`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume()
      res.on('end', () => resolve((res.statusCode ?? 500) < 500))
    })
    req.on('error', () => resolve(false))
    req.setTimeout(10_000, () => req.destroy())
  })

export interface PagesDev {
  baseUrl: string
  /** What wrangler printed so far: its parse of `_redirects` and `_headers` (rules it dropped are named there). */
  log(): string
  stop(): Promise<void>
}

/** `wrangler pages dev DIR`, answering at its baseUrl once it has said so and answered a request. */
export async function startPagesDev(dir: string, { timeoutMs = 90_000 }: { timeoutMs?: number } = {}): Promise<PagesDev> {
  const [port, inspector] = [await freePort(), await freePort()]
  // its state (caches, KV) out of the work tree, and gone after
  const state = mkdtempSync(join(tmpdir(), 'wrangler-state-'))
  const args = ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--compatibility-date', COMPATIBILITY_DATE, '--persist-to', state, '--log-level', 'info']
  const child: ChildProcess = spawn(process.execPath, [WRANGLER, ...args], {
    cwd: root,
    env: {
      ...process.env,
      CI: '1',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_LOG_PATH: join(state, 'logs'),
      NO_UPDATE_NOTIFIER: '1',
      FORCE_COLOR: '0',
      // its own config folder too, so a run here never reads a login or writes beside the user's
      XDG_CONFIG_HOME: join(state, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(state, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', done)
      // wrangler runs workerd as a child of its own: its whole process group goes
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // gone already
        }
      }, 5_000).unref()
    })
  const until = Date.now() + timeoutMs
  while (true) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${output.slice(-4000)}`)
    // asked on a connection of its own, closed after: fetch would keep it in its pool, and wrangler's server closes an
    // idle one while the test sets up, which the test's first request on it then finds ("other side closed")
    if (/Ready on/.test(output) && (await answers(baseUrl))) break
    if (Date.now() > until) {
      await stop()
      throw new Error(`wrangler pages dev did not answer at ${baseUrl} within ${timeoutMs} ms:\n${output.slice(-4000)}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { baseUrl, log: () => output, stop }
}
