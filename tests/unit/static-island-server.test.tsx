// Node environment (no `document`): the server render of a static island.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { defineIsland, StaticIsland } from '~/components/island/static-island'

describe('StaticIsland on the server', () => {
  it('renders its content inside a display: contents wrapper', async () => {
    const island = defineIsland(async () => ({ Text: () => <p>from the server</p> }), 'home')
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    await island.prepare(i18n, 'en')
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <StaticIsland island={island} render={(m) => <m.Text />} />
      </I18nProvider>,
    )
    expect(html).toBe('<div data-island="" class="contents"><p>from the server</p></div>')
  })
})
