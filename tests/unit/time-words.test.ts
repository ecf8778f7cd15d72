import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import PO from 'pofile'
import { catalogFiles } from '../../scripts/lib/catalogs'
import { PUBLIC_LANGS, type Lang } from '~/i18n/languages'

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
  'Act now': 'the action pages’ name: writing to a government or an MEP is possible on any day',
  'Act now: write to the MEPs of {name}': 'the action pages’ name, as a shared link’s title',
  'Act now: your MEPs and the letter': 'the action pages’ name, in the offline copy’s table of contents',
  'Act now: who decides, and how to write to them': 'the action pages’ name, as the index’s title',
  'Your government and your MEPs negotiate the permanent regulation now. Here is how they stand on the record, and a short letter to each that you can send from your own e-mail.':
    'the dated statement of where it stands (“As of 27 November 2026”, app/content/now.ts) follows it on the page',
  'The newest version:': 'the offline copy’s link to the site: the newest is whatever the site shows when the link is followed',
  'Chat Control: what is actually going on?': 'the title of a dated article (EDRi, September 2025); Dutch “nu eigenlijk” is an idiom',
  "Encrypted tools keep your data from many prying eyes today, but under the Commission's 2022 proposal their providers could be ordered to scan. Your Member of the European Parliament needs to hear that you want encryption protected.":
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
  'While you are here: your private messages should stay private. Chat Control, as the Commission proposed it in 2022, would open them to scanning — end-to-end encryption is worth defending.':
    'Dutch “Nu je hier toch bent” is an idiom (“while you are here”)',
  Recent: 'the specification’s list title; every card in it is dated',
  "Try part of a name or fewer words: accents and capitals do not matter. Every country's MEPs are listed on its Act now page.":
    'the action pages’ name, in the search page’s hint',
  'Act now, Slovenia’s page': 'the action pages’ name, naming the page a correction is about',
}

interface Hit {
  catalog: string
  lang: Lang
  source: string
  text: string
}

function hits(): Hit[] {
  const found: Hit[] = []
  // The languages with catalogs: the public list (the test build's extra language borrows English's).
  for (const lang of PUBLIC_LANGS) {
    for (const path of catalogFiles([lang])) {
      const po = PO.parse(readFileSync(path, 'utf8'))
      for (const item of po.items) {
        const text = lang === 'en' ? item.msgid : (item.msgstr[0] ?? '')
        if (!text || !TIME_WORDS[lang].test(text) || DATED.test(text)) continue
        found.push({ catalog: path, lang, source: item.msgid, text })
      }
    }
  }
  return found
}

describe('time words in the four catalogs', () => {
  it('carry a date, or are allowed with a reason', () => {
    const open = hits().filter((hit) => !(hit.source in ALLOWED))
    expect(open.map((h) => `${h.lang} ${h.catalog.split('/').pop()}: ${h.text} [source: ${h.source}]`)).toEqual([])
  })

  it('catches a new time word without a date, in any language', () => {
    for (const [lang, sample] of [
      ['en', 'The vote is upcoming'],
      ['nl', 'De stemming nadert'],
      ['de', 'Die Abstimmung rückt näher'],
      ['fr', 'Le vote approche'],
    ] as const) {
      expect(TIME_WORDS[lang].test(sample) && !DATED.test(sample), sample).toBe(true)
      expect(DATED.test(`${sample} (4 October 2025)`)).toBe(true)
    }
  })
})

/*
 * No sentence describes an old text as the law (docs/product.md#where-it-stands-now). What
 * the regulation "would" do is true only of one text — the Commission's proposal of 2022,
 * the Council's text of a given day — and since 31 July 2026 another act is in force
 * (app/content/now.ts). So a conditional about the regulation names the text it describes
 * in the same message: a year, a placeholder that holds a date, or the Council's or the
 * Parliament's text by name. A conditional that is not about the regulation (cookies, a
 * provider's statement) passes, or is in WOULD_ALLOWED with the reason.
 */
const CONDITIONAL: Record<Lang, RegExp> = {
  en: /\bwould\b/i,
  nl: /\b(zou|zouden)\b/i,
  de: /\b(würde|würden)\b/i,
  // The conditional's -rait/-raient; nouns that end so (un trait, un extrait) are not verbs.
  fr: /\b(?!(?:por|ex|re|at|abs|dis|sous)?traits?\b)\p{L}+(?:rait|raient)\b/iu,
}
/** What makes a sentence one about the regulation (Chat Control, its scanning, its texts). */
const ABOUT_THE_REGULATION: Record<Lang, RegExp> = {
  en: /chat control|regulation|proposal|detection order|scan/i,
  nl: /chatcontrole|verordening|voorstel|detectiebevel|scan/i,
  de: /chatkontrolle|verordnung|vorschlag|entwurf|aufdeckungsanordnung|durchleucht|scann/i,
  fr: /chat control|règlement|proposition|projet|injonction de détection|analys/i,
}
/** The text named: a year or a date placeholder (DATED), or the Council's / the Parliament's text by name. */
const NAMED: Record<Lang, RegExp> = {
  en: /council's (text|position)|parliament's (negotiating )?position/i,
  nl: /(tekst|standpunt) van de raad|raadstekst|standpunt van het (europees )?parlement/i,
  de: /(text|position) des rates|ratstext|ratsposition|position des (europäischen )?parlaments/i,
  fr: /(texte|position) du conseil|position du parlement/i,
}
/** Conditionals about the regulation that need no named text, with the reason. */
const WOULD_ALLOWED: Record<string, string> = {
  'Will you vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception? I would be grateful for your answer.':
    'the letter writer’s politeness (“I would be grateful”), not what a text would do',
  'Signal would rather leave the EU than scan messages': 'Signal’s own statement, on a news card dated beside it (article-card.tsx)',
  "Signal's president said the app would withdraw from the European market rather than build scanning into its end-to-end encryption.":
    'Signal’s own statement, on a news card dated beside it (article-card.tsx)',
  'the justice minister: suspicionless scanning of chats must be taboo under the rule of law; Germany would not have agreed to the text':
    'what the German government said of its own vote, shown with its day (8 October 2025) on the Act now page (app/content/council-record.ts)',
  "The Danish presidency gave up its push for mandatory detection orders: a discussion paper sent to the member states proposed that scanning private chats should stay voluntary. Germany's justice minister, Stefanie Hubig, welcomed the change.":
    'the Dutch “zou blijven” is the indirect speech of a proposal; the entry’s day (30 October 2025) stands above it (updates-page.tsx)',
}

/** A conditional about the regulation without the text it describes. */
const undated = (lang: Lang, text: string): boolean =>
  CONDITIONAL[lang].test(text) && ABOUT_THE_REGULATION[lang].test(text) && !DATED.test(text) && !NAMED[lang].test(text)

function wouldHits(): Hit[] {
  const found: Hit[] = []
  for (const lang of PUBLIC_LANGS) {
    for (const path of catalogFiles([lang])) {
      for (const item of PO.parse(readFileSync(path, 'utf8')).items) {
        const text = lang === 'en' ? item.msgid : (item.msgstr[0] ?? '')
        if (text && undated(lang, text)) found.push({ catalog: path, lang, source: item.msgid, text })
      }
    }
  }
  return found
}

describe('what the regulation "would" do, in the four catalogs', () => {
  it('names the text it describes (the 2022 proposal, the Council’s text, a date), or is allowed with a reason', () => {
    const open = wouldHits().filter((hit) => !(hit.source in WOULD_ALLOWED))
    expect(open.map((h) => `${h.lang} ${h.catalog.split('/').pop()}: ${h.text} [source: ${h.source}]`)).toEqual([])
  })

  it('catches a conditional about the regulation without its text, in any language', () => {
    for (const [lang, sample] of [
      ['en', 'The regulation would break encryption.'],
      ['nl', 'De verordening zou versleuteling breken.'],
      ['de', 'Die Verordnung würde die Verschlüsselung brechen.'],
      ['fr', 'Le règlement briserait le chiffrement.'],
      ['fr', 'Chat Control analyserait vos messages.'],
    ] as const) {
      expect(undated(lang, sample), sample).toBe(true)
    }
  })

  it('passes it once the text is named, and leaves other conditionals alone', () => {
    for (const [lang, sample] of [
      ['en', "The Commission's 2022 proposal would break encryption."],
      ['en', "The Council's text would make voluntary scanning permanent."],
      ['nl', 'Het voorstel van de Commissie uit 2022 zou versleuteling breken.'],
      ['de', 'Der Vorschlag der Kommission von 2022 würde die Verschlüsselung brechen.'],
      ['de', 'Die Position des Rates würde das freiwillige Scannen dauerhaft erlauben.'],
      ['fr', 'La proposition de la Commission de 2022 briserait le chiffrement.'],
      ['en', 'Nothing non-essential would be stored before you choose.'],
      ['fr', 'Un trait de la proposition.'],
    ] as const) {
      expect(undated(lang, sample), sample).toBe(false)
    }
  })
})
