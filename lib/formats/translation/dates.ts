/**
 * The effective date as a translation states it: "此规则于2026年4月17日起生效。", "이 규칙은 2021년 11월 19일부터
 * 시행됩니다.", "このルールは2021年11月19日より有効です。", or the English it keeps ("effective as of April 17, 2026").
 * Pure.
 */
import { readDate } from '../cr/title-block.js'

// Year, month, day, each with its counter word: 年月日 (Chinese, Japanese) or 년월일 (Korean).
const CJK_DATE = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/
// The words that say the date is when the rules take effect, not a copyright year or a set's release.
const EFFECTIVE = /生效|施行|시행|발효|適用|有効|発効|effective|current\s+as\s+of/i
const ENGLISH = /\b(?:effective|current)\s+as\s+of\s+(.{6,40})/i

const iso = (y: number, m: number, d: number): string | null =>
  m >= 1 && m <= 12 && d >= 1 && d <= 31 && y >= 1990 && y <= 2100 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null

/** The ISO date a line gives as the rules' effective date, or null. */
export function readEffectiveDate(line: string): string | null {
  if (!EFFECTIVE.test(line)) return null
  const m = CJK_DATE.exec(line)
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]))
  const english = ENGLISH.exec(line)
  return english ? readDate(english[1]) : null
}
