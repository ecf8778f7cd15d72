import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { contentFiles } from '../../locales/content-texts'

// Plain Node (24 runs .ts files by stripping their types) imports every content module:
// no macro, no Vite, no `~/` alias at run time, `.ts` on relative imports, JSON with its
// import attribute (docs/decisions/021-plain-message-descriptors.md). So do tsx, Playwright
// and the scripts (scripts/check-content.ts). Each module in a process of its own, so one
// module's imports cannot hide another's.

const run = promisify(execFile)

/** One export of a module as the child process sees it: its kind and size (an array's length, an object's keys). */
interface Exported {
  name: string
  kind: string
  size: number
}

const PROBE = `
const m = await import(process.argv[1])
const descriptors = (value, seen = new Set()) => {
  if (!value || typeof value !== 'object' || seen.has(value)) return 0
  seen.add(value)
  const own = typeof value.id === 'string' && typeof value.message === 'string' ? 1 : 0
  return own + Object.values(value).reduce((n, v) => n + descriptors(v, seen), 0)
}
const exported = Object.entries(m).map(([name, v]) => ({
  name,
  kind: Array.isArray(v) ? 'array' : typeof v,
  size: Array.isArray(v) ? v.length : v && typeof v === 'object' ? Object.keys(v).length : 1,
}))
console.log(JSON.stringify({ exported, descriptors: descriptors(Object.values(m)) }))
`

/** What a module exports, and how many message descriptors its exports hold. */
async function importInNode(file: string): Promise<{ exported: Exported[]; descriptors: number }> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', PROBE, resolve(file)], { encoding: 'utf8' })
  return JSON.parse(stdout) as { exported: Exported[]; descriptors: number }
}

describe('the content modules in plain Node', () => {
  const files = contentFiles()

  it('run on Node 24 or later (type stripping)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
  })

  it('every module of app/content imports and exports', { timeout: 120_000 }, async () => {
    const results = await Promise.all(files.map(async (file) => [file, await importInNode(file)] as const))
    for (const [file, { exported }] of results) expect(exported.length, file).toBeGreaterThan(0)
    // The data modules export their data, texts as message descriptors with id and message (./text.ts).
    const byFile = Object.fromEntries(results)
    const data = (file: string, name: string) => byFile[file]!.exported.find((e) => e.name === name)
    expect(data('app/content/news.ts', 'NEWS_ARTICLES')?.size).toBeGreaterThan(0)
    expect(data('app/content/tools.ts', 'TOOL_GROUPS')?.size).toBeGreaterThan(0)
    expect(data('app/content/updates.ts', 'UPDATES')?.size).toBeGreaterThan(0)
    expect(data('app/content/meps.ts', 'MEP_RECORD')?.kind).toBe('object')
    expect(data('app/content/legal/privacy-policy.ts', 'PRIVACY_POLICY')?.kind).toBe('object')
    // Every module with texts and data, not only functions as app/content/letters.ts, exports them.
    const withTexts = files.filter(
      (file) =>
        /^import \{ text \} from '\.\.?\/text\.ts'$/m.test(readFileSync(file, 'utf8')) &&
        byFile[file]!.exported.some((e) => e.kind !== 'function'),
    )
    expect(withTexts.length).toBeGreaterThan(10)
    for (const file of withTexts) expect(byFile[file]!.descriptors, file).toBeGreaterThan(0)
  })
})
