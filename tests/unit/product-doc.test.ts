import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Comments cite docs/product.md by heading anchor (`docs/product.md#countdown`, and
 * more anchors after one on the same line: `docs/product.md#legal-pages, #legal-constants`). Every cited anchor must exist, so
 * renaming a heading without its citations fails here.
 */
const ROOTS = [
  'app',
  'scripts',
  'tests',
  'docs',
  'README.md',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'lingui.config.ts',
]

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function files(path: string): string[] {
  if (statSync(path).isFile()) return [path]
  return readdirSync(path).flatMap((name) => (name === 'node_modules' || name.endsWith('.gen.ts') ? [] : files(join(path, name))))
}

describe('docs/product.md anchors', () => {
  const doc = readFileSync('docs/product.md', 'utf8')
  const anchors = new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)))

  it('has unique headings', () => {
    const headings = [...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!))
    expect(headings.length).toBe(anchors.size)
  })

  it('has every anchor the code, tests and docs cite', () => {
    const cited = new Map<string, string>()
    for (const file of ROOTS.flatMap(files)) {
      const text = readFileSync(file, 'utf8')
      for (const line of text.split('\n')) {
        const at = line.indexOf('product.md#')
        if (at === -1) continue
        for (const m of line.slice(at).matchAll(/#([a-z0-9-]+)/g)) cited.set(m[1]!, file)
      }
      // In-document links of product.md itself: [text](#anchor).
      if (file === join('docs', 'product.md')) for (const m of text.matchAll(/\]\(#([a-z0-9-]+)\)/g)) cited.set(m[1]!, file)
    }
    expect(cited.size).toBeGreaterThan(20)
    const missing = [...cited].filter(([anchor]) => !anchors.has(anchor)).map(([anchor, file]) => `#${anchor} (${file})`)
    expect(missing).toEqual([])
  })
})
