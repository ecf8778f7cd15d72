import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDay } from '~/content/format'
import { UPDATES } from '~/content/updates'
import { fallbackLang, FallbackText, installFallback } from '~/i18n/fallback'
import { PARTLY_TRANSLATED, type PrefixedLang } from '~/i18n/languages'
import { messages as en } from '../../locales/en/updates.po'
import { messages as nl } from '../../locales/nl/updates.po'

// A language shipped partly translated shows English for what it lacks (app/i18n/fallback.tsx):
// that text is marked lang="en" and writes its dates in English, whichever way it is shown;
// a fully translated language is untouched. Dutch stands in for a partly translated language
// here: its catalog loses one entry, as a language in progress would lack it.
const DAY = '2025-10-04'
const partly = PARTLY_TRANSLATED as PrefixedLang[]

function Sample() {
  const { t } = useLingui()
  const day = formatDay(DAY, 'nl')
  return (
    <div>
      <p data-trans>
        <Trans comment="test only">The rest of this site describes the situation on {day}.</Trans>
      </p>
      <p data-t>{t({ message: `Situation on ${day}`, comment: 'test only' })}</p>
    </div>
  )
}

const render = (i18n: I18n) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n} defaultComponent={FallbackText}>
      <Sample />
    </I18nProvider>,
  )

const instance = (messages: Messages): I18n => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'nl', messages })
  installFallback(i18n, () => en)
  return i18n
}

describe('a partly translated language', () => {
  beforeEach(() => void partly.push('nl'))
  afterEach(() => void partly.splice(partly.indexOf('nl'), 1))

  it('marks a text it lacks lang="en" and writes its dates in English (<Trans>, t)', () => {
    const html = render(instance(nl))
    expect(html).toContain('<span lang="en">The rest of this site describes the situation on 4 October 2025.</span>')
    expect(html).toContain('Situation on 4 October 2025')
    expect(html).not.toContain('oktober')
  })

  it('knows a text of the content shown in English (its catalog entry missing or the same as English’s) from a translated one', () => {
    const [translated, missing, same] = UPDATES
    const messages: Messages = { ...nl, [same!.title.id]: en[same!.title.id]! }
    delete messages[missing!.title.id]
    const i18n = instance(messages)
    expect(fallbackLang(i18n, translated!.title)).toBeUndefined()
    expect(fallbackLang(i18n, missing!.title)).toBe('en')
    expect(fallbackLang(i18n, same!.title)).toBe('en')
    expect(i18n._(missing!.title)).toBe(missing!.title.message)
  })
})

describe('a fully translated language', () => {
  it('is untouched: no mark, its own dates', () => {
    const html = render(instance(nl))
    expect(html).not.toContain('lang="en"')
    expect(html).toContain('4 oktober 2025')
    expect(fallbackLang(instance(nl), UPDATES[0]!.title)).toBeUndefined()
  })
})
