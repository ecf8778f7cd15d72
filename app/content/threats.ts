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
    title: msg`End-to-End Encryption Under Attack`,
    description: msg`To scan messages before they are encrypted, apps would have to check what you send on your own device. Encryption that is bypassed before it starts no longer keeps your messages private.`,
  },
  {
    id: 'surveillance',
    icon: 'eye',
    title: msg`Mass Surveillance`,
    description: msg`The private messages, photos and links of 450 million people could be scanned automatically — without any suspicion of wrongdoing.`,
  },
  {
    id: 'backdoors',
    icon: 'backdoor',
    title: msg`Mandatory Backdoors`,
    description: msg`Messaging services served with a detection order would have to build scanning systems into their apps: access points that criminals and hostile states can exploit too.`,
  },
  {
    id: 'definitions',
    icon: 'scale',
    title: msg`Broad Definition`,
    description: msg`Vague terms and error-prone algorithms could flag legitimate content — family photos, teenagers' private conversations — and report innocent people.`,
  },
]
