import type { MessageDescriptor } from '@lingui/core'
import { text } from './text.ts'

/** The home page's sections in order (docs/product.md#home-page), with their floating-breadcrumb labels. */
export const HOME_SECTIONS = [
  {
    id: 'home',
    label: text('home-label', `Home`),
  },
  {
    id: 'chat-control',
    label: text('site-name', `Chat Control Info`),
  },
  {
    id: 'tools',
    // Translators: Short: about 25 characters.
    label: text('section-label', `Privacy Tools`),
  },
  {
    id: 'news',
    // Translators: Short: about 20 characters.
    label: text('section-label', `Latest News`),
  },
] as const satisfies ReadonlyArray<{ id: string; label: MessageDescriptor }>

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id']

/** The external anti-Chat Control campaign tool for contacting MEPs (docs/product.md#outbound-links). */
export const CONTACT_MEP_URL = 'https://fightchatcontrol.eu/'
