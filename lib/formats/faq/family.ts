import type { FormatFamily } from '../family.js'
import { detectFaq } from './detect.js'
import { parseFaq } from './parse.js'

export const faqFormat: FormatFamily = {
  id: 'faq',
  name: 'Forum Q&A FAQ thread',
  detect: detectFaq,
  parse: parseFaq,
}
