import { describe, expect, it } from 'vitest'
import { buildPageScripts, catalogChunks, deferBoot as rewrite, pageScriptFor } from '../../scripts/defer-boot'
import { LANGS } from '../../app/i18n/languages'

// The shape of TanStack Start's output that scripts/defer-boot.ts rewrites.
const CONTROLS = '<section id="newsletter"><form method="post"></form></section><select data-lang-switch="" name="lang"></select>'
const page = (body: string) =>
  `<html lang="en"><head><link rel="modulepreload" href="/assets/runtime-A1.js"/><link rel="modulepreload" href="/assets/index-B2.js"/></head><body>${body}</body></html>`
const ENTRY = '<script type="module" async="" src="/assets/index-B2.js"></script>'
const SCRIPT = '(()=>{})()'
const CATALOGS = { en: '/assets/messages-EN.js' }
const deferBoot = (html: string, file: string, script: string) => rewrite(html, file, script, CATALOGS)

describe('scripts/defer-boot.ts', () => {
  it('removes the hints and puts the entry and the hints into the page script, which requests nothing by itself', () => {
    const { html, hints } = deferBoot(page(`<main>${CONTROLS}</main>${ENTRY}`), 'x.html', SCRIPT)
    expect(hints).toBe(2)
    expect(html).not.toContain('modulepreload"')
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).toContain(
      `<script data-boot-entry="/assets/index-B2.js" data-boot-hints="/assets/messages-EN.js /assets/runtime-A1.js">${SCRIPT}</script>`,
    )
  })

  it("fails loudly when Start's output no longer matches", () => {
    expect(() => deferBoot(page(`<main>${CONTROLS}</main>`), 'x.html', SCRIPT)).toThrow(/exactly one client entry/)
    expect(() => deferBoot(page(CONTROLS + ENTRY + ENTRY), 'x.html', SCRIPT)).toThrow(/exactly one client entry/)
    expect(() => deferBoot(`<html lang="en"><head></head><body>${CONTROLS}${ENTRY}</body></html>`, 'x.html', SCRIPT)).toThrow(
      /no <link rel="modulepreload">/,
    )
    expect(() => deferBoot(page(`${CONTROLS}${ENTRY}<script src="/assets/other.js"></script>`), 'x.html', SCRIPT)).toThrow(
      /would still load before any interaction/,
    )
  })

  it("takes each language's catalog chunk from Vite's manifest, and fails without one", () => {
    const manifest = Object.fromEntries(LANGS.map((l) => [`locales/${l}/messages.po`, { file: `assets/messages-${l}.js` }]))
    expect(catalogChunks(manifest)).toMatchObject({ en: '/assets/messages-en.js', fr: '/assets/messages-fr.js' })
    delete manifest['locales/nl/messages.po']
    expect(() => catalogChunks(manifest)).toThrow(/no chunk for locales\/nl\/messages.po/)
    expect(() => rewrite(page(`${CONTROLS}${ENTRY}`).replace('lang="en"', 'lang="xx"'), 'x.html', SCRIPT, CATALOGS)).toThrow(
      /no catalog chunk/,
    )
  })

  it('fails when a page has no control the app could boot from', () => {
    expect(() => deferBoot(page(`<main></main>${ENTRY}`), 'x.html', SCRIPT)).toThrow(/no control to boot the app from/)
  })

  it('compiles the page script from the components’ modules into small inline scripts, one variant per kind of page', async () => {
    const scripts = await buildPageScripts()
    for (const code of Object.values(scripts)) {
      expect(code).not.toMatch(/\bimport\b|<\/script/)
      // The same arithmetic as the component, not a copy: the module's markers are in it.
      for (const marker of ['data-countdown-field', 'data-boot-entry']) expect(code).toContain(marker)
    }
    expect(scripts.home).toContain('data-section-sentinel')
    expect(scripts.notFound).toContain('data-go-back')
    expect(scripts.plain).not.toMatch(/data-section-sentinel|data-go-back/)
    expect(scripts.plain.length).toBeLessThan(2.5 * 1024)
    expect(Math.max(scripts.home.length, scripts.notFound.length)).toBeLessThan(4 * 1024)
    expect(pageScriptFor('<nav data-breadcrumb="">', 'x', scripts)).toBe(scripts.home)
    expect(pageScriptFor('<a data-go-back="">', 'x', scripts)).toBe(scripts.notFound)
    expect(pageScriptFor('<main>', 'x', scripts)).toBe(scripts.plain)
    expect(scripts.letters).toContain('data-copy-letter')
    expect(scripts.plain).not.toContain('data-copy-letter')
    expect(pageScriptFor('<details data-letter-text="">', 'x', scripts)).toBe(scripts.letters)
    expect(() => pageScriptFor('<nav data-breadcrumb=""><a data-go-back="">', 'x', scripts)).toThrow(/which page/)
  })
})
