import { beforeAll, describe, expect, it } from 'vitest'
import { createI18n, loadCatalog } from '~/i18n/lingui'
import { LANGS, type Lang } from '~/i18n/languages'
import { buildFeed, FEED_TAG_AUTHORITY } from '~/seo/feed'
import { UPDATES } from '~/content/updates'
import { NEWS_ARTICLES } from '~/content/news'

// Feed readers know an entry by its <id>: a build for another origin must not make every
// entry new again (docs/decisions/019-feed-ids-independent-of-the-origin.md).

const ORIGINS = ['http://localhost:3000', 'https://chatcontrol.info', 'https://staging.example.org:8443']

const ids = (xml: string) => [...xml.matchAll(/<id>([^<]*)<\/id>/g)].map((m) => m[1]!)
const selfLink = (xml: string) => /<link rel="self"[^>]*href="([^"]*)"/.exec(xml)?.[1]

beforeAll(async () => {
  for (const lang of LANGS) await Promise.all([loadCatalog(lang), loadCatalog(lang, 'updates'), loadCatalog(lang, 'home')])
})

const feed = (lang: Lang, origin: string) => buildFeed(createI18n(lang), lang, origin)

describe('feed ids (app/seo/feed.ts)', () => {
  it.each(LANGS)('%s: the same ids whatever the origin, the links on the origin', (lang) => {
    const [first, ...others] = ORIGINS.map((origin) => feed(lang, origin))
    const expected = ids(first!)
    // The feed's own id and one per entry.
    expect(expected).toHaveLength(1 + UPDATES.length + NEWS_ARTICLES.length)
    for (const other of others) expect(ids(other)).toEqual(expected)
    // The links do follow the origin: only the ids are fixed.
    for (const origin of ORIGINS) expect(selfLink(feed(lang, origin))?.startsWith(`${origin}/`), origin).toBe(true)
    for (const id of expected) expect(id, 'no origin in an id').not.toMatch(/localhost|staging\.example|https?:/)
  })

  it('are tag URIs of one fixed tagging entity, distinct over every feed', () => {
    expect(FEED_TAG_AUTHORITY).toMatch(/^[a-z0-9.-]+\.[a-z]+,\d{4}-\d\d-\d\d$/)
    const all = LANGS.flatMap((lang) => ids(feed(lang, 'http://localhost:3000')))
    for (const id of all) expect(id.startsWith(`tag:${FEED_TAG_AUTHORITY}:`), id).toBe(true)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toContain(`tag:${FEED_TAG_AUTHORITY}:nl/updates/${UPDATES[0]!.id}`)
    expect(all).toContain(`tag:${FEED_TAG_AUTHORITY}:/nl/feed.xml`)
  })
})
