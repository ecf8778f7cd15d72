// A database with known figures for `npm run stats` (scripts/stats.ts), shared by
// tests/unit/stats.test.ts (PGlite through the operator socket, and PostgreSQL) and
// tests/e2e/stats-html.spec.ts. Written as the database owner, after the migrations.
// Days are UTC days counted back from `today`; the period under test starts SINCE_DAYS_BACK
// days back, and one row of each counter lies before it (it must not be counted).

export const SINCE_DAYS_BACK = 9

const DAY_MS = 86_400_000
export const utcDay = (back: number, now = Date.now()) => new Date(now - back * DAY_MS).toISOString().slice(0, 10)

/** The figures the seed must give, for a period from SINCE_DAYS_BACK days back to today. */
export const EXPECTED = {
  views: { total: 355, en: 255, nl: 60, de: 30, fr: 10, home: 160, bestVpns: 70 },
  clicks: { total: 21, nordvpn: 10, protonMail: 5, protonVpn: 3, revolut: 2, tresorit: 1 },
  // vpn: 13 clicks / (70 + 20 + 10) views of best-vpns; email: 5 / 25; all tools: 21 / (160 + 40 + 30) home views.
  rates: { vpn: '13.0%', email: '20.0%', all: '9.1%' },
  states: { pending: 3, confirmed: 6, unsubscribed: 3 },
  changes: { confirmations: 4, unsubscribes: 3 },
  outbox: { waiting: 2, retrying: 1, sent: 1, failed: 1, dropped: 1 },
  issue: { issue: '2026-11-20', sent: 4, failed: 1, sending: 1, waiting: 1 },
} as const

/** Every address the seed stores: none of them may appear in any output of the command. */
export const SEED_ADDRESSES = [
  'pending-en-1@example.org',
  'pending-en-2@example.org',
  'pending-nl-1@example.org',
  'confirmed-en-1@example.org',
  'confirmed-en-2@example.org',
  'confirmed-en-3@example.org',
  'confirmed-de-1@example.org',
  'confirmed-de-2@example.org',
  'confirmed-fr-1@example.org',
  'gone-nl-1@example.org',
  'gone-nl-2@example.org',
  'gone-en-1@example.org',
]

/** The SQL, for a database whose migrations are applied; run it in one go (exec / simple query). */
export function statsSeedSql(now = Date.now()): string {
  const d = (back: number) => `'${utcDay(back, now)}'::date`
  const views = (back: number, rows: [string, string, number][]) =>
    `select public.chat_control_count_views(${d(back)}, array[${rows.map((r) => `'${r[0]}'`).join(',')}], ` +
    `array[${rows.map((r) => `'${r[1]}'`).join(',')}], array[${rows.map((r) => r[2]).join(',')}]::bigint[]);`
  const clicks = (back: number, rows: [string, number][]) =>
    `select public.chat_control_count_clicks(${d(back)}, array[${rows.map((r) => `'${r[0]}'`).join(',')}], ` +
    `array[${rows.map((r) => r[1]).join(',')}]::bigint[]);`
  const ago = (days: number) => `now() - interval '${days} days'`
  const subscriber = (email: string, language: string, status: string, confirmed: string | null, unsubscribed: string | null) =>
    `insert into public.chat_control (email, language, status, created_at, confirm_sent_at, confirmed_at, unsubscribed_at) ` +
    `values ('${email}', '${language}', '${status}', ${ago(40)}, ${status === 'pending' ? 'now()' : ago(40)}, ${confirmed ?? 'null'}, ${unsubscribed ?? 'null'});`
  const id = (email: string) => `(select id from public.chat_control where email = '${email}')`
  const outbox = (email: string, token: string | null, created: string, expires: string, attempts: number, sent: string | null) =>
    `insert into public.chat_control_outbox (subscriber_id, mailbox, token, created_at, expires_at, attempts, sent_at) ` +
    `values (${id(email)}, public.chat_control_mailbox('${email}'), ${token ? `'${token}'` : 'null'}, ${created}, ${expires}, ${attempts}, ${sent ?? 'null'});`
  const delivery = (issue: string, email: string, status: string, updated: string) =>
    `insert into public.chat_control_deliveries (issue, subscriber_id, status, unsubscribe_token_hash, updated_at) ` +
    `values ('${issue}', ${id(email)}, '${status}', md5('${issue}/${email}'), ${updated});`
  return [
    // Page views: the day before the period must not count.
    views(10, [['/', 'en', 1000]]),
    views(2, [
      ['/', 'en', 100],
      ['/nl', 'nl', 40],
      ['/best-vpns', 'en', 50],
      ['/nl/beste-vpns', 'nl', 20],
      ['/fr/meilleurs-vpns', 'fr', 10],
      ['/encrypted-email', 'en', 25],
    ]),
    views(0, [
      ['/', 'en', 60],
      ['/de', 'de', 30],
      ['/best-vpns', 'en', 20],
    ]),
    clicks(10, [['nordvpn', 500]]),
    clicks(2, [
      ['nordvpn', 7],
      ['proton-vpn', 3],
      ['proton-mail', 5],
      ['revolut', 2],
    ]),
    clicks(0, [
      ['nordvpn', 3],
      ['tresorit', 1],
    ]),
    // Subscribers: 3 pending, 6 confirmed, 3 unsubscribed; in the period 4 confirmations
    // (3 yesterday, 1 five days back) and 3 unsubscribes (yesterday, 3 days back, today).
    subscriber('pending-en-1@example.org', 'en', 'pending', null, null),
    subscriber('pending-en-2@example.org', 'en', 'pending', null, null),
    subscriber('pending-nl-1@example.org', 'nl', 'pending', null, null),
    subscriber('confirmed-en-1@example.org', 'en', 'confirmed', ago(1), null),
    subscriber('confirmed-en-2@example.org', 'en', 'confirmed', ago(1), null),
    subscriber('confirmed-en-3@example.org', 'en', 'confirmed', ago(20), null),
    subscriber('confirmed-de-1@example.org', 'de', 'confirmed', ago(1), null),
    subscriber('confirmed-de-2@example.org', 'de', 'confirmed', ago(20), null),
    subscriber('confirmed-fr-1@example.org', 'fr', 'confirmed', ago(20), null),
    subscriber('gone-nl-1@example.org', 'nl', 'unsubscribed', ago(30), ago(1)),
    subscriber('gone-nl-2@example.org', 'nl', 'unsubscribed', ago(30), ago(3)),
    subscriber('gone-en-1@example.org', 'en', 'unsubscribed', ago(5), 'now()'),
    // Outbox: 2 waiting (one retrying), 1 sent, 1 failed (tried, link expired), 1 dropped (replaced, never tried).
    outbox('pending-en-1@example.org', 'waiting-token-a', "now() - interval '2 hours'", "now() + interval '7 days'", 0, null),
    outbox('pending-en-2@example.org', 'waiting-token-b', "now() - interval '1 hour'", "now() + interval '7 days'", 2, null),
    outbox('confirmed-en-1@example.org', null, "now() - interval '3 hours'", "now() + interval '7 days'", 1, "now() - interval '3 hours'"),
    outbox('pending-nl-1@example.org', 'failed-token', "now() - interval '8 days'", "now() - interval '1 hour'", 3, null),
    outbox('pending-nl-1@example.org', null, "now() - interval '5 hours'", "now() + interval '7 days'", 0, null),
    // An older issue, then the last one: 4 sent, 1 failed, 1 sending; confirmed-en-3 not tried yet.
    delivery('2026-11-01', 'confirmed-en-1@example.org', 'sent', ago(10)),
    delivery('2026-11-20', 'confirmed-en-1@example.org', 'sent', "now() - interval '1 hour'"),
    delivery('2026-11-20', 'confirmed-en-2@example.org', 'sent', "now() - interval '1 hour'"),
    delivery('2026-11-20', 'confirmed-de-1@example.org', 'sent', "now() - interval '1 hour'"),
    delivery('2026-11-20', 'gone-nl-1@example.org', 'sent', "now() - interval '2 days'"),
    delivery('2026-11-20', 'confirmed-de-2@example.org', 'failed', "now() - interval '1 hour'"),
    delivery('2026-11-20', 'confirmed-fr-1@example.org', 'sending', "now() - interval '1 hour'"),
  ].join('\n')
}
