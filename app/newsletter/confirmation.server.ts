import { getConfig } from '~/config.server'
import type { Locale } from '~/i18n/languages'
import { tokenLink } from './token-links'
import { confirmationMail } from './mail/compose'
import { mailI18n } from './mail/mail-i18n.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { onShutdown } from '~/http/shutdown.server'
import { errorForLog } from '~/http/log'

export type ConfirmationSender = (request: { email: string; language: Locale; token: string }) => void

let mailer: Mailer | undefined
const getMailer = (): Mailer => {
  if (mailer) return mailer
  const { SMTP_URL, MAIL_FROM, OUTBOX_DIR } = getConfig()
  mailer = createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, outboxDir: OUTBOX_DIR })
  return mailer
}

/** Mails being sent; awaited on shutdown (and by tests) so none is cut off. */
const inFlight = new Set<Promise<void>>()

/**
 * Sends the double opt-in mail in the background: the visitor's answer (the success toast of docs/product.md#newsletter-toasts)
 * does not wait for the mail server. A failure is logged without
 * the address; the visitor may subscribe again after an hour to get a new link.
 */
export const sendConfirmation: ConfirmationSender = ({ email, language, token }) => {
  const sending = (async () => {
    const { SITE_URL } = getConfig()
    const mail = confirmationMail(await mailI18n(language), {
      to: email,
      link: tokenLink(SITE_URL, 'confirm', language, token),
      siteUrl: SITE_URL,
    })
    await getMailer().send(mail)
  })().catch((error) => console.error('Newsletter confirmation mail failed:', errorForLog(error)))
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
}

/** Resolves once every confirmation mail started so far has been handed over (or failed). */
async function confirmationsSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight])
}

// On shutdown (app/http/shutdown.server.ts), started mails finish before the stores close.
onShutdown('drain', async () => {
  await confirmationsSettled()
  mailer?.close()
})
