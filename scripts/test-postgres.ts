// `npx tsx scripts/test-postgres.ts` (run by scripts/test.sh): the migrations of
// supabase/migrations/ and the rights model (docs/decisions/012-newsletter-rights-model.md)
// on a REAL PostgreSQL server, not only on PGlite. Starts a throw-away cluster
// (scripts/lib/postgres-cluster.ts), creates the Supabase API roles, applies every
// migration twice (they must be idempotent), then tries, as the public key's role `anon`,
// the attacks the rights model exists for — and checks that the server's role
// `chat_control_server` can do its work through the functions and nothing else, and
// that `service_role` can run the operator functions. Exits non-zero on failure.
import pg from 'pg'
import { hashToken, newToken } from '../app/newsletter/tokens.server'
import { postgresVersion, startPostgres, SUPABASE_ROLES } from './lib/postgres-cluster'
import { createPostgresStore } from '../app/newsletter/postgres-store.server'
import { readMigrationFiles } from './lib/migration-files'

/** The read-only operator functions of `npm run stats` (20261125050000_operator_stats.sql). */
const STATS_CALLS = [
  ['views', "select * from public.chat_control_stats_views('2026-01-01')"],
  ['clicks', "select * from public.chat_control_stats_clicks('2026-01-01')"],
  ['subscribers', 'select * from public.chat_control_stats_subscribers()'],
  ['changes', "select * from public.chat_control_stats_changes('2026-01-01')"],
  ['outbox', 'select * from public.chat_control_stats_outbox()'],
  ['issue', 'select * from public.chat_control_stats_issue()'],
] as const

let failures = 0
function check(name: string, ok: boolean, detail = '') {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` — ${detail}` : ''}`)
  if (!ok) failures++
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? 'error'
  }
}

const cluster = await startPostgres()
const client = new pg.Client({ connectionString: cluster.url() })
const other = new pg.Client({ connectionString: cluster.url() })
try {
  console.log(`${postgresVersion()}, port ${cluster.port}`)
  await client.connect()
  await other.connect()
  await client.query(SUPABASE_ROLES)
  const files = readMigrationFiles()
  for (const round of [1, 2]) {
    for (const { sql } of files) await client.query(sql)
    check(`migrations applied (round ${round}: ${files.map((m) => m.name).join(', ')})`, true)
  }

  /** One statement as `role`, rolled back unless `keep`. */
  async function as(role: string, sql: string, params: unknown[] = [], keep = false, db = client) {
    await db.query(`begin; set local role ${role}`)
    try {
      return await db.query(sql, params)
    } finally {
      await db.query(keep ? 'commit' : 'rollback')
    }
  }
  const server = (sql: string, params: unknown[] = []) => as('chat_control_server', sql, params, true)
  const subscribe = (email: string, lang = 'en') => server('select public.chat_control_subscribe($1, $2) as r', [email, lang])
  const count = async (sql: string, params: unknown[] = []) => Number((await client.query(sql, params)).rows[0].n)
  const SENDER = '00000000-0000-4000-8000-0000000000aa'
  const claim = (max = 100, budget = 1000) =>
    server('select * from public.chat_control_outbox_claim($1, $2, 60, $3)', [max, budget, SENDER])

  // ---- The public anon key: nothing at all. ----
  const chosen = newToken()
  const code = await errorCode(
    as('anon', 'insert into public.chat_control (email, language, confirm_token_hash) values ($1, $2, $3)', [
      'victim@example.org',
      'en',
      hashToken(chosen),
    ]),
  )
  check('anon cannot insert a victim with a token hash of its choosing (42501)', code === '42501', code)
  const confirmAttack = await errorCode(as('anon', 'select public.confirm($1)', [chosen]))
  check('anon cannot call confirm(token) (42501)', confirmAttack === '42501', confirmAttack)
  for (const [name, sql] of [
    ['subscribe', "select public.chat_control_subscribe('victim@example.org', 'en')"],
    ['unsubscribe', 'select public.unsubscribe($1)'],
    ['select subscribers', 'select * from public.chat_control'],
    ['update', "update public.chat_control set status = 'confirmed'"],
    ['delete', 'delete from public.chat_control'],
    ['read the outbox', 'select * from public.chat_control_outbox'],
    ['claim mails', 'select * from public.chat_control_outbox_claim(10, 10, 60, gen_random_uuid())'],
    ['read deliveries', 'select * from public.chat_control_deliveries'],
    ['purge', 'select * from public.chat_control_purge()'],
    ['export', 'select * from public.chat_control_export()'],
    ['forget', "select * from public.chat_control_forget('pg@example.org')"],
    ['read the statistics', 'select * from public.chat_control_stats_subscribers()'],
    ['read the page views', 'select * from public.chat_control_page_views'],
  ] as const) {
    const got = await errorCode(as('anon', sql, sql.includes('$1') ? [chosen] : []))
    check(`anon may not ${name} (42501)`, got === '42501', got)
  }
  const anonFunctions = (
    await client.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and (has_function_privilege('anon', p.oid, 'execute')
           or has_function_privilege('authenticated', p.oid, 'execute')) order by 1`,
    )
  ).rows.map((r) => r.name)
  check('anon and authenticated may execute no function of ours', anonFunctions.length === 0, anonFunctions.join(','))
  const anonTables = (
    await client.query<{ t: string }>(
      `select table_name || ':' || privilege_type as t from information_schema.role_table_grants
        where grantee in ('anon', 'authenticated', 'chat_control_server') and table_schema = 'public'
       union all
       select table_name || '.' || column_name || ':' || privilege_type from information_schema.column_privileges
        where grantee in ('anon', 'authenticated', 'chat_control_server') and table_schema = 'public'`,
    )
  ).rows.map((r) => r.t)
  check('anon, authenticated and chat_control_server hold no table or column privilege', anonTables.length === 0, anonTables.join(','))

  // ---- The server's role: its functions, nothing else. ----
  for (const [name, sql] of [
    ['select subscribers', 'select * from public.chat_control'],
    [
      'insert a subscriber with a chosen token hash',
      "insert into public.chat_control (email, confirm_token_hash) values ('v@example.org', 'x')",
    ],
    ['read the outbox', 'select * from public.chat_control_outbox'],
    ['export', 'select * from public.chat_control_export()'],
    ['forget', "select * from public.chat_control_forget('pg@example.org')"],
    ...STATS_CALLS.map(([name, sql]) => [`read the statistics (${name})`, sql] as const),
  ] as const) {
    const got = await errorCode(as('chat_control_server', sql))
    check(`chat_control_server may not ${name} (42501)`, got === '42501', got)
  }
  const definer = (
    await client.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('chat_control_server', p.oid, 'execute')
          and not (p.prosecdef and array_to_string(p.proconfig, ',') like '%search_path=""%') order by 1`,
    )
  ).rows.map((r) => r.name)
  check('every function chat_control_server may run is SECURITY DEFINER with search_path fixed', definer.length === 0, definer.join(','))

  // No enumeration: the same answer whatever the state.
  await subscribe('Pg@example.org', 'de')
  const [mail] = (await claim()).rows
  check('subscribe queues one confirmation mail with a 43-character token', /^[A-Za-z0-9_-]{43}$/.test(mail?.token ?? ''), mail?.token)
  const confirmed = (await server('select public.confirm($1) as r', [mail.token])).rows[0]?.r
  check('confirm(token) of the mailed link → confirmed', confirmed === 'confirmed', confirmed)
  const known = (await subscribe('pg@example.org')).rows
  const unknown = (await subscribe('fresh@example.org')).rows
  check(
    'subscribe answers a confirmed and an unknown address alike',
    JSON.stringify(known) === JSON.stringify(unknown) && known[0].r === '',
    JSON.stringify([known, unknown]),
  )
  check(
    'a confirmed address gets no new mail',
    (await count(
      "select count(*) as n from public.chat_control_outbox o join public.chat_control c on c.id = o.subscriber_id where lower(c.email) = 'pg@example.org'",
    )) === 1,
  )

  // Mailbox bombing: ten +tag variants, mixed case → one link.
  for (let i = 1; i <= 10; i++) await subscribe(i % 2 ? `Bomb+${i}@example.org` : `bomb+${i}@example.org`)
  const bombs = await count("select count(*) as n from public.chat_control where lower(email) like 'bomb+%'")
  check('ten +tag/case variants of one mailbox: one link within the hour', bombs === 1, `${bombs} stored`)
  await client.query("update public.chat_control_outbox set created_at = created_at - interval '2 hours'")
  await subscribe('bomb@example.org')
  await client.query("update public.chat_control_outbox set created_at = created_at - interval '2 hours'")
  await subscribe('bomb+x@example.org')
  await client.query("update public.chat_control_outbox set created_at = created_at - interval '2 hours'")
  await subscribe('bomb+y@example.org')
  const daily = await count(
    "select count(*) as n from public.chat_control_outbox where created_at > now() - interval '1 day' and subscriber_id in (select id from public.chat_control where lower(email) like 'bomb%')",
  )
  check('at most 3 links a day to one mailbox', daily === 3, String(daily))

  // Budget, SKIP LOCKED, backoff.
  await client.query('update public.chat_control_outbox set claimed_at = null, sent_at = null, next_attempt_at = now(), lease_until = null')
  await client.query('update public.chat_control_outbox set claimed_at = now() where id = (select min(id) from public.chat_control_outbox)')
  const budgeted = (await claim(100, 2)).rows.length
  check('a claim stays within the hourly budget (budget 2, 1 used → 1)', budgeted === 1, String(budgeted))
  await client.query('update public.chat_control_outbox set claimed_at = null, next_attempt_at = now(), lease_until = null')
  await client.query('begin; set local role chat_control_server')
  const first = (await client.query('select * from public.chat_control_outbox_claim(1, 1000, 60, $1)', [SENDER])).rows.map((r) => r.id)
  const second = as('chat_control_server', 'select * from public.chat_control_outbox_claim(1, 1000, 60, $1)', [SENDER], true, other)
  await client.query('commit')
  const secondIds = (await second).rows.map((r) => r.id)
  check(
    'two servers claiming at once never get the same mail',
    first.length === 1 && secondIds.length === 1 && first[0] !== secondIds[0],
    `${first} / ${secondIds}`,
  )
  const again = (await claim()).rows.filter((r) => r.id === first[0]).length
  check('a claimed mail is not claimed again during its lease', again === 0)
  await server('select public.chat_control_outbox_failed($1, $2)', [first[0], SENDER])
  const retryIn = Number(
    (
      await client.query('select extract(epoch from next_attempt_at - now()) as s from public.chat_control_outbox where id = $1', [
        first[0],
      ])
    ).rows[0].s,
  )
  check('a failed mail is retried later (backoff)', retryIn > 5 && retryIn < 3600, `${retryIn.toFixed(1)} s`)
  await server('select public.chat_control_outbox_sent($1, $2)', [secondIds[0], SENDER])
  const sent = (await client.query('select token, sent_at from public.chat_control_outbox where id = $1', [secondIds[0]])).rows[0]
  check('an accepted mail drops its token', sent.token === null && sent.sent_at !== null)

  // Gmail: dots, googlemail.com, case and +tag are one mailbox — one link, to the spelling typed first.
  for (const spelling of ['g.m.a.i.l.user@gmail.com', 'gmailuser@googlemail.com', 'GMAILUSER+x@gmail.com', 'gmail.user@googlemail.com'])
    await subscribe(spelling)
  const gmail = (
    await client.query<{ email: string; n: number }>(
      "select c.email, count(o.id)::int as n from public.chat_control c join public.chat_control_outbox o on o.subscriber_id = c.id where c.email ilike '%mail.com' group by c.email",
    )
  ).rows
  check(
    'four Gmail spellings of one mailbox: one row, one link, the address as typed',
    JSON.stringify(gmail) === '[{"email":"g.m.a.i.l.user@gmail.com","n":1}]',
    JSON.stringify(gmail),
  )

  // A mail held past its lease by a stalled sender: another takes it, the first can no longer send or settle it.
  await subscribe('lease@example.org')
  const OTHER = '00000000-0000-4000-8000-0000000000bb'
  const leased = (await claim()).rows.find((r) => r.email === 'lease@example.org')
  await client.query("update public.chat_control_outbox set lease_until = now() - interval '1 second' where id = $1", [leased?.id])
  const taken = (await server('select * from public.chat_control_outbox_claim(100, 1000, 60, $1)', [OTHER])).rows.map((r) => r.id)
  const stale = (await server('select public.chat_control_outbox_hold($1, $2, 60) as ok', [leased?.id, SENDER])).rows[0]?.ok
  const staleSent = (await server('select public.chat_control_outbox_sent($1, $2) as ok', [leased?.id, SENDER])).rows[0]?.ok
  const holderSent = (await server('select public.chat_control_outbox_sent($1, $2) as ok', [leased?.id, OTHER])).rows[0]?.ok
  check(
    'a mail whose lease passed goes to the next sender; only that sender may send and settle it',
    taken.includes(leased?.id) && stale === false && staleSent === false && holderSent === true,
    JSON.stringify({ taken, stale, staleSent, holderSent }),
  )

  // The proof of a withdrawal survives a re-subscription.
  const unsubToken = newToken()
  const subscriberId = (await client.query("select id from public.chat_control where lower(email) = 'pg@example.org'")).rows[0].id
  const claimed = (
    await as('service_role', "select * from public.chat_control_claim('2026-01', $1, $2)", [subscriberId, hashToken(unsubToken)], true)
  ).rows[0]?.claimed
  check('service_role claims an issue delivery', claimed === true)
  const unsubscribed = (await server('select public.unsubscribe($1) as r', [unsubToken])).rows[0]?.r
  check('unsubscribe(token) → unsubscribed', unsubscribed === 'unsubscribed', unsubscribed)
  await client.query("update public.chat_control_outbox set created_at = created_at - interval '2 days'")
  await subscribe('pg@example.org')
  const rows = (await client.query("select status from public.chat_control where lower(email) = 'pg@example.org' order by id")).rows.map(
    (r) => r.status,
  )
  check('re-subscribing keeps the unsubscribed record beside a new pending one', rows.join(',') === 'unsubscribed,pending', rows.join(','))

  // Retention, once a day however many servers ask.
  await client.query(
    "update public.chat_control set confirm_sent_at = now() - interval '8 days' where status = 'pending' and lower(email) = 'fresh@example.org'",
  )
  const purge = (await server('select * from public.chat_control_daily_purge()')).rows
  const purgeAgain = (await server('select * from public.chat_control_daily_purge()')).rows
  check(
    'the daily purge runs as the server role and deletes an expired pending address',
    purge[0]?.pending_deleted >= 1,
    JSON.stringify(purge),
  )
  check('a second call within the day does nothing', purgeAgain.length === 0, JSON.stringify(purgeAgain))

  // The operator functions as service_role.
  const exported = (await as('service_role', 'select * from public.chat_control_export(true)')).rows
  check('service_role exports every record', exported.length >= 3, String(exported.length))
  const forgotten = (await as('service_role', "select * from public.chat_control_forget('PG@example.org')", [], true)).rows
  check('service_role forgets an address: every record of it, with its deliveries', forgotten.length === 2, JSON.stringify(forgotten))
  for (const [name, sql] of STATS_CALLS) {
    const got = await errorCode(as('service_role', sql))
    check(`service_role reads the statistics (${name})`, got === undefined, got)
  }
  const lastError = await count('select count(*) as n from public.chat_control_deliveries where last_error is not null')
  check('no mail server error text is stored', lastError === 0)

  // The server over DATABASE_URL with a login role that has only the server's rights
  // (README, "Newsletter on PostgreSQL"): it starts on the migrated database and works.
  const ownerStore = createPostgresStore({ url: cluster.url(), migrations: files })
  await ownerStore.start!() // the owner records the applied migrations in its ledger
  await ownerStore.close()
  await client.query('create role chat_control_web login in role chat_control_server')
  const web = createPostgresStore({ url: cluster.url('chat_control_web'), migrations: files })
  const started = await errorCode(web.start!())
  check('a login role with only the server role starts on the migrated database', started === undefined, started)
  await web.subscribe({ email: 'web@example.org', language: 'nl' }, AbortSignal.timeout(5000))
  check(
    '…and subscribes through the function',
    (await count("select count(*) as n from public.chat_control where email = 'web@example.org'")) === 1,
  )
  await web.close()
  const webClient = new pg.Client({ connectionString: cluster.url('chat_control_web') })
  await webClient.connect()
  const direct = await errorCode(webClient.query('select * from public.chat_control'))
  await webClient.end()
  check('…and cannot read the list itself (42501)', direct === '42501', direct)
  const newer = createPostgresStore({
    url: cluster.url('chat_control_web'),
    migrations: [...files, { name: '99999999999999_next.sql', sql: 'create table public.next_one (id int)' }],
  })
  const refused = await newer.start!().then(
    () => 'started',
    (error: Error) => error.message,
  )
  await newer.close()
  check('…and stops with a clear message when a migration is missing', /may not change the schema/.test(refused), refused)
} catch (error) {
  console.error(error)
  console.error(cluster.log())
  failures++
} finally {
  await client.end().catch(() => undefined)
  await other.end().catch(() => undefined)
  cluster.stop()
}
console.log(failures ? `${failures} check(s) failed` : 'PostgreSQL migrations and rights model: all checks passed')
process.exit(failures ? 1 : 0)
