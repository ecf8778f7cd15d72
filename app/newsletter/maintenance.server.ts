import { assertNewsletterConfig, getConfig } from '~/config.server'
import { onShutdown } from '~/app-http/shutdown.server'
import { mailI18n } from './mail/mail-i18n.server'
import { createMailer } from './mail/mailer.server'
import { startOutboxSender, type OutboxSender } from './outbox-sender.server'
import { getStore } from './store.server'
import { errorForLog } from '~/lib/log'
import type { SiteStore } from './store'

/** Every server asks hourly; the database runs the clean-up at most once a day (chat_control_daily_purge). */
const PURGE_CHECK_MS = 60 * 60 * 1000

let sender: OutboxSender | undefined

/** A confirmation mail was queued on this server: the sender looks at once. */
export function wakeOutboxSender(): void {
  sender?.wake()
}

/** The daily retention clean-up of the privacy policy, on whichever store holds the data, counts included. */
async function runDailyPurge(store: SiteStore): Promise<void> {
  try {
    const result = await store.dailyPurge()
    if (result && (result.pending || result.unsubscribed))
      console.log(
        `Newsletter retention: deleted ${result.pending} unconfirmed and ${result.unsubscribed} expired unsubscribed address(es).`,
      )
  } catch (error) {
    console.error('Newsletter retention clean-up failed:', errorForLog(error))
  }
  // The page-view and click counts' 13 months (privacy policy), on the same hourly check.
  try {
    await store.purgeCounters()
  } catch (error) {
    console.error('Page-view and click count clean-up failed:', errorForLog(error))
  }
}

/**
 * Called once by the production server when it starts (server/serve.ts, through the
 * server entry's export in app/server.ts) — never by the build's renders. Throws (and
 * the server does not start) when the newsletter is misconfigured. Opens the store
 * (migrations; PGlite's operator socket), starts the confirmation-mail sender and the
 * hourly check for the daily clean-up. A store that fails to open is logged and retried
 * by the next request and by the sender.
 */
export function startNewsletter(): void {
  const config = getConfig()
  assertNewsletterConfig(config)
  const store = getStore()
  store.start?.().catch((error) => console.error('Newsletter store did not start:', errorForLog(error)))
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.OUTBOX_DIR })
  sender = startOutboxSender({
    store,
    mailer,
    mailI18n,
    siteUrl: config.SITE_URL,
    hourlyBudget: config.CONFIRMATION_MAILS_PER_HOUR,
    reserve: config.CONFIRMATION_MAILS_RESERVE,
    perSecond: config.CONFIRMATION_MAILS_PER_SECOND,
    leaseSeconds: config.OUTBOX_LEASE_SECONDS,
  })
  void runDailyPurge(store)
  const purgeTimer = setInterval(() => void runDailyPurge(store), PURGE_CHECK_MS)
  purgeTimer.unref()
  // On shutdown (app/app-http/shutdown.server.ts), mails already claimed finish before the store closes.
  onShutdown('drain', async () => {
    clearInterval(purgeTimer)
    await sender?.stop()
    mailer.close()
  })
}
