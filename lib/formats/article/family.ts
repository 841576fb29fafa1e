import type { FormatFamily } from '../family.js'
import { detectArticle } from './detect.js'
import { parseArticle } from './parse.js'

export const articleFormat: FormatFamily = {
  id: 'article',
  name: 'Rules column, set FAQ or release notes (Markdown, HTML or text)',
  detect: detectArticle,
  parse: parseArticle,
}
