/**
 * The CR's unnumbered headings as the translations write them, for the CR parser (lib/formats/cr, `CrOptions`).
 * Each comes from a published translation: the Chinese (wiki.mtgjudge.cn), the Korean judge's, and the Japanese
 * the Japanese judge team publishes on Wizards' Japanese site.
 */
import type { Landmark, LandmarkWords } from '../cr/index.js'

const WORDS: Array<[string, Landmark]> = [
  // Simplified Chinese
  ['目录', 'contents'],
  ['词汇表', 'glossary'],
  ['术语表', 'glossary'],
  ['版权信息', 'credits'],
  ['制作人员', 'credits'],
  ['前言', 'introduction'],
  ['简介', 'introduction'],
  // Korean
  ['목차', 'contents'],
  ['용어사전', 'glossary'],
  ['용어 사전', 'glossary'],
  ['제작진', 'credits'],
  ['크레딧', 'credits'],
  ['소개', 'introduction'],
  // Japanese
  ['目次', 'contents'],
  ['用語集', 'glossary'],
  ['クレジット', 'credits'],
  ['はじめに', 'introduction'],
  ['序文', 'introduction'],
]

export const TRANSLATED_LANDMARKS: LandmarkWords = new Map(WORDS)
