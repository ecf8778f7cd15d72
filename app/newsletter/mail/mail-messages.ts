import type { MessageDescriptor } from '@lingui/core'

/**
 * The texts of the newsletter's emails. Plain descriptors with explicit ids (marked
 * `/*i18n*\/` for `lingui extract`), not macros: the operator commands run under tsx,
 * which does not apply the Lingui macro. Catalog: locales/{locale}/mail.po.
 */
export const MAIL_MESSAGES = {
  confirmSubject: /*i18n*/ { id: 'mail.confirm.subject', message: 'Please confirm your subscription to the Chat Control newsletter' },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello,' },
  confirmBody: /*i18n*/ {
    id: 'mail.confirm.body',
    message:
      'Someone, probably you, asked on {site} to receive the weekly Chat Control newsletter at this address. To confirm, open this link and press the button on the page:',
  },
  confirmButton: /*i18n*/ { id: 'mail.confirm.button', message: 'Confirm my subscription' },
  confirmValidity: /*i18n*/ {
    id: 'mail.confirm.validity',
    message:
      'The link works once, for 7 days. If you did not ask for this, ignore this email: without confirmation we delete your address after 7 days and never write to you again.',
  },
  signature: /*i18n*/ { id: 'mail.signature', message: 'The Chat Control Info team' },
  issueFooter: /*i18n*/ {
    id: 'mail.issue.footer',
    message: 'You receive this email because you subscribed to the Chat Control newsletter on {site} and confirmed your address.',
  },
  unsubscribe: /*i18n*/ { id: 'mail.issue.unsubscribe', message: 'Unsubscribe' },
  unsubscribeText: /*i18n*/ { id: 'mail.issue.unsubscribe-text', message: 'Unsubscribe: {link}' },
} satisfies Record<string, MessageDescriptor>
