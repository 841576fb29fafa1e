/**
 * Word-level diff of two texts, for "what changed" views. Built on the `diff` package's `diffWordsWithSpace`,
 * whose tokens are single words, spaces and punctuation marks: a phrase rewritten word by word ("comes into
 * play" -> "enters the battlefield") or a rule number ("502.9" -> "702.19") would come out as a ladder of
 * one-word changes. So a change is widened over the spaces and short punctuation between it and the next
 * change, and the result reads as one deletion and one insertion per changed stretch.
 */
import { diffWordsWithSpace } from 'diff'

export interface DiffPart {
  op: 'same' | 'ins' | 'del'
  text: string
}

type Run = { same: string } | { del: string; ins: string }

/** Unchanged text this short and wordless between two changes is shown inside the change. */
const GLUE = /^[^\p{L}\p{N}]{1,3}$/u

export function wordDiff(before: string, after: string): DiffPart[] {
  const runs: Run[] = []
  for (const change of diffWordsWithSpace(before, after)) {
    if (!change.value) continue
    const last = runs[runs.length - 1]
    if (!change.added && !change.removed) {
      if (last && 'same' in last) last.same += change.value
      else runs.push({ same: change.value })
    } else {
      const run = last && 'del' in last ? last : (runs[runs.length] = { del: '', ins: '' })
      if (change.added) run.ins += change.value
      else run.del += change.value
    }
  }
  const folded: Run[] = []
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]
    const prev = folded[folded.length - 1]
    const next = runs[i + 1]
    if ('same' in run && prev && 'del' in prev && next && 'del' in next && GLUE.test(run.same)) {
      prev.del += run.same + next.del
      prev.ins += run.same + next.ins
      i++
    } else folded.push('same' in run ? { ...run } : { ...run })
  }
  const parts: DiffPart[] = []
  for (const run of folded) {
    if ('same' in run) parts.push({ op: 'same', text: run.same })
    else {
      if (run.del) parts.push({ op: 'del', text: run.del })
      if (run.ins) parts.push({ op: 'ins', text: run.ins })
    }
  }
  return parts
}
