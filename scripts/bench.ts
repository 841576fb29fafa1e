/**
 * `npm run bench`: runs every benchmark module in scripts/bench/ in name order.
 * Each module prints its own figures; ratios are taken within one run because machines are noisy.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench')
const only = process.argv.slice(2)
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  // Exact names: `bench -- search` must not also start first-search's site build.
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
  .sort()

for (const file of modules) {
  console.log(`\n=== ${file.replace(/\.ts$/, '')} ===`)
  const mod = await import(pathToFileURL(join(dir, file)).href)
  if (typeof mod.run === 'function') await mod.run()
}
