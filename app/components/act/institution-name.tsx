import type { ReactNode } from 'react'
import { localName, type InstitutionNames } from '~/content/names'
import type { Lang } from '~/i18n/languages'

/**
 * An institution's name on a page in `lang` (app/content/names.ts): its own form in that
 * language, or a translation followed by the original in brackets, the original marked with
 * its language so that a screen reader pronounces it as such. One text node before the
 * original, so the server's HTML has no separator comment inside the name.
 */
export function institutionName(names: InstitutionNames, lang: Lang): ReactNode {
  const { name, original } = localName(names, lang)
  if (!original) return name
  return (
    <>
      {`${name} (`}
      <span lang={original.lang}>{original.name}</span>)
    </>
  )
}
