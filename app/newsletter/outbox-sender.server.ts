import { OPS_COUNTERS } from '~/app-http/ops-counters'
import { createHash, randomUUID } from 'node:crypto'
import type { I18n } from '@lingui/core'
import type { Lang } from '~/i18n/languages'
import { confirmationMail, type OutgoingMail } from './mail/compose'
import type { Mailer } from './mail/mailer.server'
import type { NewsletterStore, QueuedMail } from './store'
import { tokenLink } from './token-links'
import { errorForLog } from '~/lib/log'

export interface OutboxSenderOptions {
  store: NewsletterStore
  mailer: Pick<Mailer, 'send'>
  mailI18n: (language: Lang) => I18n | Promise<I18n>
  siteUrl: string
  /** Over all servers (the database counts). */
  hourlyBudget: number
  /** The part of the hourly budget left to quiet clients' mails (CONFIRMATION_MAILS_RESERVE). */
  reserve?: number
  /** From this server. */
  perSecond: number
  leaseSeconds: number
  /** How often an idle sender looks for due mails (a subscription on this server wakes it at once). */
  idleMs?: number
  batch?: number
  sleep?: (ms: number, wake: Promise<void>) => Promise<void>
}

export interface OutboxSender {
  /** A mail was queued: look now rather than at the next idle tick. */
  wake(): void
  /** Finishes the mails already claimed, then stops. */
  stop(): Promise<void>
  /** Resolves once the sender has nothing due (tests). */
  idle(): Promise<void>
}

const defaultSleep = (ms: number, wake: Promise<void>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    timer.unref()
    void wake.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * The same Message-ID for every attempt of one mail: should a server die between the
 * mail server's acceptance and the database's record of it, the second copy sent after
 * the lease is recognisably the same message (docs/decisions/012-newsletter-rights-model.md).
 */
export function confirmationMessageId(mail: Pick<QueuedMail, 'id' | 'token'>, siteUrl: string): string {
  const digest = createHash('sha256').update(mail.token).digest('hex').slice(0, 24)
  return `<confirm-${mail.id}-${digest}@${new URL(siteUrl).hostname}>`
}

async function composeConfirmation(
  mail: QueuedMail,
  { siteUrl, mailI18n }: Pick<OutboxSenderOptions, 'siteUrl' | 'mailI18n'>,
): Promise<OutgoingMail> {
  return {
    ...confirmationMail(await mailI18n(mail.language), {
      to: mail.email,
      link: tokenLink(siteUrl, 'confirm', mail.language, mail.token),
      siteUrl,
    }),
    messageId: confirmationMessageId(mail, siteUrl),
  }
}

/**
 * Delivers the confirmation mails of the outbox (chat_control_outbox in
 * supabase/migrations/): claims due mails under this sender's token (FOR UPDATE SKIP
 * LOCKED, so two servers never claim the same one, within the hourly budget and its
 * reserve), sends each at most `perSecond`, records acceptance, or a failure that the
 * database retries with backoff until the link expires. Each mail has its own lease: the
 * sender renews it right before the message leaves and skips a mail it no longer holds —
 * a slow mail server can make a batch outlast its claim's lease, and another server then
 * claims the rest (20261125010000_newsletter_mailbox_reserve_leases.sql). A mail server
 * outage or a restart loses nothing: the mail waits in the database. Logs never name an
 * address.
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { store, mailer, hourlyBudget, reserve = 0, perSecond, leaseSeconds, idleMs = 5000, batch = 20, sleep = defaultSleep } = options
  const sender = randomUUID()
  const gap = 1000 / perSecond
  let stopped = false
  let wakeUp: () => void = () => {}
  let wakeSignal = new Promise<void>((resolve) => (wakeUp = resolve))
  const idleWaiters: (() => void)[] = []
  let lastSent = 0

  function rearm() {
    wakeSignal = new Promise<void>((resolve) => (wakeUp = resolve))
  }

  async function deliver(mail: QueuedMail) {
    const wait = lastSent + gap - Date.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    lastSent = Date.now()
    try {
      if (!(await store.holdMail(mail.id, sender, leaseSeconds))) return
    } catch (error) {
      // Unsure whether it still holds the mail: it sends nothing, and the lease decides.
      console.error(`Newsletter outbox: renewing the lease of mail ${mail.id} failed:`, errorForLog(error))
      return
    }
    let sent = false
    try {
      await mailer.send(await composeConfirmation(mail, options))
      sent = true
      OPS_COUNTERS.mailsSent++
    } catch (error) {
      OPS_COUNTERS.mailsFailed++
      console.error(`Newsletter confirmation mail ${mail.id} not accepted (attempt ${mail.attempts}, retried later):`, errorForLog(error))
    }
    // Recording the outcome is retried: a mail recorded late is better than one sent twice.
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const held = await (sent ? store.mailSent(mail.id, sender) : store.mailFailed(mail.id, sender))
        if (!held)
          console.error(
            `Newsletter outbox: mail ${mail.id} was taken by another sender while this one sent it (its lease of ${leaseSeconds} s ran out; OUTBOX_LEASE_SECONDS must outlast one exchange with the mail server).`,
          )
        return
      } catch (error) {
        console.error(`Newsletter outbox: recording mail ${mail.id} failed:`, errorForLog(error))
        await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)))
      }
    }
  }

  const running = (async () => {
    while (!stopped) {
      let mails: QueuedMail[] = []
      try {
        mails = await store.claimMails({ max: batch, hourlyBudget, leaseSeconds, sender, reserve })
      } catch (error) {
        console.error('Newsletter outbox: claiming mails failed:', errorForLog(error))
      }
      for (const mail of mails) await deliver(mail)
      if (!mails.length) for (const resolve of idleWaiters.splice(0)) resolve()
      if (mails.length < batch) {
        if (stopped) break
        await sleep(idleMs, wakeSignal)
        rearm()
      }
    }
  })()

  return {
    wake: () => wakeUp(),
    async stop() {
      stopped = true
      wakeUp()
      await running
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        wakeUp()
      }),
  }
}
