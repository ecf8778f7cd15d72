import { setupI18n, type Messages } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { updatesDigest } from '~/components/updates/updates-digest'
import { formatDay } from '~/content/format'
import { UPDATES } from '~/content/updates'
import { createI18n, loadCatalog } from '~/i18n/lingui'
import { confirmationMail, issueMail } from '~/newsletter/mail/compose'
import { frenchTypography, typeset } from '~/newsletter/typography'
import { buildFeed } from '~/seo/feed'
import { messages as mailFr } from '../../locales/fr/mail.po'
import { messages as messagesFr } from '../../locales/fr/messages.po'
import { messages as updatesFr } from '../../locales/fr/updates.po'

// French typography (locales/GLOSSARY.md) in every text we put together ourselves: the
// newsletter's "updates since" issue, the mails around every issue and the confirmation
// mail, and the Atom feed — a no-break space before : ; ? ! » and after «, and "1er" for
// the first of a month (app/newsletter/typography.ts, app/content/format.ts).

const SITE = 'https://chatcontrol.info'
const NBSP = '\u00a0'
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'

/** Every breach of French typography in a text (tags and addresses aside), with what surrounds it. */
function breaches(text: string): string[] {
  const visible = text
    .replace(/<[^>]*>/g, ' ') // tags and their attributes
    .replace(/\bhttps?:\/\/\S+/g, ' ') // addresses
  const found: string[] = []
  const around = (index: number) => JSON.stringify(visible.slice(Math.max(0, index - 25), index + 5))
  for (const m of visible.matchAll(/[:;?!»]/g)) {
    const next = visible[m.index + 1]
    const ends = next === undefined || /[\s)\]*_]/.test(next)
    const before = visible[m.index - 1]
    if (ends && before !== NBSP && !/[:;?!]/.test(before ?? '')) found.push(`no no-break space before ${m[0]}: ${around(m.index)}`)
  }
  for (const m of visible.matchAll(/«/g)) if (visible[m.index + 1] !== NBSP) found.push(`no no-break space after «: ${around(m.index)}`)
  for (const m of visible.matchAll(new RegExp(`(?<![\\d\\p{L}])1[ ${NBSP}](?:${MONTHS})(?!\\p{L})`, 'gu')))
    found.push(`"1" for the first of a month: ${around(m.index)}`)
  return found
}

const french = (messages: Messages) => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'fr', messages })
  return i18n
}

describe('frenchTypography (app/newsletter/typography.ts)', () => {
  it('puts a no-break space before : ; ? ! » and after «, and writes "1er" for the first of a month', () => {
    expect(frenchTypography('## 1 mars 2026: Titre')).toBe(`## 1er mars 2026${NBSP}: Titre`)
    expect(frenchTypography('Quoi ? Vraiment!')).toBe(`Quoi${NBSP}? Vraiment${NBSP}!`)
    expect(frenchTypography('Pourquoi ?!')).toBe(`Pourquoi${NBSP}?!`)
    expect(frenchTypography('«Non» ; « oui »')).toBe(`«${NBSP}Non${NBSP}»${NBSP}; «${NBSP}oui${NBSP}»`)
    expect(frenchTypography('**Sources:** [a](<https://x.eu/a?b=1>)')).toBe(`**Sources${NBSP}:** [a](<https://x.eu/a?b=1>)`)
  })

  it('leaves addresses, times, other numbers and text already set alone', () => {
    for (const text of ['https://x.eu/a?b=1#c', '10:30', '11 mars, 21 mars, 1er mars', `Chat Control${NBSP}: non`, `«${NBSP}oui${NBSP}»`]) {
      expect(frenchTypography(text)).toBe(text)
    }
  })

  it('changes no other language', () => {
    expect(typeset('Chat Control: what happened since 1 March 2026?', 'en')).toBe('Chat Control: what happened since 1 March 2026?')
    expect(typeset('Chatcontrole: wat er sinds 1 maart 2026 is gebeurd', 'nl')).toBe('Chatcontrole: wat er sinds 1 maart 2026 is gebeurd')
  })

  it('formatDay writes the first of a month as French does', () => {
    expect(formatDay('2026-03-01', 'fr')).toBe('1er mars 2026')
    expect(formatDay('2026-03-11', 'fr')).toBe('11 mars 2026')
    expect(formatDay('2026-03-01', 'en')).toBe('1 March 2026')
  })
})

describe('the texts we generate in French', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalog('fr'), loadCatalog('fr', 'updates'), loadCatalog('fr', 'home')])
  })

  it('the "updates since" issue: subject, headings, labels (npm run newsletter:send -- --updates-since)', () => {
    const since = UPDATES.at(-1)!.date.slice(0, 8) + '01' // the first of the month of the oldest entry: every entry
    const digest = updatesDigest(french({ ...messagesFr, ...updatesFr }), 'fr', SITE, since)
    expect(digest.subject).toMatch(new RegExp(`^Chat Control${NBSP}: .* 1er `))
    expect(digest.markdown.split('\n').filter((line) => line.startsWith('## '))).toHaveLength(UPDATES.filter((u) => u.date >= since).length)
    expect(breaches(digest.markdown)).toEqual([])
    expect(breaches(digest.subject)).toEqual([])
  })

  it('the confirmation mail and the footer of every issue, in text and HTML', () => {
    const i18n = french(mailFr)
    const confirmation = confirmationMail(i18n, {
      to: 'a@example.org',
      link: `${SITE}/fr/lettre-information/confirmer?token=abc`,
      siteUrl: SITE,
    })
    const issue = issueMail(
      i18n,
      { subject: 'Numéro', text: 'Texte.', html: '<p>Texte.</p>' },
      { to: 'a@example.org', unsubscribeUrl: `${SITE}/fr/lettre-information/desinscription?token=abc`, siteUrl: SITE },
    )
    for (const text of [confirmation.subject, confirmation.text, confirmation.html, issue.text, issue.html])
      expect(breaches(text)).toEqual([])
    // The addresses are left as they are.
    expect(confirmation.text).toContain(`${SITE}/fr/lettre-information/confirmer?token=abc`)
    expect(issue.text).toContain(`${SITE}/fr/lettre-information/desinscription?token=abc`)
  })

  it('the Atom feed', () => {
    const feed = buildFeed(createI18n('fr'), 'fr', SITE)
    expect(feed).toContain('<entry>')
    expect(breaches(feed.replace(/^<\?xml[^>]*\?>/, ''))).toEqual([])
  })
})
