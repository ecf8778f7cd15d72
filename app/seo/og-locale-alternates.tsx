import { LANGUAGES, type Lang } from '~/i18n/languages'

/**
 * `og:locale:alternate` for the other three languages. Rendered in the document
 * <head> instead of through `head()`, because the router keeps a single meta tag
 * per property name and these must repeat. They depend on the language only.
 */
export function OgLocaleAlternates({ lang }: { lang: Lang }) {
  return LANGUAGES.filter((l) => l.lang !== lang).map((l) => <meta key={l.lang} property="og:locale:alternate" content={l.ogLocale} />)
}
