import { beforeAll, describe, expect, it } from 'vitest'
import type { I18n } from '@lingui/core'
import { activateLocale, createI18n, loadNamespace } from '~/i18n/lingui'
import { isBorrowed, LANGS, type Lang } from '~/i18n/languages'
import { ALL_ROUTE_IDS, countryPath, publicPath } from '~/i18n/slugs'
import { MEMBER_STATES } from '~/content/member-states'
import { countryHead } from '~/seo/country-head'
import { memberState } from '~/content/member-state'
import { pageMetadata } from '~/seo/page-head'

/*
 * Titles and descriptions that fit search results: a result shows about 60–70 characters of
 * the <title> and about 155–160 of the meta description before it cuts the text off. Every
 * page of the slug table (app/i18n/slugs.ts) and every member state's action page
 * (app/seo/country-head.ts), in every language, stays within both, so what matters first
 * (app/seo/seo-entries.ts puts it first) is never the part that is cut. The same limits over
 * the sitemap of the production build, page by page as served: tests/e2e/seo.spec.ts.
 */
const MAX_TITLE = 70
const MAX_DESCRIPTION = 160
/** The languages with texts of their own: a borrowed one (the test build's extra language) is English made longer on purpose. */
const WRITTEN = LANGS.filter((lang) => !isBorrowed(lang))

const SITE = 'https://chatcontrol.example'
const i18nByLocale = new Map<Lang, I18n>()

beforeAll(async () => {
  for (const lang of WRITTEN) {
    const i18n = createI18n(lang)
    await activateLocale(i18n, lang)
    // A member state's page has the act catalog and, with the shell's, the home page's (its country names).
    for (const namespace of ['act', 'home'] as const) await loadNamespace(i18n, lang, namespace)
    i18nByLocale.set(lang, i18n)
  }
})

interface Head {
  path: string
  title: string
  description: string
}
/** The slug table's pages, then the member states' action pages, in every written language. */
function everyPage(): Head[] {
  const pages = ALL_ROUTE_IDS.flatMap((routeId) =>
    WRITTEN.map((lang) => {
      const { title, description } = pageMetadata(routeId, { i18n: i18nByLocale.get(lang)!, lang, siteUrl: SITE })
      return { path: publicPath(routeId, lang), title, description }
    }),
  )
  const states = MEMBER_STATES.flatMap(({ code }) =>
    WRITTEN.map((lang) => {
      const { meta } = countryHead({ i18n: i18nByLocale.get(lang)!, lang, siteUrl: SITE, state: memberState(code) })
      const title = meta.flatMap((tag) => ('title' in tag ? [tag.title] : []))[0] ?? ''
      const description = meta.flatMap((tag) => ('name' in tag && tag.name === 'description' ? [tag.content] : []))[0] ?? ''
      return { path: countryPath(code, lang), title, description }
    }),
  )
  return [...pages, ...states]
}
/** Characters as a reader counts them (code points): "é" and "–" are one each. */
const length = (text: string) => [...text].length

describe('titles and descriptions of every page fit a search result', () => {
  it(`<title> of at most ${MAX_TITLE} characters`, () => {
    const long = everyPage()
      .filter(({ title }) => length(title) > MAX_TITLE)
      .map(({ path, title }) => `${path} (${length(title)}): ${title}`)
    expect(long).toEqual([])
  })

  it(`meta description of at most ${MAX_DESCRIPTION} characters`, () => {
    const long = everyPage()
      .filter(({ description }) => length(description) > MAX_DESCRIPTION)
      .map(({ path, description }) => `${path} (${length(description)}): ${description}`)
    expect(long).toEqual([])
  })

  it('reads every page: the slug table’s and the member states’', () => {
    const pages = everyPage()
    expect(pages).toHaveLength((ALL_ROUTE_IDS.length + MEMBER_STATES.length) * WRITTEN.length)
    for (const page of pages) {
      expect(page.title, page.path).not.toBe('')
      expect(page.description, page.path).not.toBe('')
    }
  })

  it('counts what a reader counts', () => {
    expect(length('Ü'.repeat(MAX_TITLE))).toBe(MAX_TITLE)
    expect(length('é–')).toBe(2)
  })
})
