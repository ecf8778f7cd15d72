import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The home page's sections in order (docs/product.md#home-page), with their floating-breadcrumb labels. */
export const HOME_SECTIONS = [
  { id: 'home', label: msg`Home` },
  { id: 'chat-control', label: msg`Chat Control Info` },
  { id: 'tools', label: msg`Privacy Tools` },
  { id: 'news', label: msg`Latest News` },
] as const satisfies ReadonlyArray<{ id: string; label: MessageDescriptor }>

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id']

/** The external anti-Chat Control campaign tool for contacting MEPs (docs/product.md#outbound-links). */
export const CONTACT_MEP_URL = 'https://fightchatcontrol.eu/'
