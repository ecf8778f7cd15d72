import { describe, expect, it } from 'vitest'
import { PUBLIC_LANGS } from '~/i18n/languages'
import { socialImagePath } from '~/seo/site'
import { planIcons } from '../../scripts/generate-icons'

// scripts/generate-icons.ts writes only what a run asks for: a redraw changes a PNG's bytes
// even when the picture is the same, so adding a language must not rewrite the other files
// (docs/translating.md#adding-a-language, step 4).
const ICONS = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']
const name = (path: string) => path.replace(/^\//, '')

describe('scripts/generate-icons.ts: what a run draws', () => {
  it('draws nothing when every file exists', () => {
    expect(planIcons([], () => true)).toEqual({ icons: [], cards: [] })
  })

  it('without arguments, draws only a new language’s card: no icon, no other card', () => {
    const newcomer = PUBLIC_LANGS.at(-1)!
    const exists = (file: string) => name(file) !== name(socialImagePath(newcomer))
    expect(planIcons([], exists)).toEqual({ icons: [], cards: [newcomer] })
  })

  it('redraws the cards of the languages named, and everything with --all', () => {
    expect(planIcons(['de'], () => true)).toEqual({ icons: [], cards: ['de'] })
    expect(planIcons(['--all'], () => true)).toEqual({ icons: ICONS, cards: [...PUBLIC_LANGS] })
  })

  it('draws a missing icon', () => {
    expect(planIcons([], (file) => file !== 'icon-192.png')).toEqual({ icons: ['icon-192.png'], cards: [] })
  })

  it('refuses an argument that is not a language of the list', () => {
    expect(() => planIcons(['xx'], () => true)).toThrow(/xx: neither --all nor a language/)
  })
})
