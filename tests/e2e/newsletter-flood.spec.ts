import { test, expect } from '@playwright/test'
import { freePort } from '../../scripts/lib/free-port'
import { startOwnServer, type OwnServer } from './own-server'
import { SmtpInbox } from './smtp-inbox'
import { postSubscription } from './raw-http'

/**
 * Mailbox bombing and the confirmation-mail budget, attacked through the production
 * server's no-JavaScript form behind one proxy (TRUST_PROXY=1, the client named by
 * X-Forwarded-For), with the embedded database and a real SMTP server in this process
 * (docs/security.md, "The newsletter"). The budget is small here (40 an hour, 10 of them
 * the reserve) so the flood reaches it within the test; the rules are production's.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const BUDGET = 40
const RESERVE = 10
let smtp: SmtpInbox
let server: OwnServer

test.beforeAll(async () => {
  smtp = new SmtpInbox(await freePort())
  await smtp.up()
  server = await startOwnServer(
    {
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      CONFIRMATION_MAILS_PER_HOUR: String(BUDGET),
      CONFIRMATION_MAILS_RESERVE: String(RESERVE),
      CONFIRMATION_MAILS_PER_SECOND: '500',
    },
    { healthy: true },
  )
})

test.afterAll(async () => {
  await server?.dispose()
  await smtp?.down()
})

/** The footer form without JavaScript, as the proxy forwards it from `client`. */
async function subscribe(email: string, client: string): Promise<number> {
  return (await postSubscription(server.url, '/nl', email, client)).status
}

test('Gmail spellings of one mailbox from as many clients: one confirmation mail, to the spelling typed first', async () => {
  const spellings = [
    'a.l.i.c.e@gmail.com',
    'alice@googlemail.com',
    'ALICE+x@gmail.com',
    'Al.Ice+News@GoogleMail.com',
    'alice@gmail.com',
    'a.lice+1@gmail.com',
    'aLiCe@GMAIL.COM',
  ]
  for (const [i, email] of spellings.entries()) expect(await subscribe(email, `192.0.2.${i + 1}`)).toBe(303)
  await expect.poll(() => smtp.inbox.filter((m) => /@g(oogle)?mail\.com$/i.test(m.to)).length, { timeout: 15_000 }).toBe(1)
  await new Promise((r) => setTimeout(r, 2000)) // a second mail would have left by now
  const mails = smtp.inbox.filter((m) => /@g(oogle)?mail\.com$/i.test(m.to))
  expect(mails.map((m) => m.to)).toEqual(['a.l.i.c.e@gmail.com'])
  expect(mails[0]!.link).toMatch(/^https:\/\/chatcontrol\.info\/nl\/nieuwsbrief\/bevestigen\?token=[A-Za-z0-9_-]{43}$/)
})

test('IPv6 rotation across one /48 is limited, cannot spend the budget, and a visitor’s mail arrives within a minute', async () => {
  const started = Date.now()
  // Mails that left this hour count against the budget (the Gmail test's one).
  const share = BUDGET - RESERVE - smtp.inbox.length
  const statuses: number[] = []
  for (let i = 0; i < 150; i++) {
    // Every attempt from a new /64, walking the /56s of 2001:db8:f100::/48.
    const client = `2001:db8:f100:${((i * 257) % 65_536).toString(16)}::${(i + 1).toString(16)}`
    statuses.push(await subscribe(`victim${i}@example.net`, client))
  }
  // 60 attempts per /48 in 10 minutes (NEWSLETTER_ATTEMPTS_PER_IPV6_48), then 429.
  expect(statuses.filter((s) => s === 303)).toHaveLength(60)
  expect(statuses.filter((s) => s === 429)).toHaveLength(90)
  // Its mails take the budget only up to the reserve: the rest wait for the next hour.
  await expect.poll(() => smtp.inbox.filter((m) => m.to.endsWith('@example.net')).length, { timeout: 30_000 }).toBe(share)

  const asked = Date.now()
  expect(await subscribe('lezer@example.org', '198.51.100.23')).toBe(303)
  await expect.poll(() => smtp.to('lezer@example.org').length, { timeout: 60_000 }).toBe(1)
  const waited = Date.now() - asked
  await new Promise((r) => setTimeout(r, 2000))
  const flood = smtp.inbox.filter((m) => m.to.endsWith('@example.net')).length
  console.log(
    `/48 rotation: 150 attempts, ${statuses.filter((s) => s === 429).length} refused (429), ${flood} confirmation mails of ${BUDGET} an hour; ` +
      `the visitor's mail arrived ${(waited / 1000).toFixed(1)} s after the visit (${((Date.now() - started) / 1000).toFixed(1)} s in all)`,
  )
  expect(flood).toBe(share)
  expect(server.output()).not.toMatch(/example\.(net|org)|gmail/)
})
