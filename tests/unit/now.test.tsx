import { beforeAll, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { WhereItStands } from '~/components/now/where-it-stands'
import { checkContent, dayAfter, type ContentData } from '~/content/check'
import { formatDay } from '~/content/format'
import { NOW } from '~/content/now'
import type { Lang } from '~/i18n/languages'
import { LangProvider } from '~/i18n/use-lang'
import { contentData } from '../../scripts/lib/content-modules'
import { messages as en } from '../../locales/en/messages.po'
import { messages as nl } from '../../locales/nl/messages.po'
import { messages as de } from '../../locales/de/messages.po'
import { messages as fr } from '../../locales/fr/messages.po'

// Where it stands now (app/content/now.ts, docs/product.md#where-it-stands-now): the rules
// `npm run content:check` holds it to, and what the page shows in each language. Written out
// here, independently of the catalogs, so a missing or wrong translation fails.
const CATALOGS: Record<Lang, Messages> = { en, nl, de, fr }
/**
 * The label of the day the statement describes, and the law it names, as each language writes
 * them. The day itself is the data's (NOW.date, written as the language writes a date), so a
 * review that renews the statement changes no test.
 */
const EXPECTED: Record<Lang, { asOf: (day: string) => string; law: string }> = {
  en: { asOf: (day) => `As of ${day}`, law: 'Regulation (EU) 2026/1881' },
  nl: { asOf: (day) => `Stand van zaken op ${day}`, law: 'Verordening (EU) 2026/1881' },
  de: { asOf: (day) => `Stand vom ${day}`, law: 'Verordnung (EU) 2026/1881' },
  fr: { asOf: (day) => `Situation au ${day}`, law: 'règlement (UE) 2026/1881' },
}

const TODAY = new Date().toISOString().slice(0, 10)
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const base = (): ContentData => structuredClone(contentData())
/** The statement inside a copy of the data, open to any change a case makes (the schema is what is tested). */
const now = (data: ContentData) => data.now as Record<string, unknown> & { law: typeof NOW.law; sources: Record<string, unknown>[] }
const report = (change: (data: ContentData) => void, today = TODAY) => {
  const data = base()
  change(data)
  return checkContent(data, today)
}

describe('where it stands now: npm run content:check', () => {
  it('passes as shipped, naming the law in force on its day', () => {
    expect(report(() => {}).errors).toEqual([])
    expect(NOW.date >= NOW.law.inForceFrom && NOW.date <= NOW.law.until).toBe(true)
    expect(NOW.text.message).toContain(NOW.law.name)
    expect(NOW.sources[0]).toMatchObject({ url: NOW.law.url, kind: 'primary' })
  })

  const cases: Array<[string, (data: ContentData) => void, RegExp]> = [
    [
      'a text that does not name the law',
      (d) => void (now(d).law = { ...now(d).law, name: 'Regulation (EU) 2021/1232' }),
      /must name the law/,
    ],
    ['a statement dated before the law was in force', (d) => void (now(d).date = dayBefore(NOW.law.inForceFrom)), /was not in force/],
    [
      'a source off the allow-list',
      (d) => void (now(d).sources = [{ url: 'https://example.org/x', date: '2026-07-28', kind: 'primary' }]),
      /allow-list/,
    ],
    ['a secondary source first', (d) => void (now(d).sources = [...now(d).sources].reverse()), /first source must be a primary/],
    [
      'a source after the statement’s day',
      (d) => void (now(d).sources = [{ ...now(d).sources[0]!, date: dayAfter(NOW.date) }]),
      /after the day the statement describes/,
    ],
    ['no source at all', (d) => void (now(d).sources = []), /needs its sources/],
    ['a source without its kind', (d) => void (now(d).sources = [{ url: NOW.law.url, date: '2026-07-28' }]), /kind/],
    ['a day no time zone has reached', (d) => void (now(d).date = dayAfter(dayAfter(TODAY))), /is in the future/],
  ]
  for (const [name, change, message] of cases) {
    it(`catches ${name}`, () => {
      expect(report(change).errors.join('\n')).toMatch(message)
    })
  }

  it('warns, without failing, when the record was reviewed after the statement', () => {
    // The statement renewed on the first day of the law, the record reviewed later: whatever the data's days are.
    const { lastReviewed } = base()
    const earlier = NOW.law.inForceFrom
    expect(earlier < lastReviewed).toBe(true)
    const older = report((d) => void (now(d).date = earlier))
    expect(older.errors).toEqual([])
    expect(older.warnings.join('\n')).toMatch(
      new RegExp(
        `where it stands \\(app/content/now.ts\\) was checked on ${earlier}, before the last review of the record on ${lastReviewed}`,
      ),
    )
    expect(report((d) => void (now(d).date = d.lastReviewed)).warnings.join('\n')).not.toMatch(/was checked on/)
  })

  it('warns once the review date has passed, and once the law it names has run out', () => {
    const { reviewBy } = base()
    expect(report(() => {}, dayAfter(reviewBy)).warnings.join('\n')).toMatch(/re-check where it stands \(app\/content\/now.ts\)/)
    const late = report(() => {}, dayAfter(NOW.law.until))
    expect(late.warnings.join('\n')).toMatch(
      new RegExp(`names ${NOW.law.name.replace(/[()]/g, '\\$&')}, which applied until ${NOW.law.until}`),
    )
  })
})

/** A router at the site's root: the statement's last line links to the action pages (useMatch, Link). */
const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) })
beforeAll(() => router.load())

const render = (lang: Lang, variant: 'band' | 'card') => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] })
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <I18nProvider i18n={i18n}>
        <LangProvider lang={lang}>
          <WhereItStands variant={variant} />
        </LangProvider>
      </I18nProvider>
    </RouterContextProvider>,
  )
}
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'")

describe('where it stands now: the server HTML, in four languages', () => {
  for (const lang of Object.keys(EXPECTED) as Lang[]) {
    it(`${lang}: dated, naming the law in force, with the law's own page`, () => {
      for (const variant of ['band', 'card'] as const) {
        const html = render(lang, variant)
        expect(html).toContain('data-where-it-stands')
        expect(html).toContain(`<time dateTime="${NOW.date}">${EXPECTED[lang].asOf(formatDay(NOW.date, lang))}</time>`)
        expect(text(html)).toContain(EXPECTED[lang].law)
        expect(html).toContain(`href="${NOW.law.url}"`)
        // A statement of facts: the text of the statement has no conditional.
        expect(text(html)).not.toMatch(/\b(would|zou|zouden|würde|würden)\b/)
      }
    })
  }

  it('the card is a section headed by its day (h2); the band, above the page’s h1, is an aside without a heading', () => {
    const card = render('en', 'card')
    expect(card).toMatch(/^<section aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>.*<time dateTime=/)
    const band = render('en', 'band')
    expect(band).toMatch(/^<aside aria-labelledby="([^"]+)"[^>]*><p id="\1"/)
    expect(band).not.toMatch(/<section|<h[1-6]/)
  })

  it('the card lists every source, marks the secondary ones and those not opened', () => {
    const html = render('en', 'card')
    for (const source of NOW.sources) expect(html).toContain(`href="${source.url}"`)
    const secondary = NOW.sources.filter((source) => source.kind === 'secondary').length
    expect(text(html).split('(secondary source)').length - 1).toBe(secondary)
    // A source cited for its address alone says so, in the card and beside the law's link in the band.
    const unread = NOW.sources.filter((source) => source.unread).length
    expect(text(html).split('(not opened by us)').length - 1).toBe(unread)
    const law = NOW.sources.find((source) => source.url === NOW.law.url)
    expect(text(render('en', 'band')).includes('(not opened by us)')).toBe(Boolean(law?.unread))
  })
})
