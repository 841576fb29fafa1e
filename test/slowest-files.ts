/**
 * `npm test` ends with its slowest test files, so a session that makes CI slower sees where (CI must stay within
 * 15 minutes on 2 cores: docs/testing.md).
 */
import type { Reporter, TestModule } from 'vitest/node'

export interface FileTime {
  project: string
  file: string
  /** importing the file and running its suites' bodies, plus every test and hook */
  ms: number
}

/** The `count` slowest files as a small table, slowest first. */
export function slowestFilesTable(times: FileTime[], count = 12): string {
  const top = [...times].sort((a, b) => b.ms - a.ms).slice(0, count)
  if (!top.length) return ''
  const total = times.reduce((sum, t) => sum + t.ms, 0)
  const rows = top.map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.project.padEnd(11)} ${t.file}`)
  return [`slowest test files (of ${times.length}, ${(total / 1000).toFixed(0)} s in all, files run in parallel):`, ...rows].join('\n')
}

export default class SlowestFilesReporter implements Reporter {
  private root = process.cwd()

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const times = modules.map((m) => {
      const d = m.diagnostic()
      return { project: m.project.name, file: m.moduleId.replace(this.root + '/', ''), ms: d.collectDuration + d.duration }
    })
    const table = slowestFilesTable(times)
    if (table) process.stdout.write(`\n${table}\n`)
  }
}
