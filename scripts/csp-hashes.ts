/**
 * After `next build`: the CSP hashes of every prerendered page's inline scripts, in
 * `<distDir>/csp-hashes.json` ({ "/cr-2004/419.6a": ["sha256-..."] }), so scripts/serve.ts can send
 * each page a Content-Security-Policy that allows exactly its own inline scripts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { inlineScriptHashes, urlPathOfPrerendered } from '../lib/site/inline-script-hashes.js'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const appDir = join(distDir, 'server', 'app')

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

const map: Record<string, string[]> = {}
for (const file of walk(appDir)) {
  const path = urlPathOfPrerendered(relative(appDir, file).split(sep).join('/'))
  if (path) map[encodeURI(path)] = inlineScriptHashes(readFileSync(file, 'utf8'))
}
writeFileSync(join(distDir, 'csp-hashes.json'), JSON.stringify(map))
console.log(`CSP hashes for ${Object.keys(map).length} pages -> ${join(distDir, 'csp-hashes.json')}`)
