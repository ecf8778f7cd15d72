import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test, expect } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import { ROOT, startOwnServer, type OwnServer } from './own-server'
import { axeViolations, waitForHydration } from './helpers'

/**
 * The newsletter lifecycle (docs/decisions/009) end to end, against the production build with a real SMTP server in this
 * process (smtp-server) receiving what nodemailer sends: subscribe → confirmation
 * mail in the page's language → confirm page → confirmed; send an issue → mail with
 * both List-Unsubscribe headers → RFC 8058 one-click POST → unsubscribed → the next
 * issue skips them. The operator commands run while the server holds the PGlite folder.
 */
// Each operator command starts tsx and opens the server's socket: seconds each on a
// loaded machine; a fresh PGlite folder takes up to a minute to create.
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const run = promisify(execFile)
const inbox: ParsedMail[] = []
let smtp: SMTPServer
let smtpUrl: string
let server: OwnServer
let issues: string

const SITE = 'https://chatcontrol.info'
const anna = `anna-${Date.now()}@example.nl`
const ben = `ben-${Date.now()}@example.org`

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`
  server = await startOwnServer({ SMTP_URL: smtpUrl })
  issues = mkdtempSync(join(tmpdir(), 'cc-issues-'))
  for (const name of ['e2e-issue-1', 'e2e-issue-2'])
    cpSync(join(ROOT, 'newsletter/issues/example'), join(issues, name), { recursive: true })
})

test.afterAll(async () => {
  await server?.dispose()
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
  if (issues) rmSync(issues, { recursive: true, force: true })
})

/** The mail to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      () => (found = inbox.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to && subject.test(m.subject ?? ''))),
      {
        timeout: 20_000,
      },
    )
    .toBeTruthy()
  return found!
}

/** A link of the mail, rebased from SITE_URL onto the test server. */
function link(mail: ParsedMail, pattern: RegExp): string {
  const url = mail.text?.match(pattern)?.[0]
  expect(url, mail.text).toBeTruthy()
  expect(url!.startsWith(SITE)).toBe(true)
  return server.url + url!.slice(SITE.length)
}

function operator(script: string, ...args: string[]) {
  return run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PGLITE_DIR: server.dataDir,
      SMTP_URL: smtpUrl,
      SITE_URL: SITE,
      SUPABASE_URL: '',
      SUPABASE_SERVER_KEY: '',
      DATABASE_URL: '',
      NEWSLETTER_RATE: '50',
    },
    timeout: 90_000,
  })
}

async function states(): Promise<Record<string, string>> {
  const { stdout } = await operator('newsletter-export.ts', '--all')
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([email, , status]) => [email!, status!]),
  )
}

test('subscribe on a Dutch page → Dutch confirmation mail → the confirm page confirms on its button, not on GET', async ({ page }) => {
  await page.goto(`${server.url}/nl/contact`)
  await waitForHydration(page)
  await expect(page.locator('#newsletter form')).toHaveAttribute('novalidate', '')
  await page.locator('#newsletter-email').fill(anna)
  await page.locator('#newsletter button[type="submit"]').click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)

  const mail = await mailTo(anna, /Chatcontrole/)
  expect(mail.subject).toBe('Bevestig je aanmelding voor de Chatcontrole-nieuwsbrief')
  expect(mail.html).toContain('Mijn aanmelding bevestigen')
  const confirm = link(mail, /https:\/\/\S+\/nl\/nieuwsbrief\/bevestigen\?token=[A-Za-z0-9_-]{43}/)

  // A mail scanner following the link changes nothing.
  const scanned = await fetch(confirm)
  expect(scanned.status).toBe(200)
  expect(await scanned.text()).toContain('noindex')
  expect((await states())[anna]).toBe('pending')

  // Subscribing again within the hour sends no second mail.
  const again = await fetch(`${server.url}/nl/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${encodeURIComponent(anna)}`,
    redirect: 'manual',
  })
  expect(again.headers.get('location')).toContain('newsletter=success')

  await page.goto(confirm)
  await expect(page.locator('h1')).toHaveText('Bevestig je aanmelding')
  await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click()
  await expect(page).toHaveURL(/\/nl\/nieuwsbrief\/bevestigen\?newsletter=confirmed$/)
  await expect(page.locator('h1')).toHaveText('Aanmelding bevestigd')
  expect((await states())[anna]).toBe('confirmed')
  expect(inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === anna)).toHaveLength(1)

  // The same link a second time: a clear page, in Dutch, no 5xx.
  await page.goto(confirm)
  await page.getByRole('button', { name: 'Aanmelding bevestigen' }).click()
  await expect(page.locator('h1')).toHaveText('Al bevestigd')
})

test('without JavaScript: an English subscription is confirmed through the form post', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${server.url}/contact`)
  await page.locator('#newsletter-email').fill(ben)
  await page.locator('#newsletter button[type="submit"]').click()
  await expect(page).toHaveURL(/newsletter=success/)
  const mail = await mailTo(ben, /confirm/i)
  expect(mail.subject).toBe('Please confirm your subscription to the Chat Control newsletter')
  await page.goto(link(mail, /https:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/))
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.locator('h1')).toHaveText('Subscription confirmed')
  await context.close()
})

test('an issue reaches both, with List-Unsubscribe headers; one-click unsubscribes; the next issue skips them', async () => {
  const dry = await operator('newsletter-send.ts', join(issues, 'e2e-issue-1'), '--dry-run')
  expect(dry.stdout).toContain(`${anna}\tnl\tnl.md\tChat Control: wat er deze week gebeurt`)
  expect(dry.stdout).toContain(`${ben}\ten\ten.md\tChat Control: what happens this week`)

  const first = await operator('newsletter-send.ts', join(issues, 'e2e-issue-1'))
  expect(JSON.parse(first.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 2, failed: 0 })
  const issueMail = await mailTo(anna, /wat er deze week gebeurt/)
  await mailTo(ben, /what happens this week/)
  expect(issueMail.html).toContain('<strong>voorbeeldnummer</strong>')
  expect(issueMail.text).toContain('Uitschrijven: https://chatcontrol.info/nl/nieuwsbrief/uitschrijven?token=')
  const header = (name: string) => issueMail.headerLines.find((h) => h.key === name)?.line ?? ''
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  const unsubscribe = /<(https:\/\/chatcontrol\.info\/nl\/nieuwsbrief\/uitschrijven\?token=[A-Za-z0-9_-]{43})>/.exec(
    header('list-unsubscribe').replace(/\r?\n\s*/g, ''),
  )?.[1]
  expect(unsubscribe, header('list-unsubscribe')).toBeTruthy()

  // Running the same issue again sends nobody a second copy.
  const repeat = await operator('newsletter-send.ts', join(issues, 'e2e-issue-1'))
  expect(JSON.parse(repeat.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 0 })

  // The updates since a day as an issue: the dry run prints each language's mail; each
  // subscriber gets theirs once, with the updates page of their language.
  const updatesDry = await operator('newsletter-send.ts', '--updates-since', '2026-03-01', '--dry-run')
  expect(updatesDry.stdout).toContain('===== nl: Chatcontrole: wat er sinds 1 maart 2026 is gebeurd')
  expect(updatesDry.stdout).toContain('===== fr: Chat Control\u00a0: ce qui s’est passé depuis le 1er mars 2026')
  expect(updatesDry.stdout).toMatch(/\]\(<https:\/\/chatcontrol\.info\/de\/entwicklungen>\)/)
  const updates = await operator('newsletter-send.ts', '--updates-since', '2026-03-01')
  expect(JSON.parse(updates.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 2, failed: 0 })
  const updatesNl = await mailTo(anna, /wat er sinds 1 maart 2026 is gebeurd/)
  expect(updatesNl.html).toContain('href="https://chatcontrol.info/nl/ontwikkelingen"')
  expect(updatesNl.html).toMatch(/<h2>[^<]*2026: /)
  expect(updatesNl.html).not.toContain('<script')
  await mailTo(ben, /what happened since 1 March 2026/)
  const updatesAgain = await operator('newsletter-send.ts', '--updates-since', '2026-03-01')
  expect(JSON.parse(updatesAgain.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 0 })
  const nothing = await operator('newsletter-send.ts', '--updates-since', '2099-01-01').catch((error: { stderr: string }) => error)
  expect(nothing.stderr).toContain('No update on or after 2099-01-01')

  // RFC 8058: what a mailbox provider POSTs, no page involved.
  const oneClick = await fetch(server.url + unsubscribe!.slice(SITE.length), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status).toBe(200)
  expect((await states())[anna]).toBe('unsubscribed')

  const before = inbox.length
  const second = await operator('newsletter-send.ts', join(issues, 'e2e-issue-2'))
  expect(JSON.parse(second.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 1 })
  await expect.poll(() => inbox.length).toBe(before + 1)
  const last = inbox.at(-1)!
  expect(!Array.isArray(last.to) && last.to?.value[0]?.address).toBe(ben)

  // Forget: the address and everything about it.
  const forgot = await operator('newsletter-forget.ts', anna)
  expect(forgot.stdout).toContain(`Removed subscriber ${anna} (unsubscribed, language nl`)
  expect(await states()).not.toHaveProperty(anna)
})

test("invalid, used and tampered tokens get a clear page in the visitor's language, never a 5xx", async ({ page }) => {
  for (const [path, body, heading] of [
    ['/de/newsletter/bestaetigen?token=abc', 'intent=confirm', 'Dieser Link ist ungültig'],
    ['/fr/lettre-information/desinscription?token=' + 'A'.repeat(43), 'intent=unsubscribe', 'Ce lien n’est pas valide'],
    ['/newsletter/unsubscribe', 'intent=unsubscribe', 'This link is not valid'],
  ] as const) {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    await page.goto(server.url + response.headers.get('location')!)
    await expect(page.locator('h1')).toHaveText(heading)
  }
  const oneClick = await fetch(`${server.url}/newsletter/unsubscribe?token=${'B'.repeat(43)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status).toBe(400)
})

test('the token pages pass axe (WCAG 2.0/2.1 A and AA), with and without a result', async ({ page }) => {
  for (const path of [
    '/nl/nieuwsbrief/bevestigen?token=abc',
    '/fr/lettre-information/desinscription?newsletter=unsubscribed',
    '/de/newsletter/bestaetigen?newsletter=expired',
  ]) {
    await page.goto(server.url + path)
    expect(await axeViolations(page), path).toEqual([])
  }
})
