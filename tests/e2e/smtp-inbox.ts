import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

export interface Received {
  /** The To address as the message carries it (the spelling it was sent to). */
  to: string
  messageId: string
  /** The first https link with a token in the plain-text part. */
  link: string
  subject: string
}

/**
 * A real SMTP server in this process (smtp-server), for the end-to-end tests of the
 * newsletter's mail: it can go down and come back on the same port, and can take
 * `delayMs` to answer each message, as a slow or distant mail server does. A message
 * counts as received once its data has arrived, before the (delayed) answer: a sender
 * killed while it waits for that answer has delivered it, as with a real mail server.
 */
export class SmtpInbox {
  readonly inbox: Received[] = []
  private server: SMTPServer | undefined
  constructor(
    readonly port: number,
    private readonly delayMs = 0,
  ) {}
  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }
  async up() {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            const to = !mail.to || Array.isArray(mail.to) ? '' : (mail.to.value[0]?.address ?? '')
            this.inbox.push({
              to,
              messageId: mail.messageId ?? '',
              link: mail.text?.match(/https:\S+token=\S+/)?.[0] ?? '',
              subject: mail.subject ?? '',
            })
            setTimeout(callback, this.delayMs)
          },
          (error: Error) => callback(error),
        )
      },
    })
    server.on('error', () => undefined) // a connection reset by a killed sender
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.server = server
  }
  async down() {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  /** The messages to `address`, whatever the case of its spelling. */
  to(address: string) {
    return this.inbox.filter((m) => m.to.toLowerCase() === address.toLowerCase())
  }
}
