import type { I18n, MessageDescriptor, Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { inEnglish } from '~/content/format'
import { DEFAULT_LANG, isPartlyTranslated } from './languages'

/*
 * A language shipped partly translated (PARTLY_TRANSLATED, app/i18n/languages.ts) shows the
 * English text of every message it lacks: Lingui compiles the English text into its catalog
 * (lingui.config.ts `fallbackLocales`), or, for a message the catalog does not have at all, uses
 * the source text. Only texts of the content (app/content/) may be missing: `npm run i18n:check`
 * refuses such a language while a message of the interface lacks its translation
 * (scripts/lib/catalogs.ts), so a `t()` text, which is a plain string, never falls back. A text
 * that does is English, so it is marked and written as English:
 *
 * - its dates: a date the page wrote in its own language (app/content/format.ts) is written in
 *   English inside it, so no "situation on 4 ottobre 2025" — for every way a message is shown
 *   (`t`, `<Trans>`, `i18n._`), because the instance's own translate function does it;
 * - its language: a `<Trans>` that falls back renders inside `<span lang="en">` (FallbackText,
 *   the I18nProvider's default component, app/router.tsx), and so does a descriptor shown as an
 *   element's content (`<Message of={tool.cta} />`, below; tests/unit/fallback.test.tsx finds any
 *   `{i18n._(…)}` left in a component). An element that holds nothing else may instead take
 *   `lang={fallbackLang(i18n, text)}`.
 * - not marked: a text of the content written into an attribute (a page's title or description)
 *   or into another message's placeholder as a string (a member state's name in a sentence):
 *   an attribute or a part of a string cannot carry `lang`.
 *
 * A message counts as falling back when the language's catalog has no entry for it, or the same
 * compiled text as English's. A translation identical to the English one (a name) is English
 * text too, so marking it is right. Every other language is untouched: nothing is compared.
 */

type Translate = I18n['_']
const INSTALLED = new WeakSet<I18n>()

/** The English catalog an instance compares with: every namespace loaded for English so far. */
type EnglishMessages = () => Messages

const englishOf = new WeakMap<I18n, EnglishMessages>()

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** True when `id` shows its English text in the instance's language, a partly translated one. */
function isFallback(i18n: I18n, id: string): boolean {
  if (!isPartlyTranslated(i18n.locale)) return false
  const own = i18n.messages[id]
  if (own === undefined) return true
  const english = englishOf.get(i18n)?.()[id]
  return english !== undefined && same(own, english)
}

/** `'en'` for a text of the content (a descriptor or its id) shown in English on this page; undefined otherwise. */
export const fallbackLang = (i18n: I18n, message: MessageDescriptor | string): typeof DEFAULT_LANG | undefined =>
  isFallback(i18n, typeof message === 'string' ? message : message.id) ? DEFAULT_LANG : undefined

/** The values of a message shown in English: the dates the page wrote in its language, in English. */
function inEnglishValues(values: Record<string, unknown> | undefined, lang: string): Record<string, unknown> | undefined {
  if (!values) return values
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? (inEnglish(value, lang) ?? value) : value]),
  )
}

/**
 * Make an instance write the dates of its fallback texts in English. `english` gives the English
 * messages loaded so far (app/i18n/lingui.ts loads them beside a partly translated language's).
 * Idempotent; costs nothing for a fully translated language.
 */
export function installFallback(i18n: I18n, english: EnglishMessages): void {
  englishOf.set(i18n, english)
  if (INSTALLED.has(i18n)) return
  INSTALLED.add(i18n)
  const translate: Translate = i18n._.bind(i18n)
  const wrapped = ((id: string | MessageDescriptor, values?: Record<string, unknown>, options?: Parameters<Translate>[2]) => {
    const key = typeof id === 'string' ? id : id.id
    if (!key || !isFallback(i18n, key)) return translate(id as never, values as never, options)
    if (typeof id === 'string') return translate(id, inEnglishValues(values, i18n.locale) as never, options)
    return translate({ ...id, values: inEnglishValues(id.values ?? values, i18n.locale) } as never, undefined, options)
  }) as Translate
  // `t` is bound to `_` when the instance is made (@lingui/core): both are replaced, so the
  // macros (`t`, `useLingui`) and `<Trans>` all go through here.
  i18n._ = wrapped
  i18n.t = wrapped
}

/**
 * The default component of every `<Trans>` (app/router.tsx): a message shown in English on a
 * page of a partly translated language says so (`lang="en"`); any other renders as it is.
 */
export function FallbackText({ id, translation }: { id: string; translation: ReactNode }) {
  const { i18n } = useLingui()
  if (!isFallback(i18n, id)) return translation
  return <span lang={DEFAULT_LANG}>{translation}</span>
}

/**
 * A message given as a descriptor (a text of the content, `text(…)` in app/content/text.ts, or a
 * `msg` of a component), shown as an element's content: `<Message of={tool.cta} />`. It renders
 * the translation as it is, or, on a page that shows it in English, inside `<span lang="en">`,
 * as `<Trans>` does. `tests/unit/fallback.test.tsx` holds the components to it: none shows
 * `i18n._(…)` as an element's content.
 */
export function Message({ of, values }: { of: MessageDescriptor; values?: Record<string, unknown> }) {
  const { i18n } = useLingui()
  const shown = i18n._(values ? { ...of, values } : of)
  if (!isFallback(i18n, of.id)) return shown
  return <span lang={DEFAULT_LANG}>{shown}</span>
}
