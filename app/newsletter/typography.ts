import type { Lang } from '~/i18n/languages'

/*
 * The typography of a language in the texts we put together ourselves — a heading built
 * from a date and a title, a label before a link — where no translator could apply it:
 * the newsletter's "updates since" issue (app/components/updates/updates-digest.ts) and
 * the mails (./mail/compose.ts). The catalogs' own texts follow the same rules already
 * (locales/GLOSSARY.md, French typography, checked by `npm run i18n:check`).
 */

const NBSP = '\u00a0'
const FRENCH_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'

/**
 * French (locales/GLOSSARY.md): a no-break space before `: ; ? ! »` and after `«`, and the
 * first day of a month as an ordinal, "1er septembre". A mark inside a word or an address
 * (`https://`, `?page=2`, `10:30`) is left alone: only a mark that ends a word, followed by a
 * space or the end of a line, gets its space.
 */
export function frenchTypography(text: string): string {
  return (
    text
      .replace(new RegExp(`(?<![\\d\\p{L}])1(?=[ ${NBSP}](?:${FRENCH_MONTHS})(?!\\p{L}))`, 'gu'), '1er')
      // A run of : ; ? ! that ends a word (before a space, the end of a line, or Markdown's closing
      // `)`, `]`, `*`, `_`), with an ordinary space or none before it.
      .replace(/(?<=[^\s:;?!]) ?([:;?!]+)(?=[\s)\]*_]|$)/gmu, `${NBSP}$1`)
      .replace(/(?<=\S) ?»/gu, `${NBSP}»`)
      .replace(/« ?(?=\S)/gu, `«${NBSP}`)
  )
}

/** The languages with rules of their own; every other language's text is left as it is. */
const TYPOGRAPHY: Partial<Record<string, (text: string) => string>> = { fr: frenchTypography }

/** A generated text, typeset for its language. */
export const typeset = (text: string, lang: Lang | string): string => TYPOGRAPHY[lang]?.(text) ?? text
