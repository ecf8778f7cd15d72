import type { ReactNode } from 'react'
import { localName, type InstitutionNames, type ShownName } from '~/content/names'
import { publisherShownName } from '~/content/publishers'
import type { Lang } from '~/i18n/languages'

/**
 * A name on a page (app/content/names.ts): the institution's own form in the page's language,
 * or a translation followed by the original in brackets, the original marked with its language
 * so that a screen reader pronounces it as such. One text node before the original, so the
 * server's HTML has no separator comment inside the name.
 */
function shown({ name, original }: ShownName): ReactNode {
  if (!original) return name
  return (
    <>
      {`${name} (`}
      <span lang={original.lang}>{original.name}</span>)
    </>
  )
}

/** A representation's or a ministry's name on a page in `lang`. */
export const institutionName = (names: InstitutionNames, lang: Lang): ReactNode => shown(localName(names, lang))

/** The publisher of a source on a page in `lang` (app/content/publishers.ts). */
export const publisherLabel = (url: string, lang: Lang): ReactNode => shown(publisherShownName(url, lang))
