import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import PO from 'pofile'
import { catalogFiles } from '../../scripts/lib/catalogs'
import { LANGS, type Lang } from '~/i18n/languages'

/*
 * Time words are true on any day (docs/product.md#as-of-date): a word that only holds on
 * the as-of day ("live", "now", "recently", "upcoming" …) needs a date in the same
 * message — a year, or a placeholder that holds one — or an entry in ALLOWED with the
 * reason it is true on any day. A new one fails here, in whichever language it appears.
 */
const TIME_WORDS: Record<Lang, RegExp> = {
  en: /\b(live (updates|page|ticker|news)|breaking|now|recently|approaching|upcoming|this week|latest)\b/i,
  nl: /\b(live|nu|onlangs|nadert|aanstaande|deze week|laatste nieuws)\b/i,
  de: /\b(live|jetzt|kürzlich|neulich|rückt näher|bevorstehende?n?|diese woche|neuesten?)\b/i,
  fr: /(\ben direct\b|\bmaintenant\b|\brécemment\b|\bapproche\b|\bà venir\b|\bcette semaine\b|\bdernières actualités\b)/i,
}
/** A date near the word: a year, or a placeholder that the code fills with a formatted day or month. */
const DATED = /\b(19|20)\d\d\b|\{(asOf|vote|day|tallyDay|latestDay|reviewed|sloveniaDay|published|when|0)\}/

/**
 * Messages (by English source) whose time word is true on any day, with the reason.
 * The specification's fixed labels are framed by a dated caption beside them on the page.
 */
const ALLOWED: Record<string, string> = {
  'Live Updates': 'the specification’s badge; "as of {asOf}" stands beside it (news-content.tsx)',
  'Latest News': 'the specification’s heading and breadcrumb label; the lead under it dates the news',
  'Latest news': 'a link to the news section, which dates itself',
  'Read the latest news': 'a link to the news section, which dates itself',
  Breaking: 'the specification’s category; every card shows its date beside it (article-card.tsx)',
  'Protect Yourself Now': 'a call to action about the reader’s own protection',
  'Contact Your MEP Now': 'a call to action: writing to an MEP is possible on any day',
  'Chat Control: what is actually going on?': 'the title of a dated article (EDRi, September 2025); Dutch “nu eigenlijk” is an idiom',
  'Encrypted tools keep your data from many prying eyes today, but under Chat Control their providers could be ordered to scan. Your Member of the European Parliament needs to hear that you want encryption protected.':
    'about what encryption does, true on any day',
  'Facts we corrected on this site, newest first: what it said, what it says now, and the source for the correction.':
    '“now” is “after the correction”',
  'Get a weekly email with the latest votes, deadlines and ways to act against mass scanning of private messages.':
    'what each future newsletter carries',
  'Privacy guides, practical security tips and the latest news on Chat Control and digital rights in the EU.': 'what the blog will carry',
  'Please open the complete link from the email. If you subscribed more than once, only the most recent link works. You can also subscribe again with the form at the bottom of this page.':
    'the most recent of the visitor’s own links',
  'Press the button and we stop sending you the weekly Chat Control newsletter at once.':
    'from the moment of the visitor’s own action (Dutch “vanaf nu”)',
  'Thank you! From now on you will receive our weekly update on Chat Control. Every newsletter contains a link to unsubscribe with one click.':
    'from the moment of the visitor’s own subscription',
  "Slovenia was listed as against, citing the campaign tracker's live page.":
    'the live page as opposed to a dated copy: the point of the correction',
  'While you are here: your private messages should stay private. Chat Control would open them to scanning — end-to-end encryption is worth defending.':
    'Dutch “Nu je hier toch bent” is an idiom (“while you are here”)',
  Recent: 'the specification’s list title; every card in it is dated',
}

interface Hit {
  catalog: string
  locale: Lang
  source: string
  text: string
}

function hits(): Hit[] {
  const found: Hit[] = []
  for (const locale of LANGS) {
    for (const path of catalogFiles([locale])) {
      const po = PO.parse(readFileSync(path, 'utf8'))
      for (const item of po.items) {
        const text = locale === 'en' ? item.msgid : (item.msgstr[0] ?? '')
        if (!text || !TIME_WORDS[locale].test(text) || DATED.test(text)) continue
        found.push({ catalog: path, locale, source: item.msgid, text })
      }
    }
  }
  return found
}

describe('time words in the four catalogs', () => {
  it('carry a date, or are allowed with a reason', () => {
    const open = hits().filter((hit) => !(hit.source in ALLOWED))
    expect(open.map((h) => `${h.locale} ${h.catalog.split('/').pop()}: ${h.text} [source: ${h.source}]`)).toEqual([])
  })

  it('catches a new time word without a date, in any language', () => {
    for (const [locale, sample] of [
      ['en', 'The vote is upcoming'],
      ['nl', 'De stemming nadert'],
      ['de', 'Die Abstimmung rückt näher'],
      ['fr', 'Le vote approche'],
    ] as const) {
      expect(TIME_WORDS[locale].test(sample) && !DATED.test(sample), sample).toBe(true)
      expect(DATED.test(`${sample} (4 October 2025)`)).toBe(true)
    }
  })
})
