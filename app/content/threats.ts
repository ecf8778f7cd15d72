import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The four threat cards of the Chat Control explainer (docs/product.md#chat-control-explainer), in order.
 * Each claim stays within the proposal (COM(2022) 209) and the Council texts of 2024–2025:
 * detection orders addressed to providers, scanning of what users send through a service.
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
    title: msg({
      message: `End-to-End Encryption Under Attack`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "encryption". A headline, title case in English: use your language\'s headline style.',
    }),
    description: msg({
      message: `To scan messages before they are encrypted, apps would have to check what you send on your own device. Encryption that is bypassed before it starts no longer keeps your messages private.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "encryption". The regulation is a proposal: keep the conditional ("would", "could").',
    }),
  },
  {
    id: 'surveillance',
    icon: 'eye',
    title: msg({
      message: `Mass Surveillance`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "surveillance". A headline, title case in English: use your language\'s headline style.',
    }),
    description: msg({
      message: `The private messages, photos and links of 450 million people could be scanned automatically — without any suspicion of wrongdoing.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "surveillance". The regulation is a proposal: keep the conditional ("would", "could").',
    }),
  },
  {
    id: 'backdoors',
    icon: 'backdoor',
    title: msg({
      message: `Mandatory Backdoors`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "backdoors". A headline, title case in English: use your language\'s headline style.',
    }),
    description: msg({
      message: `Messaging services served with a detection order would have to build scanning systems into their apps: access points that criminals and hostile states can exploit too.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "backdoors". The regulation is a proposal: keep the conditional ("would", "could").',
    }),
  },
  {
    id: 'definitions',
    icon: 'scale',
    title: msg({
      message: `Broad Definition`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): heading of the threat card "definitions". A headline, title case in English: use your language\'s headline style.',
    }),
    description: msg({
      message: `Vague terms and error-prone algorithms could flag legitimate content — family photos, teenagers' private conversations — and report innocent people.`,
      comment:
        'Home page, section "What is Chat Control?" (#chat-control): text of the threat card "definitions". The regulation is a proposal: keep the conditional ("would", "could").',
    }),
  },
]
