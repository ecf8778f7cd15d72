import { brotliCompressSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { COUNTRY_PUBLIC_PATHS, countryPath, findByPublicPath, publicPath } from '../../app/i18n/slugs'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { MEMBER_STATES } from '../../app/content/member-states'
import { SAMPLE_COUNTRIES } from './act-sample'
import { recordRequests } from './helpers'

/**
 * Act now (docs/product.md#act-now). Every member state's page in every language is
 * checked in its server HTML — a plain request, no browser; a small, a middle-sized and
 * the largest country are loaded in the browser without JavaScript. Expectations are
 * written here, not read from the app's catalogs: a wrong translation fails.
 */

/** How each language's letter opens and what its subject says. */
const LETTER: Record<Lang, { greeting: string; subject: string; ownWords: string }> = {
  en: { greeting: 'Dear ', subject: 'Chat Control: protect private messages and encryption', ownWords: '[Add a sentence of your own' },
  nl: { greeting: 'Geachte ', subject: 'Chatcontrole: bescherm privéberichten en versleuteling', ownWords: '[Voeg hier een eigen zin toe' },
  de: {
    greeting: 'Guten Tag ',
    subject: 'Chatkontrolle: private Nachrichten und Verschlüsselung schützen',
    ownWords: '[Füge hier einen eigenen Satz hinzu',
  },
  fr: {
    greeting: 'Bonjour ',
    subject: 'Chat Control\u00a0: protéger les messages privés et le chiffrement',
    ownWords: '[Ajoutez ici une phrase à vous',
  },
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The `mailto:` links of a page that write to someone: recipient, subject and body, decoded (the share link `mailto:?…` names no one). */
function letters(html: string) {
  return [...html.matchAll(/href="(mailto:[^"?][^"]*)"/g)].map(([, href]) => {
    const url = new URL(decode(href!))
    return {
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject') ?? '',
      body: url.searchParams.get('body') ?? '',
    }
  })
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length

test('every member state’s page in every language lists every seat, a letter per MEP in the page’s language, a profile link each and the permanent representation', async ({
  request,
}) => {
  test.setTimeout(120_000)
  expect(COUNTRY_PUBLIC_PATHS).toHaveLength(MEMBER_STATES.length * LANGS.length)
  // What is wrong with a profile link or a letter, over all pages: one assertion at the end
  // rather than one per link and letter (some 20,000, most of this test's time).
  const problems: string[] = []
  for (const path of COUNTRY_PUBLIC_PATHS) {
    const ref = findByPublicPath(path)!
    const state = MEMBER_STATES.find((s) => s.code === ref.country)!
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const lang = ref.lang
    expect(html, path).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
    expect(html, `${path}: no script file for a reader`).not.toMatch(/<script[^>]*\ssrc=/)

    // Every seat: an MEP or a vacancy.
    const meps = count(html, /data-mep="\d+"/g)
    const vacant = count(html, /data-vacant="true"/g)
    expect(meps + vacant, `${path}: seats`).toBe(state.seats)

    // One official profile per MEP, on the Parliament's site, matching the MEP's id.
    const ids = [...html.matchAll(/data-mep="(\d+)"/g)].map(([, id]) => id!)
    for (const id of ids)
      if (!html.includes(`href="https://www.europarl.europa.eu/meps/en/${id}"`)) problems.push(`${path}: no profile link of ${id}`)

    // A letter per MEP with a public address, one recipient each, in the page's language.
    const mails = letters(html)
    const withAddress = count(html, /data-letter="true"/g)
    expect(mails.length, path).toBe(withAddress)
    // Every MEP has a letter, but one whose record lists no address (they say so, with their profile).
    expect(withAddress + count(html, /data-no-address="true"/g), `${path}: letters`).toBe(meps)
    for (const mail of mails) {
      const wrong = [
        !/^[^,;\s]+@[^,;\s]+$/.test(mail.to) && 'not one recipient',
        mail.subject !== LETTER[lang].subject && `subject "${mail.subject}"`,
        !(
          mail.body.startsWith(LETTER[lang].greeting) ||
          mail.body.includes('Ambassad') ||
          mail.body.includes('ambassadeur') ||
          mail.body.includes('Botschaft')
        ) && 'no greeting in the page’s language',
        !mail.body.includes(LETTER[lang].ownWords) && 'no place for a sentence of one’s own',
        !mail.body.includes('2026/1881') && 'no 2026/1881',
        !/\r\n/.test(mail.body) && 'no CRLF line breaks',
      ].filter(Boolean)
      if (wrong.length) problems.push(`${path}: the letter to ${mail.to}: ${wrong.join(', ')}`)
    }

    // The Council side: the permanent representation, named.
    expect(html, `${path}: permanent representation`).toMatch(/data-representation="true"[^]*?<h3[^>]*>[^<]{10,}<\/h3>/)
    // The roll calls with what "for" meant, and where things stand now.
    expect(count(html, /data-roll-call="/g), path).toBeGreaterThanOrEqual(3)
    expect(html, path).toContain('2026/1881')
  }
  expect(problems).toEqual([])
})

test('the letters follow each MEP’s vote of 9 July 2026: different bodies for a vote for, a vote against and no vote', async ({
  request,
}) => {
  const html = await (await request.get(countryPath('DE', 'en'))).text()
  const byVote = new Map<string, string>()
  for (const card of html.split('data-mep="').slice(1)) {
    const vote = /data-vote="([a-z-]+)"[^]*?data-vote="([a-z-]+)"[^]*?data-vote="([a-z-]+)"/.exec(card)?.[3]
    const mail = letters(card)[0]
    if (vote && mail && !byVote.has(vote)) byVote.set(vote, mail.body)
  }
  expect(byVote.get('for')).toContain('Thank you for voting on 9 July 2026 for the motion to reject')
  expect(byVote.get('against')).toContain('you voted against the motion to reject')
  const none = byVote.get('did-not-vote') ?? byVote.get('not-recorded-present')
  expect(none).toContain('records no vote of yours')
  expect(new Set(byVote.values()).size).toBe(byVote.size)
})

test('the largest country’s page stays within 60 KiB compressed with brotli', async ({ request }) => {
  const body = await (await request.get(countryPath('DE', 'de'))).body()
  const compressed = brotliCompressSync(body).length
  expect(compressed).toBeLessThanOrEqual(60 * 1024)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const code of SAMPLE_COUNTRIES) {
    for (const lang of LANGS) {
      test(`${code} in ${lang}: letters, profiles and the representation, with no third-party request`, async ({ page, baseURL }) => {
        const requests = recordRequests(page)
        await page.goto(countryPath(code, lang))
        const seats = MEMBER_STATES.find((s) => s.code === code)!.seats
        await expect(page.locator('main [data-mep], main [data-vacant]')).toHaveCount(seats)
        await expect(page.locator('main [data-representation] h3')).toBeVisible()
        await expect(page.locator('main a[data-letter]').first()).toHaveAttribute('href', /^mailto:[^,?]+\?subject=.+&body=.+/)
        const origin = new URL(baseURL!).origin
        expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
        expect(requests.filter((url) => url.endsWith('.js'))).toEqual([])
      })
    }
  }

  test('from the home page to a letter to an MEP in two clicks', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(publicPath('/{-$lang}', lang))
      // Click 1: the country in the home page's tracker.
      await page.locator(`#news [data-country="NL"] a`).click()
      await expect(page).toHaveURL(new RegExp(`${countryPath('NL', lang)}$`))
      // Click 2 would open the visitor's mail program: the letter is there, addressed to one MEP.
      const letter = page.locator('main a[data-letter]').nth(1)
      await expect(letter).toBeVisible()
      const mail = letters(`href="${await letter.getAttribute('href')}"`)[0]!
      expect(mail.subject).toBe(LETTER[lang].subject)
    }
  })

  // The action index lists the 27 states as plain links in each language: every-page.spec.ts,
  // which loads every page of the slug table without JavaScript.
})
