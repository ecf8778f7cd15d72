import type { Lang, PrefixedLang } from '../i18n/languages.ts'

/*
 * Names of institutions in the page's language: the member states' permanent representations
 * and ministries (app/content/member-states.ts) and the publishers of their sources
 * (app/content/publishers.ts). They are proper names, kept as data beside the record they
 * belong to rather than in the catalogs: each form has its own origin — the institution's own
 * page in that language, or our translation — which the data marks and a comment beside it
 * names (docs/editing.md#names-of-institutions-in-four-languages). `npm run content:check`
 * wants every language of the public list (app/content/check.ts).
 */

/**
 * A name in one page language other than English: `own` where the institution names itself in
 * that language (its own site, the EU's directories), `translation` where it does not — a
 * faithful translation, which the page shows with the original beside it.
 */
type NameForm = { readonly own: string } | { readonly translation: string }

/** The institution's name in its own language, shown beside a translation; `lang` is that language's BCP 47 tag. */
interface OriginalName {
  readonly name: string
  readonly lang: string
}

/**
 * An institution's name in each page language: English as the record gives it, every other
 * public language its own form or a marked translation, and `original` — needed as soon as one
 * language is a translation. A new site language is a compile error here until each name has it.
 */
export type InstitutionNames = { readonly en: string; readonly original?: OriginalName } & { readonly [L in PrefixedLang]: NameForm }

/** What a page shows: the name, and the original beside a translation. */
export interface ShownName {
  name: string
  original?: OriginalName
}

/**
 * The name for a page in `lang`. English is the record's English name. A language without an
 * entry — the development pseudo-locale and the test build's extra language, which borrow
 * English (app/i18n/languages.ts) — falls back to English.
 */
export function localName(names: InstitutionNames, lang: Lang): ShownName {
  if (lang === 'en') return { name: names.en }
  // A borrowed language is outside the `Lang` type's list, so the record has no entry for it.
  const form: NameForm | undefined = names[lang as PrefixedLang]
  if (!form) return { name: names.en }
  if ('own' in form) return { name: form.own }
  return names.original ? { name: form.translation, original: names.original } : { name: form.translation }
}

/** The same as plain text: a translation is followed by its original in brackets. */
export function localNameText(names: InstitutionNames, lang: Lang): string {
  const { name, original } = localName(names, lang)
  return original ? `${name} (${original.name})` : name
}
