// The house's layers (.dependency-cruiser.cjs): the project's own imports keep the order, and the check does
// catch an import against it (a fixture tree with five kinds of wrong import).
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const bin = join(root, 'node_modules', '.bin', 'depcruise')
const config = join(root, '.dependency-cruiser.cjs')

interface Violation {
  from: string
  to: string
  rule: { name: string }
}

function cruise(cwd: string, paths: string[]): Violation[] {
  let out: string
  try {
    out = execFileSync(bin, [...paths, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  } catch (err) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    out = (err as { stdout?: string }).stdout ?? ''
    if (!out) throw err
  }
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations
}

describe('layers point one way', () => {
  it("the project's own imports keep the order", () => {
    const found = cruise(root, ['lib', 'app', 'scripts', 'test', 'proxy.ts', 'next.config.js'])
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([])
  })

  it('an upward import, a type from a later layer, a page past lib/site, a folder with no layer and a circle are each caught', () => {
    const found = cruise(join(root, 'test', 'fixtures', 'layers'), ['lib', 'app'])
    const seen = found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()
    expect(seen).toEqual([
      'app-through-site: app/page.ts -> lib/graph/link.ts',
      'layer-up:lib/formats/: lib/formats/parse.ts -> lib/graph/link.ts',
      'layer-up:lib/history/: lib/history/match.ts -> lib/search/rank.ts',
      'lib-in-a-layer: app/page.ts -> lib/stray/thing.ts',
      'no-circular: lib/search/loop-a.ts -> lib/search/loop-b.ts',
    ])
  })
})
