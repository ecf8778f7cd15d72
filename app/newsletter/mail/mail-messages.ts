import type { MessageDescriptor } from '@lingui/core'

/**
 * The texts of the newsletter's emails. Plain descriptors (marked `/*i18n*\/` for
 * `lingui extract`), not macros: the operator commands run under tsx, which does not
 * apply the Lingui macro. Catalog: locales/{locale}/mail.po.
 *
 * The id of each message IS its English text, so a translator opening nl/mail.po sees
 * the English in `msgid`, as in every other catalog (the `/*i18n*\/` extractor needs a
 * literal id; a descriptor whose id differs from its text would show only the id).
 * Changing the English changes the id: run `npm run i18n:extract` and translate again,
 * as for any other message. Every entry says where it appears (docs/translating.md).
 */
export const MAIL_MESSAGES = {
  confirmSubject: /*i18n*/ {
    id: 'Please confirm your subscription to the Chat Control newsletter',
    comment: 'Confirmation email (double opt-in): the subject line. Keep it under about 70 characters so mail clients show it whole.',
  },
  greeting: /*i18n*/ {
    id: 'Hello,',
    comment: 'Confirmation email: the first line. The address has no name, so the greeting has none either.',
  },
  confirmBody: /*i18n*/ {
    id: 'Someone, probably you, asked on {site} to receive the weekly Chat Control newsletter at this address. To confirm, open this link and press the button on the page:',
    comment:
      'Confirmation email: the paragraph before the confirmation link. {site} is the site’s host name (chatcontrol.info); the link follows on its own line, and the button is the one on the page the link opens.',
  },
  confirmButton: /*i18n*/ {
    id: 'Confirm my subscription',
    comment: 'Confirmation email (HTML version): the button that opens the confirmation link. Short: about 30 characters.',
  },
  confirmValidity: /*i18n*/ {
    id: 'The link works once, for 7 days. If you did not ask for this, ignore this email: without confirmation we delete your address after 7 days and never write to you again.',
    comment:
      'Confirmation email: after the link. The 7 days are fixed by the server (the token’s lifetime and the purge of unconfirmed addresses).',
  },
  signature: /*i18n*/ {
    id: 'The Chat Control Info team',
    comment: 'Confirmation email: the signature. "Chat Control Info" is the site’s name: never translated.',
  },
  issueFooter: /*i18n*/ {
    id: 'You receive this email because you subscribed to the Chat Control newsletter on {site} and confirmed your address.',
    comment: 'Every newsletter issue: the footer under the issue. {site} is the site’s host name (chatcontrol.info).',
  },
  unsubscribe: /*i18n*/ {
    id: 'Unsubscribe',
    comment:
      'Every newsletter issue (HTML version): the one-click unsubscribe link in the footer. One or two words (glossary: nl "Uitschrijven", de "abmelden").',
  },
  unsubscribeText: /*i18n*/ {
    id: 'Unsubscribe: {link}',
    comment: 'Every newsletter issue (plain-text version): the last line of the footer. {link} is the unsubscribe address (a URL).',
  },
} satisfies Record<string, MessageDescriptor>
