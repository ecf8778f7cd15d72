import type { MessageDescriptor } from '@lingui/core'
import { text } from './text.ts'

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
    title: text('threat-title', `End-to-End Encryption Under Attack`),
    description: text(
      'threat-text',
      `Under the Commission's 2022 proposal, apps ordered to scan would have to check what you send on your own device, before it is encrypted. Encryption that is bypassed before it starts no longer keeps your messages private.`,
    ),
  },
  {
    id: 'surveillance',
    icon: 'eye',
    title: text('threat-title', `Mass Surveillance`),
    description: text(
      'threat-text',
      `Under the Commission's 2022 proposal, the private messages, photos and links of 450 million people could be scanned automatically — without any suspicion of wrongdoing.`,
    ),
  },
  {
    id: 'backdoors',
    icon: 'backdoor',
    title: text('threat-title', `Mandatory Backdoors`),
    description: text(
      'threat-text',
      `Under the Commission's 2022 proposal, messaging services served with a detection order would have to build scanning systems into their apps: access points that criminals and hostile states can exploit too.`,
    ),
  },
  {
    id: 'definitions',
    icon: 'scale',
    title: text('threat-title', `Broad Definition`),
    description: text(
      'threat-text',
      `In the Commission's 2022 proposal, vague terms and error-prone algorithms could flag legitimate content — family photos, teenagers' private conversations — and report innocent people.`,
    ),
  },
]
