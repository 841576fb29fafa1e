/**
 * `npm run export`'s first step: stops the export, in one line, when SITE_URL is missing or no address. Every absolute
 * URL of the export starts with it (lib/site/site-origin.ts), and an export that fell back to localhost would be
 * shared as localhost without anyone seeing it until a preview showed it.
 */
import { siteUrlProblem } from '../lib/site/site-origin.js'

const problem = siteUrlProblem(process.env.SITE_URL)
if (problem) {
  console.error(`npm run export: ${problem}`)
  process.exit(1)
}
