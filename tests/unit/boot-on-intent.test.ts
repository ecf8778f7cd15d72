import { describe, expect, it } from 'vitest'
import { bootOnIntent, pageScriptOf } from '../../server/node-http/boot-on-intent'

// A page the app renders per request (the site search's results) boots on intent like its
// prerendered self (server/node-http/boot-on-intent.ts, docs/decisions/006).

const NONCE = 'pKDiE9l+EG3VOAQTyTn/WA=='
const PRERENDERED =
  '<html lang="en"><head></head><body><form></form>' +
  '<script data-boot-entry="/assets/index-A1.js" data-boot-hints="/assets/messages-B2.js /assets/search-C3.js">(function(){if(1<2)boot()})()</script>' +
  '</body></html>'
const RENDERED =
  `<html lang="en"><head><link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/search-C3.js" fetchPriority="low" nonce="${NONCE}"/></head><body><form></form>` +
  `<script nonce="${NONCE}">$_TSR={}</script><script type="module" async="" src="/assets/index-A1.js" nonce="${NONCE}"></script></body></html>`

describe('bootOnIntent', () => {
  const script = pageScriptOf(PRERENDERED)!

  it("reads the prerendered page's script", () => {
    expect(script.entry).toBe('/assets/index-A1.js')
    expect(script.tag).toMatch(
      /^<script data-boot-entry="\/assets\/index-A1.js" [^>]*>\(function\(\)\{if\(1<2\)boot\(\)\}\)\(\)<\/script>$/,
    )
    expect(pageScriptOf('<html><script type="module" src="/assets/x.js"></script></html>')).toBeUndefined()
  })

  it("removes the hints and puts the page script, with the response's nonce, where the entry was", () => {
    const html = bootOnIntent(RENDERED, script, NONCE)!
    expect(html).not.toContain('modulepreload')
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/)
    expect(html).toContain(`<script nonce="${NONCE}">$_TSR={}</script><script nonce="${NONCE}" data-boot-entry="/assets/index-A1.js"`)
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })

  it('leaves HTML it does not recognise as the app wrote it', () => {
    expect(bootOnIntent(RENDERED.replaceAll('index-A1', 'index-Z9'), script, NONCE)).toBeUndefined()
    expect(bootOnIntent(RENDERED.replace(/<script type="module"[^]*?<\/script>/, ''), script, NONCE)).toBeUndefined()
    expect(bootOnIntent(`${RENDERED}<script src="/assets/other.js"></script>`, script, NONCE)).toBeUndefined()
    expect(bootOnIntent(RENDERED, script, '" onload="x')).toBeUndefined()
  })
})
