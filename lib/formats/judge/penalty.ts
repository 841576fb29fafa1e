/**
 * The penalties of the Infraction Procedure Guide. Since 2014 an infraction's heading names its penalty
 * (at the right margin, or in a "Penalty" box under it); the 2010 guide gives a table per Rules
 * Enforcement Level, where the Competitive column is the guide's own level.
 */
import type { Penalty } from '../../types.js'

export const PENALTIES: readonly Penalty[] = ['No Penalty', 'Warning', 'Game Loss', 'Match Loss', 'Disqualification']

/** A cell's words as a penalty: "Warning", "Warning*", "GAME LOSS", the 2010 tables' "Game" (its "Loss" is not in the text). */
export function readPenalty(cell: string): Penalty | null {
  const words = cell.replace(/[*†‡]+$/u, '').replace(/\s+/g, ' ').trim().toLowerCase()
  for (const p of PENALTIES) if (words === p.toLowerCase()) return p
  if (words === 'game') return 'Game Loss'
  if (words === 'match') return 'Match Loss'
  if (words === 'none') return 'No Penalty'
  return null
}

/**
 * The penalty in a 2010-style "Penalty" part: either "All Levels" over one value, or a row of levels
 * ("Regular  Competitive  Professional") over a row of values, of which the Competitive one is taken.
 */
export function penaltyFromTable(rows: readonly string[]): Penalty | null {
  for (let i = 0; i + 1 < rows.length; i++) {
    const head = rows[i].split('\t').map((c) => c.trim().toLowerCase())
    const values = rows[i + 1].split('\t').map((c) => c.trim())
    if (head.length === 1 && /^all\s+levels$/.test(head[0])) return readPenalty(values.join(' '))
    const competitive = head.indexOf('competitive')
    if (competitive >= 0 && values.length === head.length) return readPenalty(values[competitive])
  }
  return null
}
