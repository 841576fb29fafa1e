// /offline-map.json: where a current rule page that is not precached opens offline (the precached section that
// shows it inline, at its anchor). The service worker precaches this file and reads it when the network fails.
import { getSiteGraph } from '@/lib/site/load-graph'
import { pagePlan } from '@/lib/site/page-plan'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(pagePlan(getSiteGraph()).offline)
}
