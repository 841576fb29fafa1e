import type { FormatFamily } from '../family.js'
import { detectNewsgroup } from './detect.js'
import { parseNewsgroup } from './parse.js'

export const newsgroupFormat: FormatFamily = {
  id: 'newsgroup',
  name: 'Newsgroup rulings summary',
  detect: detectNewsgroup,
  parse: parseNewsgroup,
}
