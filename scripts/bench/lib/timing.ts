/** Timing helpers the benchmarks share (this folder is not a benchmark: scripts/bench.ts runs only files beside it). */

export function median(times: number[]): number {
  const s = [...times].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** Median of `runs` timed calls after one warm-up call (JIT and lazy module state). */
export function timeIt(fn: () => void, runs: number): number {
  fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    fn()
    times.push(performance.now() - t)
  }
  return median(times)
}

/** The plainest possible ingest: decode and split into lines. Ratios against it factor out the machine's speed. */
export function baseline(bytes: Uint8Array): void {
  const lines = Buffer.from(bytes).toString('utf8').split(/\r\n?|\n/)
  if (lines.length < 0) throw new Error('unreachable')
}
