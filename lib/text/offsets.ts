/** Maps offsets in a text to 1-based line numbers by binary search over line starts. */
export function lineLocator(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (offset: number) => lastAtOrBelow(starts, offset) + 1
}

/** Index of the last value <= `x` in ascending `sorted` (0 when none is): which line, chunk or shard holds `x`. */
export function lastAtOrBelow(sorted: readonly number[], x: number): number {
  let lo = 0
  let hi = sorted.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (sorted[mid] <= x) lo = mid
    else hi = mid - 1
  }
  return lo
}
