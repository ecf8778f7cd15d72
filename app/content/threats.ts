import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The four threat cards of the Chat Control explainer (docs/product.md#chat-control-explainer), in order. */
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
    description: msg`To scan messages before they are encrypted, apps would have to inspect everything on your device. Encryption that can be bypassed no longer protects anyone.`,
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
    description: msg`Messaging services would be forced to build scanning systems into their apps: access points that criminals and hostile states can exploit too.`,
  },
  {
    id: 'definitions',
    icon: 'scale',
    title: msg`Broad Definition`,
    description: msg`Vague terms and error-prone algorithms could flag legitimate content — family photos, teenagers' private conversations — and report innocent people.`,
  },
]
