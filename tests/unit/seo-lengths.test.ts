import { beforeAll, describe, expect, it } from 'vitest'
import type { I18n } from '@lingui/core'
import { activateLocale, createI18n } from '~/i18n/lingui'
import { isBorrowed, LANGS, type Lang } from '~/i18n/languages'
import { ALL_ROUTE_IDS, publicPath } from '~/i18n/slugs'
import { pageMetadata } from '~/seo/page-head'

/*
 * Titles and descriptions that fit search results: a result shows about 60–70 characters of
 * the <title> and about 155–160 of the meta description before it cuts the text off. Every
 * page of the slug table (app/i18n/slugs.ts), in every language, stays within both, so what
 * matters first (app/seo/seo-entries.ts puts it first) is never the part that is cut.
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
    i18nByLocale.set(lang, i18n)
  }
})

const everyPage = ALL_ROUTE_IDS.flatMap((routeId) => WRITTEN.map((lang) => ({ routeId, lang })))
const metadataOf = (page: (typeof everyPage)[number]) =>
  pageMetadata(page.routeId, { i18n: i18nByLocale.get(page.lang)!, lang: page.lang, siteUrl: SITE })
/** Characters as a reader counts them (code points): "é" and "–" are one each. */
const length = (text: string) => [...text].length

describe('titles and descriptions of every page fit a search result', () => {
  it(`<title> of at most ${MAX_TITLE} characters`, () => {
    const long = everyPage
      .map((page) => ({ path: publicPath(page.routeId, page.lang), title: metadataOf(page).title }))
      .filter(({ title }) => length(title) > MAX_TITLE)
      .map(({ path, title }) => `${path} (${length(title)}): ${title}`)
    expect(long).toEqual([])
  })

  it(`meta description of at most ${MAX_DESCRIPTION} characters`, () => {
    const long = everyPage
      .map((page) => ({ path: publicPath(page.routeId, page.lang), description: metadataOf(page).description }))
      .filter(({ description }) => length(description) > MAX_DESCRIPTION)
      .map(({ path, description }) => `${path} (${length(description)}): ${description}`)
    expect(long).toEqual([])
  })

  it('counts what a reader counts', () => {
    expect(length('Ü'.repeat(MAX_TITLE))).toBe(MAX_TITLE)
    expect(length('é–')).toBe(2)
  })
})
