// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { defineIsland, StaticIsland, type Island } from '~/components/island/static-island'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

interface Content {
  Text: (props: { label: string }) => React.ReactNode
}

function page(island: Island<Content>, label: string, locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  return {
    i18n,
    element: (
      <I18nProvider i18n={i18n}>
        <main>
          <StaticIsland island={island} render={(m) => <m.Text label={label} />} />
        </main>
      </I18nProvider>
    ),
  }
}

const content: Content = { Text: ({ label }) => <p data-text>{label}</p> }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('defineIsland', () => {
  it('loads the module once and is ready per i18n instance and language', async () => {
    const importer = vi.fn(async () => content)
    const island = defineIsland(importer, 'home')
    const a = setupI18n({ locale: 'en', messages: { en: {} } })
    const b = setupI18n({ locale: 'en', messages: { en: {} } })
    expect(island.isReady(a, 'en')).toBe(false)
    await island.prepare(a, 'en')
    expect(island.isReady(a, 'en')).toBe(true)
    expect(island.isReady(a, 'de')).toBe(false)
    // Another request's instance has not had the strings merged yet.
    expect(island.isReady(b, 'en')).toBe(false)
    await island.prepare(b, 'en')
    await island.prepare(a, 'de')
    expect(island.isReady(b, 'en') && island.isReady(a, 'de')).toBe(true)
    expect(importer).toHaveBeenCalledTimes(1)
    // The same promise each time for one instance and language (React's `use` needs it).
    expect(island.prepare(a, 'en')).toBe(island.prepare(a, 'en'))
  })

  it('merges the namespace strings of the language into the instance', async () => {
    const island = defineIsland(async () => content, 'home')
    const i18n = setupI18n({ locale: 'de', messages: { de: {} } })
    await island.prepare(i18n, 'de')
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(50)
  })

  it('tries again after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(content)
    const island = defineIsland(importer, 'home')
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    await expect(island.prepare(i18n, 'en')).rejects.toThrow('offline')
    expect(island.isReady(i18n, 'en')).toBe(false)
    await expect(island.prepare(i18n, 'en')).resolves.toBe(content)
    expect(importer).toHaveBeenCalledTimes(2)
  })
})

describe('StaticIsland', () => {
  it('keeps the server HTML when hydrating, without loading anything', async () => {
    const importer = vi.fn(async () => content)
    const island = defineIsland(importer, 'home')
    const container = document.createElement('div')
    container.innerHTML = '<main><div data-island="" class="contents"><p data-text="">server text</p></div></main>'
    document.body.append(container)
    const errors: unknown[] = []
    const { element } = page(island, 'client text')
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) })
    })
    expect(container.querySelector('[data-text]')?.textContent).toBe('server text')
    expect(errors).toEqual([])
    expect(importer).not.toHaveBeenCalled()
  })

  it('renders the content itself on a client-side render', async () => {
    const island = defineIsland(async () => content, 'home')
    const { i18n, element } = page(island, 'client text')
    await island.prepare(i18n, 'en')
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      createRoot(container).render(element)
    })
    expect(container.querySelector('[data-text]')?.textContent).toBe('client text')
  })
})
