import { afterAll, beforeAll } from 'vitest'
import { launchPhone, startSite, type Phone, type Site } from './harness'

/** The served site and a phone for one test file, started before its tests and stopped after. */
export function useSiteAndPhone(opts: Parameters<typeof launchPhone>[0] = {}): { site: Site; phone: Phone } {
  const ctx = {} as { site: Site; phone: Phone }
  beforeAll(async () => {
    ctx.site = await startSite()
    ctx.phone = await launchPhone(opts)
  })
  afterAll(async () => {
    await ctx.phone?.browser.close()
    await ctx.site?.stop()
  })
  return ctx
}
