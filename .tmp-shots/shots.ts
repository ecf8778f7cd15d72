import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../scripts/lib/chromium'
const base = process.argv[2]!
const out = process.argv[3]!
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
const paths = ['/', '/nl', '/de', '/fr', '/updates', '/nl/ontwikkelingen', '/de/entwicklungen', '/fr/evolutions', '/privacy-policy']
for (const js of [true, false]) {
  for (const width of [320, 390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js })
    const page = await context.newPage()
    if (js) await page.clock.install({ time: new Date('2026-11-25T12:00:00Z') })
    for (const path of paths) {
      await page.goto(base + path)
      await page.waitForTimeout(300)
      const name = `${js ? 'js' : 'nojs'}-${width}${path.replace(/\//g, '_') || '_'}.png`
      await page.screenshot({ path: `${out}/${name}`, fullPage: false })
    }
    await context.close()
  }
}
await browser.close()
console.log('done')
