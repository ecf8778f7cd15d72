import type { MessageDescriptor } from '@lingui/core'

/**
 * The four threat cards of the Chat Control explainer (docs/product.md#chat-control-explainer), in order.
 * The titles are the specification's. Each text names the text it describes — the
 * Commission's proposal of May 2022 (COM(2022) 209): detection orders addressed to
 * providers, scanning of what users send through a service — and stays within it. It is not
 * the law: the Council's position of 26 November 2025 dropped detection orders, and what
 * applies today is another act (app/content/now.ts, shown at the top of the page).
 */
export type ThreatIcon = 'lock' | 'eye' | 'backdoor' | 'scale'

export interface Threat {
  id: string
  icon: ThreatIcon
  title: MessageDescriptor
  description: MessageDescriptor
}

export const THREATS: readonly Threat[] = [
  {
    id: 'encryption',
    icon: 'lock',
    title: /*i18n*/ {
      id: 'rmm8hg',
      message: `End-to-End Encryption Under Attack`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "encryption". A headline, title case in English: use your language\'s headline style.',
    },
    description: /*i18n*/ {
      id: 'fiTJR/',
      message: `Under the Commission's 2022 proposal, apps ordered to scan would have to check what you send on your own device, before it is encrypted. Encryption that is bypassed before it starts no longer keeps your messages private.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "encryption". It describes the Commission’s proposal of 2022, not a law in force: keep its name, the year and the conditional ("would", "could").',
    },
  },
  {
    id: 'surveillance',
    icon: 'eye',
    title: /*i18n*/ {
      id: 'n1SZ9O',
      message: `Mass Surveillance`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "surveillance". A headline, title case in English: use your language\'s headline style.',
    },
    description: /*i18n*/ {
      id: 'PwEYHW',
      message: `Under the Commission's 2022 proposal, the private messages, photos and links of 450 million people could be scanned automatically — without any suspicion of wrongdoing.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "surveillance". It describes the Commission’s proposal of 2022, not a law in force: keep its name, the year and the conditional ("would", "could").',
    },
  },
  {
    id: 'backdoors',
    icon: 'backdoor',
    title: /*i18n*/ {
      id: '/oiJcM',
      message: `Mandatory Backdoors`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "backdoors". A headline, title case in English: use your language\'s headline style.',
    },
    description: /*i18n*/ {
      id: '85BSad',
      message: `Under the Commission's 2022 proposal, messaging services served with a detection order would have to build scanning systems into their apps: access points that criminals and hostile states can exploit too.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "backdoors". It describes the Commission’s proposal of 2022, not a law in force: keep its name, the year and the conditional ("would", "could").',
    },
  },
  {
    id: 'definitions',
    icon: 'scale',
    title: /*i18n*/ {
      id: 'FdL58L',
      message: `Broad Definition`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "definitions". A headline, title case in English: use your language\'s headline style.',
    },
    description: /*i18n*/ {
      id: 'mfSyQJ',
      message: `In the Commission's 2022 proposal, vague terms and error-prone algorithms could flag legitimate content — family photos, teenagers' private conversations — and report innocent people.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "definitions". It describes the Commission’s proposal of 2022, not a law in force: keep its name, the year and the conditional ("would", "could").',
    },
  },
]
