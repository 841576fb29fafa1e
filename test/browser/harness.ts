/**
 * Browser-test harness: serve the BUILT site as `npm start` does (scripts/serve.ts: Next's own request handler,
 * plus precompressed build output) on a free loopback port, and open a
 * phone-sized Chromium. Used by every test/browser/*.test.ts (the search tests too).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createHttpServer, request, type ServerResponse } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

const root = join(import.meta.dirname, '..', '..')

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
export const PHONE_VIEWPORT = { width: 390, height: 844 }

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

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms:\n${log()}`)
}

export interface Site {
  baseUrl: string
  stop(): Promise<void>
}

/** Serves the last build (`npm run build`, or NEXT_DIST_DIR's) the way `npm start` does. */
export async function startSite(opts: { distDir?: string; env?: Record<string, string | undefined> } = {}): Promise<Site> {
  const port = await freePort()
  const env = {
    ...process.env,
    ...opts.env,
    ...(opts.distDir ? { NEXT_DIST_DIR: opts.distDir } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
  }
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(baseUrl + '/', child, () => output)
  } catch (err) {
    child.kill('SIGTERM')
    throw err
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      }),
  }
}

export interface Phone {
  browser: Browser
  context: BrowserContext
  page: Page
}

/** Chromium at a 390x844 phone viewport with touch, light or dark, JavaScript on or off. */
export async function launchPhone(opts: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {}): Promise<Phone> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: opts.colorScheme ?? 'light',
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  })
  const page = await context.newPage()
  return { browser, context, page }
}

export interface SearchProxy {
  baseUrl: string
  close(): Promise<void>
}

/**
 * A loopback proxy in front of a running site: a `/search/<name>` request that `answer` takes is answered by it
 * (a test's own index, a bench's throttled link), everything else goes on to `target`.
 */
export function startSearchProxy(target: string, answer: (name: string, res: ServerResponse) => boolean): Promise<SearchProxy> {
  const server = createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path.startsWith('/search/') && answer(decodeURIComponent(path.slice('/search/'.length)), res)) return
    const up = request(target + req.url, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers)
      r.pipe(res)
    })
    up.on('error', (e) => {
      res.writeHead(502)
      res.end(String(e))
    })
    req.pipe(up)
  })
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address()
      if (!addr || typeof addr !== 'object') return reject(new Error('proxy: no port'))
      resolve({
        baseUrl: `http://127.0.0.1:${addr.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
