import { mkdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { randomBytes } from 'node:crypto'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { OutgoingMail } from './compose'

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'outbox' (.eml files). */
  readonly kind: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>
  close(): void
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (implicit TLS). */
  smtpUrl?: string
  from: string
  outboxDir: string
  /** Keep one SMTP connection open for many messages (the send command). */
  pool?: boolean
  /** Where the outbox mode prints each message's file and links. */
  log?: (line: string) => void
}

function envelope(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    // RFC 2369 + RFC 8058: the https link, and the promise that a POST to it is enough.
    ...(mail.unsubscribeUrl
      ? {
          list: { unsubscribe: { url: mail.unsubscribeUrl } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  }
}

/**
 * Sending goes through nodemailer. Without SMTP_URL (the embedded default) every
 * message is built by nodemailer exactly as it would be sent and written to
 * `outboxDir` as an .eml file (opens in any mail client), and its links are printed,
 * so the whole flow can be followed locally without any mail account.
 */
export function createMailer({ smtpUrl, from, outboxDir, pool = false, log = console.log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const url = new URL(smtpUrl)
    if (pool) url.searchParams.set('pool', 'true')
    // A mail server that hangs must not hold a confirmation mail past its lease
    // (OUTBOX_LEASE_SECONDS); values in the URL win.
    for (const [name, ms] of [
      ['connectionTimeout', 10_000],
      ['greetingTimeout', 10_000],
      ['socketTimeout', 30_000],
    ] as const)
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms))
    const transport = nodemailer.createTransport(url.toString())
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await transport.sendMail(envelope(mail, from))
        return { messageId: info.messageId }
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let ready: Promise<unknown> | undefined
  return {
    kind: 'outbox',
    async send(mail) {
      await (ready ??= mkdir(outboxDir, { recursive: true, mode: 0o700 }))
      const info = await transport.sendMail(envelope(mail, from))
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer, { mode: 0o600 })
      log(`Mail "${mail.subject}" written to ${relative(process.cwd(), file) || file}`)
      for (const link of mail.links) log(`  link: ${link}`)
      return { messageId: info.messageId, file }
    },
    close() {},
  }
}
