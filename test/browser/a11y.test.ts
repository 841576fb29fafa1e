// axe-core on the main page types: no serious or critical violations.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { useSiteAndPhone } from './use-site'
import { pick } from './picks'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const picks = pick()

const ctx = useSiteAndPhone()

async function seriousViolations(path: string, scheme: 'light' | 'dark') {
  const { page } = ctx.phone
  await page.emulateMedia({ colorScheme: scheme })
  await page.goto(ctx.site.baseUrl + path)
  // Evaluated through the debugging protocol: the page's Content-Security-Policy rightly refuses an injected <script>.
  await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] })
    return r.violations.map((v: { id: string; impact: string; nodes: Array<{ target: string[] }> }) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
  })
  return (result as Array<{ id: string; impact: string; nodes: string[] }>).filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

describe('accessibility (axe-core)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`home, a rule page, a section page and a source page (${scheme})`, async () => {
      const paths = ['/', picks.referring.url, picks.section.url, `/${picks.referring.doc}`, ...(picks.sourceKey ? [`/sources/${picks.sourceKey}`] : []), '/timeline']
      for (const p of paths) expect(await seriousViolations(p, scheme), p).toEqual([])
    })
  }
})
