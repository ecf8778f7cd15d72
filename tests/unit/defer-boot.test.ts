import { describe, expect, it } from 'vitest'
import { deferBoot } from '../../scripts/defer-boot'

// The shape of TanStack Start's output that scripts/defer-boot.ts rewrites.
const page = (body: string) =>
  `<html><head><link rel="modulepreload" href="/assets/runtime-A1.js"/><link rel="modulepreload" href="/assets/index-B2.js"/></head><body>${body}</body></html>`
const ENTRY = '<script type="module" async="" src="/assets/index-B2.js"></script>'

describe('scripts/defer-boot.ts', () => {
  it('removes the hints and turns the entry into a loader that runs after load', () => {
    const { html, hints } = deferBoot(page(`<main></main>${ENTRY}`), 'x.html')
    expect(hints).toBe(2)
    expect(html).not.toContain('modulepreload"')
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).toContain(
      `addEventListener('load',idle,{once:true})})("/assets/index-B2.js",["/assets/runtime-A1.js"],"data-lang-pending")`,
    )
  })

  it("fails loudly when Start's output no longer matches", () => {
    expect(() => deferBoot(page('<main></main>'), 'x.html')).toThrow(/exactly one client entry/)
    expect(() => deferBoot(page(ENTRY + ENTRY), 'x.html')).toThrow(/exactly one client entry/)
    expect(() => deferBoot(`<html><head></head><body>${ENTRY}</body></html>`, 'x.html')).toThrow(/no <link rel="modulepreload">/)
    expect(() => deferBoot(page(`${ENTRY}<script src="/assets/other.js"></script>`), 'x.html')).toThrow(
      /would still load before the load event/,
    )
  })
})
