import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import {
  catalogFiles,
  catalogPath,
  isContentText,
  missingTranslationReport,
  PARTLY_TRANSLATED,
  TRANSLATED,
} from '../../scripts/lib/catalogs'
import type { PrefixedLang } from '../../app/i18n/languages'
import { catalogProblems, commentReason, placeholdersOf, staleExemptions } from '../../scripts/lib/translator-notes'
import { COMMENT_EXEMPTIONS } from '../../locales/comment-exemptions'

// The rule of docs/translating.md#the-comment-rule: a translator never needs another file
// than the .po they edit — every entry shows the English text, and an entry they could
// misread says where it appears and what it must keep.

/** A small catalog in the .po format Lingui writes. */
function po(...entries: { msgid: string; msgstr?: string; comments?: string[]; ref?: string }[]): PO {
  return PO.parse(
    entries
      .map(({ msgid, msgstr = '', comments = [], ref = 'app/components/x.tsx' }) =>
        [...comments.map((c) => `#. ${c}`), `#: ${ref}`, `msgid ${JSON.stringify(msgid)}`, `msgstr ${JSON.stringify(msgstr)}`].join('\n'),
      )
      .join('\n\n'),
  )
}
const problems = (catalog: string, english: PO, ...translated: PO[]) =>
  catalogProblems(
    catalog,
    { file: `locales/en/${catalog}.po`, po: english },
    translated.map((p, i) => ({ file: `locales/${TRANSLATED[i]}/${catalog}.po`, po: p })),
    [],
  ).map((p) => `${p.file}: ${p.msgid}: ${p.problem}`)

describe('the comment rule (scripts/lib/translator-notes.ts)', () => {
  it('asks for a comment on labels, placeholders, tags, content data, page metadata and every mail and legal entry', () => {
    const [label, placeholder, plural, tag, sentence, content, metadata] = po(
      { msgid: 'Get Deal' },
      { msgid: 'Rated {rating} out of 5 by readers of this site' },
      { msgid: '{count, plural, one {# day} other {# days}} until the vote in Brussels' },
      { msgid: 'Read our <0>affiliate disclosure</0> before you buy anything' },
      { msgid: 'A sentence of more than three words needs no comment.' },
      { msgid: 'A feature sentence of a tool card', ref: 'app/content/tools.ts' },
      { msgid: 'Our picks of the best no-logs VPNs for people in the EU.', ref: 'app/seo/seo-entries.ts' },
    ).items
    expect(commentReason('messages', label!)).toMatch(/words or fewer/)
    expect(commentReason('home', placeholder!)).toMatch(/placeholder/)
    expect(commentReason('home', plural!)).toMatch(/placeholder/)
    expect(commentReason('home', tag!)).toMatch(/tag/)
    expect(commentReason('messages', sentence!)).toBeNull()
    expect(commentReason('home', content!)).toMatch(/content data/)
    expect(commentReason('messages', metadata!)).toMatch(/page metadata/)
    expect(commentReason('legal', sentence!)).toMatch(/every legal entry/)
    expect(commentReason('mail', sentence!)).toMatch(/every mail entry/)
  })

  it('fails on an entry that needs a comment and has only Lingui’s own notes', () => {
    const english = po(
      { msgid: 'Subscribe', msgstr: 'Subscribe' },
      { msgid: 'Language: {0}', comments: ['placeholder {0}: current.nativeName'] },
      { msgid: 'Close', comments: ['Toaster: the × button that closes a notification.'] },
    )
    expect(problems('messages', english)).toEqual([
      'locales/en/messages.po: Subscribe: no translator comment (needed: 3 words or fewer (a label))',
      'locales/en/messages.po: Language: {0}: no translator comment (needed: has a placeholder or a tag (<0>…</0>))',
    ])
  })

  it('fails on an explicit id that is not the English text, and on a translation the English catalog lacks', () => {
    const english = po({
      msgid: 'mail.greeting',
      msgstr: 'Hello,',
      comments: ['Confirmation email: the first line.', 'js-lingui-explicit-id'],
    })
    const dutch = po(
      { msgid: 'mail.greeting', msgstr: 'Hallo,', comments: ['Confirmation email: the first line.', 'js-lingui-explicit-id'] },
      { msgid: 'An old message nobody removed from this catalog', msgstr: 'Een oud bericht' },
    )
    expect(problems('mail', english, dutch)).toEqual([
      'locales/en/mail.po: mail.greeting: the id is not the English text "Hello,": translators would not see the English',
      'locales/nl/mail.po: An old message nobody removed from this catalog: not an entry of the English catalog: no English text',
    ])
    // Keyed by its English text, the same entry is fine.
    const fixed = po({ msgid: 'Hello,', msgstr: 'Hello,', comments: ['Confirmation email: the first line.', 'js-lingui-explicit-id'] })
    expect(problems('mail', fixed, po({ msgid: 'Hello,', msgstr: 'Hallo,' }))).toEqual([])
  })

  it('fails on a translation that drops, renames or adds a placeholder or a tag', () => {
    expect(placeholdersOf('Hi {name}, read <0>this</0><1/>')).toEqual(['</0>', '<0>', '<1/>', '{name}'])
    expect(placeholdersOf('{count, plural, one {# day} other {# days}} left')).toEqual(['{count}'])
    const comments = ['Newsletter issue footer. {site}: the host name; <0>…</0>: the link.']
    const english = po({ msgid: 'Sent from {site}. <0>Unsubscribe</0>', comments })
    const german = po({ msgid: 'Sent from {site}. <0>Unsubscribe</0>', msgstr: 'Gesendet von {seite}. Abmelden', comments })
    expect(problems('mail', english, german)).toEqual([
      'locales/nl/mail.po: Sent from {site}. <0>Unsubscribe</0>: placeholders or tags differ from the English: </0> <0> {site} ≠ {seite}',
    ])
    const good = po({ msgid: 'Sent from {site}. <0>Unsubscribe</0>', msgstr: '<0>Abmelden</0>: gesendet von {site}.', comments })
    expect(problems('mail', english, good)).toEqual([])
  })

  it('lets an exemption through, and reports one that exempts nothing', () => {
    const english = po({ msgid: 'OK' })
    const exemptions = [{ catalog: 'messages', message: 'OK', reason: 'test' }]
    expect(catalogProblems('messages', { file: 'en.po', po: english }, [], exemptions)).toEqual([])
    const gone = [{ catalog: 'messages', message: 'Gone', reason: 'test' }]
    expect(staleExemptions(new Map([['messages', english]]), gone)).toEqual(['messages: "Gone" is no longer a message'])
  })
})

describe('the catalogs on disk', () => {
  const read = (path: string) => PO.parse(readFileSync(path, 'utf8'))
  const catalogs = catalogFiles(['en']).map((path) => basename(path, '.po'))

  it('every entry of every language has its English text and every comment the rule asks for', () => {
    const found = catalogs.flatMap((catalog) =>
      catalogProblems(
        catalog,
        { file: catalogPath('en', catalog), po: read(catalogPath('en', catalog)) },
        TRANSLATED.map((lang) => ({ file: catalogPath(lang, catalog), po: read(catalogPath(lang, catalog)) })),
      ).map((p) => `${p.file}: ${p.problem}: ${JSON.stringify(p.msgid)}`),
    )
    expect(found).toEqual([])
  })

  it('the comments reach the translated catalogs too (nl, de, fr show what en shows)', () => {
    for (const catalog of catalogs) {
      // An entry is its context and its text: "Search" (the page) and "Search" in context "button" are two.
      const key = (i: { msgctxt?: string | null; msgid: string }) => `${i.msgctxt ?? ''}\u0004${i.msgid}`
      const english = new Map(read(catalogPath('en', catalog)).items.map((i) => [key(i), i.extractedComments]))
      for (const lang of TRANSLATED) {
        for (const item of read(catalogPath(lang, catalog)).items.filter((i) => !i.obsolete)) {
          expect(item.extractedComments, `${lang}/${catalog}.po ${item.msgid}`).toEqual(english.get(key(item)))
        }
      }
    }
  })

  it('every exemption still exempts a message, with a reason', () => {
    expect(staleExemptions(new Map(catalogs.map((c) => [c, read(catalogPath('en', c))])))).toEqual([])
    for (const e of COMMENT_EXEMPTIONS) expect(e.reason.trim().length, e.message).toBeGreaterThan(10)
  })

  it('the mail catalogs show the English text as msgid (no key such as mail.greeting)', () => {
    for (const lang of TRANSLATED) {
      const ids = read(catalogPath(lang, 'mail')).items.map((i) => i.msgid)
      expect(ids).toContain('Hello,')
      expect(ids.filter((id) => /^mail\./.test(id))).toEqual([])
    }
  })
})

describe('a partly translated language (PARTLY_TRANSLATED, app/i18n/languages.ts)', () => {
  // `missing` are texts of the content (app/content/); `missingInterface`, the interface's, are added to them.
  const count = (lang: PrefixedLang, missing: string[], total = 4, missingInterface: string[] = []) => ({
    file: catalogPath(lang, 'home'),
    lang,
    translated: total - missing.length - missingInterface.length,
    total,
    missing: [...missing, ...missingInterface],
    missingInterface,
  })

  it('fails on each missing text of a complete language', () => {
    const report = missingTranslationReport([count('nl', ['Get Deal'])], [])
    expect(report.errors).toEqual(['✗ locales/nl/home.po: no translation for "Get Deal"'])
    expect(report.lines).toEqual(['locales/nl/home.po: 3/4 messages translated'])
  })

  it('prints the missing count of a partly translated language, shown in English, without failing', () => {
    const report = missingTranslationReport([count('nl', ['Get Deal', 'Close']), count('de', [])], ['nl'])
    expect(report.errors).toEqual([])
    expect(report.lines).toEqual([
      'locales/nl/home.po: 2/4 messages translated, 2 shown in English',
      'locales/de/home.po: 4/4 messages translated',
      'nl: partly translated (PARTLY_TRANSLATED, app/i18n/languages.ts): 2 of 4 texts missing, shown in English',
    ])
  })

  it('fails on each missing text of its interface: only texts of the content may be shown in English', () => {
    const report = missingTranslationReport([count('nl', ['Get Deal'], 4, ['Close'])], ['nl'])
    expect(report.errors).toEqual([
      '✗ locales/nl/home.po: no translation for "Close" (a partly translated language may lack texts of the content only; the interface is translated first)',
    ])
  })

  it('tells a text of the content by its references: every one in app/content/', () => {
    expect(isContentText(['app/content/tools.ts'])).toBe(true)
    expect(isContentText(['app/content/tools.ts app/content/updates.ts'])).toBe(true)
    expect(isContentText(['app/content/tools.ts', 'app/components/sections/tool-card.tsx'])).toBe(false)
    expect(isContentText(['app/components/sections/action-box.tsx'])).toBe(false)
    expect(isContentText([])).toBe(false)
  })

  it('fails once the language is complete, so the flag is removed', () => {
    expect(missingTranslationReport([count('nl', [])], ['nl']).errors).toEqual([
      '✗ nl: every text is translated: remove it from PARTLY_TRANSLATED (app/i18n/languages.ts)',
    ])
  })

  it('lists only languages of the site', () => {
    for (const lang of PARTLY_TRANSLATED) expect(TRANSLATED).toContain(lang)
  })
})
