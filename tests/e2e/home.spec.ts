import { expect, test, type Page } from '@playwright/test'
import { NEWS_ARTICLES } from '../../app/content/news.ts'
import { ALL_TOOLS } from '../../app/content/tools.ts'
import { waitForHydration, watchConsole } from './helpers'

/** The articles of app/content/news.ts (none dated after app/content/as-of.ts). */
const NEWS_COUNT = NEWS_ARTICLES.length
/** The tools of app/content/tools.ts (as many as the specification fixes: SPEC_COUNTS, app/content/check.ts). */
const TOOL_COUNT = ALL_TOOLS.length

/** Top of an element relative to the viewport. */
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top))

async function open(page: Page, path = '/') {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('home page structure', () => {
  test('sections come in the product order: header, hero, explainer, tools, news, footer', async ({ page }) => {
    await open(page)
    const order = await page.evaluate(() => {
      const els = ['header', '#home', '#chat-control', '#tools', '#news', 'footer'].map((s) => document.querySelector(s))
      return els.every((el, i) => el && (i === 0 || els[i - 1]!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING))
    })
    expect(order).toBe(true)
    await expect(page.locator('#chat-control h3', { hasText: 'End-to-End Encryption Under Attack' })).toBeVisible()
    await expect(page.locator('#chat-control li[data-status]')).toHaveCount(3)
  })

  // Each home page boots without a console error or warning, and the translated ones show
  // no English home page text once booted: every-page.spec.ts.
})

test.describe('vote countdown', () => {
  test('is rendered with the start value by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('[data-countdown-value]')).toHaveText('3d 12h 30m 45s')
    await context.close()
  })

  test('ticks down every second', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page)
    const value = page.locator('[data-countdown-value]')
    await expect(value).toHaveText(/^3d 12h 30m 4\ds$/)
    const first = await value.innerText()
    await expect(value).not.toHaveText(first, { timeout: 3000 })
    const seconds = Number((await value.innerText()).match(/(\d+)s$/)![1])
    expect(seconds).toBeLessThan(Number(first.match(/(\d+)s$/)![1]))
  })

  test('is hidden below the md breakpoint and keeps its width while ticking', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await open(page)
    await expect(page.getByRole('timer')).toBeHidden()
    await page.setViewportSize({ width: 800, height: 800 })
    const timer = page.getByRole('timer')
    await expect(timer).toBeVisible()
    const width = await timer.evaluate((el) => el.getBoundingClientRect().width)
    await page.waitForTimeout(1200)
    expect(await timer.evaluate((el) => el.getBoundingClientRect().width)).toBe(width)
  })
})

test.describe('anchors', () => {
  test('header anchors scroll to their sections', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, id] of [
      ['Privacy Tools', 'tools'],
      ['News', 'news'],
      ['Chat Control', 'chat-control'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect.poll(() => topOf(page, `#${id}`)).toBeLessThan(120)
      await expect.poll(() => topOf(page, `#${id}`)).toBeGreaterThanOrEqual(0)
      expect(new URL(page.url()).hash).toBe(`#${id}`)
      // Only the anchor of the current hash may claim to be current (not all three).
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
      await expect(nav.locator('[aria-current]')).toHaveAttribute('href', `/#${id}`)
    }
  })

  test('hero buttons and the header call to action scroll to tools and the explainer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await open(page)
    await page.getByRole('link', { name: 'Learn About Chat Control' }).click()
    await expect.poll(() => topOf(page, '#chat-control')).toBeLessThan(120)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: /Protect Yourself Now/ }).click()
    await expect.poll(() => topOf(page, '#tools')).toBeLessThan(120)
  })

  test('on another page the anchors lead to the home page with the hash', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, '/de/beste-vpns')
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Neuigkeiten' }).click()
    await expect(page).toHaveURL(/\/de#news$/)
    await expect.poll(() => topOf(page, '#news')).toBeLessThan(120)
  })
})

test.describe('floating breadcrumb', () => {
  for (const width of [375, 1440]) {
    test(`highlights the section in view at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await open(page)
      const crumbs = page.getByRole('navigation', { name: 'Page sections' })
      await expect(crumbs.getByRole('link')).toHaveCount(4)
      await expect(crumbs.locator('[aria-current="location"]')).toHaveAttribute('data-section', 'home')
      for (const id of ['chat-control', 'tools', 'news', 'tools', 'home']) {
        await page.locator(`#${id}`).evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }))
        await expect(crumbs.locator('[aria-current="location"]')).toHaveAttribute('data-section', id)
        await expect(crumbs.locator('[aria-current]')).toHaveCount(1)
      }
      await expect(crumbs.getByRole('link', { name: 'Chat Control Info' })).toHaveCount(1)
    })
  }

  test('steps aside while the footer is on screen', async ({ page }) => {
    await open(page)
    const crumbs = page.locator('nav[aria-label="Page sections"]')
    await expect(crumbs).not.toHaveAttribute('data-hidden')
    await page.locator('footer').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'end' }))
    await expect(crumbs).toHaveAttribute('data-hidden', 'true')
  })

  test('keeps the keyboard focus: it does not step aside while a link in it is focused', async ({ page }) => {
    await open(page)
    const crumbs = page.locator('nav[aria-label="Page sections"]')
    const link = crumbs.getByRole('link', { name: 'Chat Control Info' })
    await link.focus()
    await page.locator('footer').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'end' }))
    // Give the footer observer time to report; the focused breadcrumb must stay usable.
    await page.waitForTimeout(300)
    await expect(link).toBeFocused()
    await expect(crumbs).not.toHaveAttribute('inert')
    // Once the focus moves on (to the newsletter field), it steps aside.
    await page.locator('#newsletter-email').focus()
    await expect(crumbs).toHaveAttribute('data-hidden', 'true')
  })
})

test.describe('tools', () => {
  test('every tool with the product prices, deals only where both prices exist, and three highlights', async ({ page }) => {
    await open(page)
    await expect(page.locator('[data-tool]')).toHaveCount(TOOL_COUNT)
    const nord = page.locator('[data-category="vpn"] [data-tool]').first()
    await expect(nord.locator('[data-price]')).toHaveText('€3.99/month')
    await expect(nord.locator('[data-original-price]')).toContainText('€12.99')
    await expect(nord.locator('[data-discount]')).toHaveText('70% OFF')
    await expect(page.locator('[data-category="email"] [data-discount]')).toHaveCount(0)
    await expect(page.locator('[data-category="email"] s')).toHaveCount(0)
    await expect(page.locator('[data-category="money"] [data-price]').nth(1)).toHaveText('FREE')
    await expect(page.locator('[data-category="storage"] h3')).toHaveText('Encrypted Cloud Storage')
    await expect(page.locator('[data-category="storage"]')).toContainText('Zero Knowledge')
    const highlighted = page.locator('[data-highlight]')
    await expect(highlighted).toHaveCount(3)
    for (const category of ['vpn', 'money', 'storage']) {
      await expect(page.locator(`[data-category="${category}"] [data-tool]`).first().locator('[data-highlight]')).toHaveCount(1)
    }
    await expect(page.getByRole('link', { name: 'Read our affiliate disclosure' })).toHaveAttribute('href', '/affiliate-disclosure')
    await expect(page.getByText('Verified Privacy Tools')).toBeVisible()
  })

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the VPN grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page)
      const template = await page
        .locator('[data-category="vpn"] ul')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns)
      expect(template.split(' ')).toHaveLength(columns)
    })
  }

  test('pulsing respects prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const style = await page
      .locator('[data-highlight]')
      .first()
      .evaluate((el) => getComputedStyle(el).animationIterationCount)
    expect(style).toBe('1')
    await context.close()
  })
})

test.describe('news and country tracker', () => {
  test('shows recent articles, expands to all, and applies the badge rules', async ({ page }) => {
    await open(page)
    const list = page.locator('#news ul').first()
    await expect(list.locator(':scope > li:visible')).toHaveCount(4)
    // View all is a <details> (news-section.tsx): no JavaScript needed.
    await page.locator('#news summary', { hasText: 'View All News' }).click()
    await expect(list.locator(':scope > li:visible')).toHaveCount(NEWS_COUNT)
    await expect(page.locator('#news details')).toHaveAttribute('open', '')
    await expect(page.locator('#news summary span:visible')).toHaveText('Show fewer articles')
    await page.locator('#news summary').click()
    await expect(list.locator(':scope > li:visible')).toHaveCount(4)
    const urgent = list.locator('li[data-urgent]')
    await expect(urgent).toHaveCount(1)
    await expect(urgent.locator('[data-pulse]')).toHaveCount(1)
    await expect(urgent.locator('[data-badge]')).toHaveClass(/bg-destructive/)
    await expect(list.locator('li:not([data-urgent]) [data-badge].bg-primary')).not.toHaveCount(0)
    await expect(list.locator('li:not([data-urgent]) [data-badge].bg-muted')).not.toHaveCount(0)
    await expect(page.getByText('Live Updates')).toBeVisible()
  })

  test('lists 27 member states with counts derived from the list', async ({ page }) => {
    await open(page)
    await expect(page.locator('[data-country]')).toHaveCount(27)
    const counts = page.locator('[data-counts]')
    await expect(counts.locator('[data-status="oppose"] dd')).toHaveText('10')
    await expect(counts.locator('[data-status="neutral"] dd')).toHaveText('3')
    await expect(counts.locator('[data-status="support"] dd')).toHaveText('14')
    await expect(page.locator('[data-country][data-status="oppose"]')).toHaveCount(10)
    await expect(page.locator('[data-country][data-status="neutral"] [data-change="unknown"]')).toHaveCount(3)
    await expect(page.locator('[data-tally]')).toContainText('12 September 2025')
    await expect(page.locator('[data-moves] li').first()).toBeVisible()
  })
})

test.describe('outbound links', () => {
  test('every new-tab link carries the right rel, and every external link is https (an affiliate button is its first-party /go/ path)', async ({
    page,
  }) => {
    await open(page)
    await page.locator('#news summary', { hasText: 'View All News' }).click()
    const links = await page.locator('a[target="_blank"]').evaluateAll((els) =>
      els.map((a) => ({
        href: a.getAttribute('href')!,
        rel: a.getAttribute('rel') ?? '',
        tool: a.closest('[data-tool]')?.getAttribute('data-tool') ?? null,
        article: Boolean(a.closest('#news-list li')),
      })),
    )
    for (const link of links) {
      expect(link.rel, link.href).toContain('noopener')
      expect(link.rel, link.href).toContain('noreferrer')
      expect(link.href, link.href).toMatch(link.tool ? /^(?:https:\/\/|\/go\/[a-z0-9-]+$)/ : /^https:\/\//)
    }
    const tools = links.filter((l) => l.tool)
    expect(tools).toHaveLength(TOOL_COUNT)
    // The picks that earn nothing link to their own page, unmarked (app/content/tools.ts, docs/product.md#tool-data).
    const unpaid: Record<string, string> = {
      MEGA: 'https://mega.io/pricing',
      Tuta: 'https://tuta.com/pricing',
      'Proton Wallet': 'https://proton.me/wallet',
    }
    for (const l of tools) {
      if (Object.hasOwn(unpaid, l.tool!)) {
        expect(l.href).toBe(unpaid[l.tool!])
        expect(l.rel).not.toContain('sponsored')
      } else {
        expect(l.rel, l.tool!).toBe('sponsored noopener noreferrer')
        expect(l.href, l.tool!).toMatch(/^\/go\/[a-z0-9-]+$/)
      }
    }
    const articles = links.filter((l) => l.article && !l.href.includes('fightchatcontrol'))
    expect(articles).toHaveLength(NEWS_COUNT)
    for (const l of articles) expect(l.rel).toBe('nofollow noopener noreferrer')
    const mep = links.filter((l) => l.href === 'https://fightchatcontrol.eu/')
    expect(mep.length).toBeGreaterThanOrEqual(2)
    for (const l of mep) expect(l.rel).toBe('nofollow noopener noreferrer')
    await expect(page.locator('#chat-control a[href="https://fightchatcontrol.eu/"]')).toHaveAttribute('target', '_blank')
  })

  test('footer links use the current language paths and anchors', async ({ page }) => {
    await open(page, '/fr')
    const footer = page.locator('footer')
    await expect(footer.locator('nav a[href="/fr/politique-confidentialite"]')).toHaveCount(1)
    await expect(footer.locator('nav a[href="/fr/conditions-utilisation"]')).toHaveCount(1)
    await expect(footer.locator('nav a[href="/fr/contact"]')).toHaveCount(1)
    await expect(footer.locator('a[href="/fr#tools"]')).toHaveCount(1)
    await expect(footer.locator('a[href="/fr#chat-control"]')).toHaveCount(1)
    await expect(footer.locator('a[href="/fr#news"]')).toHaveCount(1)
    await expect(footer.locator('a[href="/fr/divulgation-affilie"]')).toHaveCount(1)
    await expect(footer).toContainText('© 2025')
    await expect(footer.locator('select')).toHaveCount(1)
  })
})

test.describe('static sections: Hydrate never() (docs/decisions/006)', () => {
  test('the HTML requests no JavaScript file by itself (scripts/defer-boot.ts); the app still boots', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html).not.toMatch(/<link\b[^>]*\srel="modulepreload"/)
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/)
    expect(html).toMatch(/<script data-boot-entry="\/assets\/index-[\w-]+\.js" data-boot-hints="\/assets\/[^"]+">/)
    await open(page)
    await expect(page.getByRole('banner').getByRole('button', { name: /Language: English/ })).toBeEnabled()
  })

  test('a first visit hydrates without downloading the sections or their strings', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const console = watchConsole(page)
    await open(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => /\/(home-sections|home-page|home)-[\w-]+\.js$/.test(s))).toEqual([])
    // The sections are the server's HTML, and work: anchors, view-all, outbound links.
    await expect(page.locator('#tools [data-tool]')).toHaveCount(TOOL_COUNT)
    await page.locator('#news summary', { hasText: 'View All News' }).click()
    await expect(page.locator('#news-list > li:visible')).toHaveCount(NEWS_COUNT)
    expect(console.errors()).toEqual([])
  })

  test('switching language on the home page shows every section in the new language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const console = watchConsole(page)
    await open(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language: English/ })
      .click()
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('h1')).toContainText('Chatkontrolle')
    await expect(page.locator('#tools-title')).toHaveText('Datenschutz-Tools, die dich schützen')
    await expect(page.locator('#news-title')).toHaveText('Aktuelle Nachrichten')
    await expect(page.locator('#tools [data-tool]')).toHaveCount(TOOL_COUNT)
    await expect(page.locator('#home')).toHaveCount(1)
    await page.locator('#news summary', { hasText: 'Alle Nachrichten anzeigen' }).click()
    await expect(page.locator('#news-list > li:visible')).toHaveCount(NEWS_COUNT)
    expect(console.errors()).toEqual([])
  })
})
