import type { FormatFamily } from '../family.js'
import { detectJudge } from './detect.js'
import { parseJudge } from './parse.js'

export { JUDGE_DOCUMENTS, judgeDocument, type JudgeSeries } from './documents.js'
export { identify } from './detect.js'

/** The judges' documents: Magic Tournament Rules, Infraction Procedure Guide, Judging at Regular REL (from their PDFs). */
export const judgeFormat: FormatFamily = {
  id: 'judge',
  name: "Judges' document (Tournament Rules, Infraction Procedure Guide, Judging at Regular REL)",
  detect: detectJudge,
  parse: parseJudge,
}
