/**
 * The documents the browser tests' site is built from: content/ as shipped, the fixture documents in
 * test/fixtures/site-content/ (whole rulings releases, articles: forms content/ has no example of), and,
 * when ../shared is beside the clone, three Comprehensive Rules versions across the 2009 and 2014 renumberings so
 * the history pages (lineage, diffs, "as of") have something to show, and the two Infraction Procedure Guides on
 * either side of 2.3's change from Drawing Extra Cards to Hidden Card Error. The judges' documents are PDFs written
 * here from the judge family's fixtures (fourteen versions of a small Tournament Rules, 2017-2024, for history at
 * full size; an Infraction Procedure Guide, a Judging at Regular REL), so the build has them with or without
 * ../shared. With the CR versions from ../shared come two small translations of Trample
 * (test/fixtures/site-content/translations/: a Chinese of 2014's 702.19, a Korean of 2009's 702.17), for the pages in
 * the reader's language; they attach to those versions, so without them they are left out.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { olderMtrs, smallIpg, smallJar, smallMtr } from '../../lib/formats/judge/fixtures'
import { makePdf } from '../../lib/text/pdf/test-pdf'

const root = join(import.meta.dirname, '..', '..')
export const CORPORA = join(root, '..', 'shared', 'corpora')
/**
 * The CR versions the browser build adds when ../shared is present: 2004, Magic 2010 (the great renumbering) and
 * Khans of Tarkir 2014, where Trample is 702.19, so "as of" is seen following a rule through two renumberings
 * (702.19b in 2014, 702.17b in 2009, 502.9b in 2004).
 */
export const HISTORY_VERSIONS = ['cr-2004-10-01.txt', 'cr-2009-07-11.txt', 'cr-2014-09-26.txt']
export const hasCorpora = () => HISTORY_VERSIONS.every((f) => existsSync(join(CORPORA, f)))

/** The real guides the build adds when ../shared has them: 2.3 Drawing Extra Cards (2015), Hidden Card Error (2016). */
export const IPG_VERSIONS = ['ipg-2015-10-02.pdf', 'ipg-2016-04-08.pdf']
export const hasJudgeCorpora = () => IPG_VERSIONS.every((f) => existsSync(join(CORPORA, 'judge', f)))

/** The judge fixtures as the files a user would drop in: the Tournament Rules in 14 versions (12 older, then 1 and 2). */
export const JUDGE_FIXTURES: Record<string, () => ReturnType<typeof smallMtr>> = {
  ...Object.fromEntries(olderMtrs().map((doc, i) => [`tournament-rules-older-${String(i + 1).padStart(2, '0')}.pdf`, () => doc])),
  'tournament-rules-2023.pdf': () => smallMtr(1),
  'tournament-rules-2024.pdf': () => smallMtr(2),
  'infraction-procedure-guide.pdf': () => smallIpg(),
  'judging-at-regular-rel.pdf': () => smallJar(),
}

/** The translation fixtures: copied in with the CR versions they translate (its manifest.json says how they were written). */
const TRANSLATIONS = join(root, 'test', 'fixtures', 'site-content', 'translations')

export async function assembleSiteContent(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'site-content-'))
  mkdirSync(dir, { recursive: true })
  const manifest = { documents: [] as unknown[] }
  const folders = [join(root, 'content'), join(root, 'test', 'fixtures', 'site-content'), ...(hasCorpora() ? [TRANSLATIONS] : [])]
  for (const from of folders) {
    if (!existsSync(from)) continue
    for (const f of readdirSync(from)) {
      if (join(from, f) === TRANSLATIONS) continue
      if (f === 'manifest.json') manifest.documents.push(...JSON.parse(readFileSync(join(from, f), 'utf8')).documents)
      // the situations folder (content/situations/) comes along whole
      else if (!f.startsWith('.') && !/^readme/i.test(f)) cpSync(join(from, f), join(dir, f), { recursive: true })
    }
  }
  if (hasCorpora()) for (const f of HISTORY_VERSIONS) copyFileSync(join(CORPORA, f), join(dir, f))
  if (hasJudgeCorpora()) for (const f of IPG_VERSIONS) copyFileSync(join(CORPORA, 'judge', f), join(dir, f))
  for (const [file, describe] of Object.entries(JUDGE_FIXTURES)) writeFileSync(join(dir, file), await makePdf(describe()))
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1))
  return dir
}
