import type { FormatFamily } from '../family.js'
import { detectCr } from './detect.js'
import { parseCr } from './parse.js'

/** The Comprehensive Rules, every published version from 1999 on, whole or in part. */
export const crFormat: FormatFamily = {
  id: 'cr',
  name: 'Comprehensive Rules',
  detect: detectCr,
  parse: parseCr,
}
