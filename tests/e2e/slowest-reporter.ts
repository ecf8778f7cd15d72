import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints, at the end of every run, the spec files and the tests that took longest (README.md,
 * "Tests": the suite's time budget). A file's time is the sum of its tests' times, whichever
 * workers ran them. The last line sets the run's wall time against the test time it held: the
 * rest went to hooks (an own server started in a beforeAll), starting workers, or a worker
 * left alone with the last long test.
 */
export default class SlowestReporter implements Reporter {
  private readonly files = new Map<string, { tests: number; ms: number }>()
  private readonly tests: Array<{ title: string; ms: number }> = []
  private started = Date.now()
  private readonly workers = new Set<number>()
  private firstTest = Infinity

  onBegin() {
    this.started = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, '')
    const entry = this.files.get(file) ?? { tests: 0, ms: 0 }
    entry.tests += 1
    entry.ms += result.duration
    this.files.set(file, entry)
    this.tests.push({ title: `${file} › ${test.titlePath().slice(3).join(' › ')}`, ms: result.duration })
    this.firstTest = Math.min(this.firstTest, result.startTime.getTime())
    this.workers.add(result.parallelIndex)
  }

  onEnd(_result: FullResult) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`
    console.log('\nSlowest spec files (sum of their tests):')
    for (const [file, { tests, ms }] of [...this.files].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10))
      console.log(`${seconds(ms)}  ${file} (${tests} tests)`)
    console.log('Slowest tests:')
    for (const { title, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${seconds(ms)}  ${title}`)
    const wall = Date.now() - this.started
    const busy = this.tests.reduce((sum, t) => sum + t.ms, 0)
    const beforeFirst = Number.isFinite(this.firstTest) ? this.firstTest - this.started : 0
    console.log(
      `${this.tests.length} tests: ${(busy / 1000).toFixed(0)} s of test time in ${(wall / 1000).toFixed(0)} s ` +
        `(${(beforeFirst / 1000).toFixed(0)} s before the first test): ${this.workers.size} workers in tests ` +
        `${Math.round((100 * busy) / (Math.max(1, this.workers.size) * wall))} % of the time`,
    )
  }

  printsToStdio() {
    return false
  }
}
