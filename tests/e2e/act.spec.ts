import { expect, test } from '@playwright/test'
import { COUNTRY_PUBLIC_PATHS, countryPath, findByPublicPath, publicPath } from '../../app/i18n/slugs'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { MEMBER_STATES } from '../../app/content/member-states'
import { citationPattern, extraLetterLanguagesOf, LETTER_LANGUAGES, type LetterLang } from '../../app/content/letter-languages'
import { MAILTO_MAX_LENGTH } from '../../app/content/letter-links'
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

/**
 * The letters of one MEP's card, in order: each button (`a[data-letter]`: its `href` as the
 * browser reads it, its `hreflang` where the letter is in another language than the page, and
 * whether the body fits in the link) with the plain text shown beside it (`pre[data-letter-body]`).
 */
function cardLetters(card: string) {
  const buttons = [...card.matchAll(/<a (?=[^>]*data-letter="true")[^>]*>/g)].map(([tag]) => ({
    href: decode(/href="([^"]*)"/.exec(tag)![1]!),
    hreflang: /hrefLang="([^"]*)"/i.exec(tag)?.[1],
    bodyInLink: /data-letter-body-in-link="true"/.test(tag),
  }))
  const texts = [...card.matchAll(/<pre [^>]*data-letter-body=""[^>]*>([^<]*)<\/pre>/g)].map(([, text]) => decode(text!))
  return buttons.map((button, i) => {
    const url = new URL(button.href)
    return { ...button, subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body'), text: texts[i] }
  })
}

/** Each MEP card of a page, with its record of 9 July 2026 (the roll call the letters follow). */
const cards = (html: string) =>
  html
    .split('data-mep="')
    .slice(1)
    .map((card) => ({
      id: /^\d+/.exec(card)![0],
      vote: /data-vote="([a-z-]+)"[^]*?data-vote="([a-z-]+)"[^]*?data-vote="([a-z-]+)"/.exec(card)?.[3] ?? '',
      html: card.split(/<li id="mep-|data-vacant=/)[0]!,
    }))

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
    const state = MEMBER_STATES.find((s) => s.code === ref.code)!
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
    for (const mail of mails) {
      const wrong = [!/^[^,;\s]+@[^,;\s]+$/.test(mail.to) && 'not one recipient', !mail.subject && 'no subject'].filter(Boolean)
      if (wrong.length) problems.push(`${path}: the letter to ${mail.to}: ${wrong.join(', ')}`)
    }
    const others = extraLetterLanguagesOf(state.code)
    const mepCards = cards(html)
    // Every MEP has a letter, but one whose record lists no address (they say so, with their profile).
    expect(
      mepCards.filter((card) => /data-letter="true"/.test(card.html)).length + count(html, /data-no-address="true"/g),
      `${path}: letters`,
    ).toBe(meps)
    for (const card of mepCards) {
      const sent = cardLetters(card.html)
      if (!sent.length) continue
      const [own, ...more] = sent
      // The page's language first, then each official language of the state the site does not speak, named with hreflang.
      if (own!.hreflang) problems.push(`${path}: MEP ${card.id}: the first letter is not in the page's language`)
      const langs = more.map((letter) => letter.hreflang)
      if (langs.join() !== others.join())
        problems.push(`${path}: MEP ${card.id}: letters in ${langs.join() || 'no other language'}, not ${others.join()}`)
      for (const [i, letter] of sent.entries()) {
        const letterLang = (i === 0 ? lang : letter.hreflang) as LetterLang
        const body = letter.text?.replace(/\n/g, '\r\n') ?? ''
        const wrong = [
          letter.href.length > MAILTO_MAX_LENGTH && `a mailto link of ${letter.href.length} characters`,
          letter.bodyInLink
            ? letter.body !== body && 'the text beside the button is not the letter in the link'
            : letter.body !== null && 'a body in the link that should not fit',
          letter.text === undefined && 'no plain text beside the button',
          i === 0 && letter.subject !== LETTER[lang].subject && `subject "${letter.subject}"`,
          i > 0 && !(letterLang in LETTER_LANGUAGES) && `an unknown letter language ${letterLang}`,
          i > 0 && letter.subject === LETTER.en.subject && 'an English subject',
          i === 0 && !body.startsWith(LETTER[lang].greeting) && 'no greeting in the page’s language',
          i === 0 && !body.includes(LETTER[lang].ownWords) && 'no place for a sentence of one’s own',
          !citationPattern(letterLang, '2026/1881').test(body) && `the regulation not cited as EUR-Lex cites it in ${letterLang}`,
          i > 0 && /Dear |Yours sincerely|\[Add a sentence/.test(body) && 'English left in the letter',
          !/\[[^\]]+\]/.test(body) && 'no line in brackets for the writer',
        ].filter(Boolean)
        if (wrong.length) problems.push(`${path}: MEP ${card.id}, letter ${letterLang}: ${wrong.join(', ')}`)
      }
    }

    // The Council side: the permanent representation, named — a translation with its original beside it, marked with its language.
    expect(html, `${path}: permanent representation`).toMatch(
      /data-representation="true"[^]*?<h3[^>]*>[^<]{10,}(?:<span lang="[a-z]{2,3}">[^<]+<\/span>\))?<\/h3>/,
    )
    // The roll calls with what "for" meant, and where things stand now.
    expect(count(html, /data-roll-call="/g), path).toBeGreaterThanOrEqual(3)
    expect(html, path).toContain('2026/1881')
  }
  expect(problems).toEqual([])
})

/**
 * The text of a page's Council side (app/components/act/council-side.tsx), without the
 * originals beside a translation: each is an element with the `lang` of its own language.
 */
function councilSideText(html: string, lang: string): string {
  const start = html.indexOf('aria-labelledby="act-council"')
  expect(start, 'the Council side').toBeGreaterThan(0)
  const section = html.slice(start, html.indexOf('</section>', start))
  const originals = [...section.matchAll(/<span lang="([a-z]{2,3})">/g)].map(([, tag]) => tag)
  expect(
    originals.filter((tag) => tag === lang),
    'an original in the page’s own language',
  ).toEqual([])
  return decode(
    section
      .replace(/<!-- -->/g, '')
      .replace(/<span lang="[a-z]{2,3}">[^<]*<\/span>/g, '')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\n]+/g, ' ')
    .trim()
}

test('the Council side names the representation, the ministry and the sources’ publishers in the page’s language', async ({ request }) => {
  // German: no English name of a representation or a ministry left, on any state's page; Austria's and Germany's in their own German.
  for (const { code } of MEMBER_STATES) {
    const text = councilSideText(await (await request.get(countryPath(code, 'de'))).text(), 'de')
    expect(text, `${code} in German`).not.toMatch(/Permanent Representation|Ministry/)
    expect(text, `${code} in German`).toMatch(/Ständige Vertretung/)
  }
  const austria = councilSideText(await (await request.get(countryPath('AT', 'de'))).text(), 'de')
  expect(austria).toContain('Ständige Vertretung Österreichs bei der EU')
  expect(austria).toContain('Federführend: Bundesministerium für Inneres (Quelle: Parlament Österreich,')
  expect(austria).toMatch(/Quelle: Bundesministerium für europäische und internationale Angelegenheiten, \d/)
  expect(councilSideText(await (await request.get(countryPath('DE', 'de'))).text(), 'de')).toContain('Bundesministerium des Innern')

  // French: the source line names the publisher in French — its own French name (Belgium's foreign service), or a
  // French translation followed by the original, marked with its language (Austria's foreign ministry).
  const belgium = await (await request.get(countryPath('BE', 'fr'))).text()
  expect(councilSideText(belgium, 'fr')).toMatch(/Source\u00a0: SPF Affaires étrangères, \d/)
  expect(belgium).not.toContain('Belgian Foreign Affairs')
  const autriche = await (await request.get(countryPath('AT', 'fr'))).text()
  expect(councilSideText(autriche, 'fr')).toMatch(
    /Source\u00a0: Ministère fédéral autrichien des Affaires européennes et internationales \( ?\), \d/,
  )
  expect(autriche).toContain('<span lang="de">Bundesministerium für europäische und internationale Angelegenheiten</span>')
  expect(autriche).not.toContain('Austrian Foreign Ministry')
})

test('the letters follow each MEP’s vote of 9 July 2026, in every letter language: a body for each kind of record', async ({ request }) => {
  // Pages whose MEPs cover the three kinds of record, together every letter language.
  const bodies = new Map<string, Map<string, string>>()
  for (const state of MEMBER_STATES) {
    const html = await (await request.get(countryPath(state.code, 'en'))).text()
    for (const card of cards(html)) {
      const kind = card.vote === 'did-not-vote' || card.vote === 'not-recorded-present' ? 'none' : card.vote
      for (const [i, letter] of cardLetters(card.html).entries()) {
        const letterLang = i === 0 ? 'en' : letter.hreflang!
        const byKind = bodies.get(letterLang) ?? new Map<string, string>()
        bodies.set(letterLang, byKind)
        // Without the greeting (the name) and with the name taken out, bodies of one kind are the same text.
        if (!byKind.has(kind) && letter.text) byKind.set(kind, letter.text.split('\n').slice(1).join('\n'))
      }
    }
  }
  expect([...bodies.keys()].sort()).toEqual(['en', ...new Set(MEMBER_STATES.flatMap((s) => extraLetterLanguagesOf(s.code)))].sort())
  // Every language's letters differ by kind of record, wherever its state's MEPs have more than one kind
  // (Denmark's 15 all voted; the catalogs themselves are held to distinct messages by scripts/check-letters.ts).
  for (const [letterLang, byKind] of bodies) {
    expect(byKind.size, letterLang).toBeGreaterThanOrEqual(2)
    expect(new Set(byKind.values()).size, `${letterLang}: a different letter for each kind of record`).toBe(byKind.size)
  }
  const english = bodies.get('en')!
  expect(english.get('for')).toContain('Thank you for your vote on 9 July 2026 for the motion to reject')
  expect(english.get('against')).toContain('you voted against the motion to reject')
  expect(english.get('none')).toContain('records no vote of yours')
})

test('every member state’s page stays within 60 KiB compressed with brotli, letters in every language included', async ({ request }) => {
  // What the server sends a browser that accepts brotli: the build's precompressed file (scripts/precompress.ts).
  const sizes: Array<[string, number]> = []
  for (const path of COUNTRY_PUBLIC_PATHS) {
    const response = await request.head(path, { headers: { 'accept-encoding': 'br' } })
    expect(response.headers()['content-encoding'], path).toBe('br')
    sizes.push([path, Number(response.headers()['content-length'])])
  }
  const [largest, size] = sizes.sort(([, a], [, b]) => b - a)[0]!
  console.log(`largest member-state page: ${largest}, ${(size / 1024).toFixed(1)} KiB brotli`)
  expect(sizes.filter(([, bytes]) => !(bytes > 0 && bytes <= 60 * 1024))).toEqual([])
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
        // A visitor without a mail program opens the letter's plain text: address, subject and body, ready to copy.
        const card = page
          .locator('main [data-mep]')
          .filter({ has: page.locator('a[data-letter]') })
          .first()
        await card.locator('details[data-letter-text] summary').first().click()
        const text = card.locator('pre[data-letter-body]').first()
        await expect(text).toBeVisible()
        await expect(text).toContainText(LETTER[lang].ownWords)
        // Its webmail links open the service's compose window with the same letter, in a new tab; nothing loads before.
        const gmail = new URL((await card.locator('a[data-webmail="gmail"]').first().getAttribute('href'))!)
        expect(gmail.origin).toBe('https://mail.google.com')
        expect(gmail.searchParams.get('body')?.replace(/\r\n/g, '\n')).toBe(await text.textContent())
        await expect(card.locator('a[data-webmail="outlook"]').first()).toHaveAttribute('target', '_blank')
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
