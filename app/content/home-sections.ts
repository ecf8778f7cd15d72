import type { MessageDescriptor } from '@lingui/core'

/** The home page's sections in order (docs/product.md#home-page), with their floating-breadcrumb labels. */
export const HOME_SECTIONS = [
  {
    id: 'home',
    label: /*i18n*/ {
      id: 'i0qMbr',
      message: `Home`,
      comment:
        "The home page: its label in the floating breadcrumb, the footer's links and the breadcrumb of other pages (also the top of the home page, #home). Short: about 20 characters.",
    },
  },
  {
    id: 'chat-control',
    label: /*i18n*/ {
      id: 'd1876y',
      message: `Chat Control Info`,
      comment:
        "The site's name, never translated: keep Chat Control Info as it is. Also the label of the home page section #chat-control in the floating breadcrumb, and the name in the header and the footer.",
    },
  },
  {
    id: 'tools',
    label: /*i18n*/ {
      id: 'pp69Yy',
      message: `Privacy Tools`,
      comment: "Label of the home page section #tools in the floating breadcrumb and the footer's links. Short: about 25 characters.",
    },
  },
  {
    id: 'news',
    label: /*i18n*/ {
      id: 'TSulEz',
      message: `Latest News`,
      comment: "Label of the home page section #news in the floating breadcrumb and the footer's links. Short: about 20 characters.",
    },
  },
] as const satisfies ReadonlyArray<{ id: string; label: MessageDescriptor }>

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id']

/** The external anti-Chat Control campaign tool for contacting MEPs (docs/product.md#outbound-links). */
export const CONTACT_MEP_URL = 'https://fightchatcontrol.eu/'
