// `npx tsx scripts/test-postgres.ts` (run by scripts/test.sh): the migrations of
// supabase/migrations/ and the role permissions on a REAL PostgreSQL server, not only
// on PGlite. Starts a throw-away cluster (initdb + pg_ctl, Debian's postgresql
// package) in a temporary folder on a free port, creates the Supabase API roles,
// applies every migration twice (they must be idempotent), then checks that the
// public key's role `anon` can insert, confirm and unsubscribe — and nothing else —
// and that `service_role` can run the operator functions. Exits non-zero on failure.
import { execFileSync } from 'node:child_process'
import { hashToken, newToken } from '../app/newsletter/tokens.server'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { freePort } from './lib/free-port'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const ROOT = new URL('..', import.meta.url).pathname

function findBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const v of versions) if (existsSync(join(base, v, 'bin/initdb'))) return join(base, v, 'bin')
  throw new Error('PostgreSQL server binaries not found (apt-get install postgresql; or set PG_BIN)')
}

const bin = findBin()
const tmp = mkdtempSync(join(tmpdir(), 'cc-postgres-'))
chmodSync(tmp, 0o777) // the cluster's owner (postgres when we are root) writes here
const data = join(tmp, 'data')
// PostgreSQL refuses to run as root: then run the server as the unprivileged `postgres` user.
const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
const run = (cmd: string, args: string[]) =>
  asUser.length
    ? execFileSync(asUser[0]!, [...asUser.slice(1), cmd, ...args], { stdio: 'pipe', cwd: tmp })
    : execFileSync(cmd, args, { stdio: 'pipe', cwd: tmp })

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

const port = await freePort()
let started = false
const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' })
try {
  console.log(`PostgreSQL ${execFileSync(join(bin, 'postgres'), ['--version']).toString().trim()} in ${tmp}, port ${port}`)
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(tmp, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1`,
    'start',
  ])
  started = true
  await client.connect()

  // The roles a Supabase project has before any migration.
  await client.query(`
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
  `)
  const migrations = readdirSync(join(ROOT, 'supabase/migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const round of [1, 2]) {
    for (const file of migrations) await client.query(readFileSync(join(ROOT, 'supabase/migrations', file), 'utf8'))
    check(`migrations applied (round ${round}: ${migrations.join(', ')})`, true)
  }

  /** One statement as `role`, rolled back unless `keep`. */
  async function as(role: string, sql: string, params: unknown[] = [], keep = false) {
    await client.query(`begin; set local role ${role}`)
    try {
      return await client.query(sql, params)
    } finally {
      await client.query(keep ? 'commit' : 'rollback')
    }
  }
  const token = newToken()
  const hash = hashToken(token)

  // What anon may do.
  const inserted = await errorCode(
    as(
      'anon',
      'insert into public.chat_control (email, language, confirm_token_hash) values ($1, $2, $3)',
      ['pg@example.org', 'de', hash],
      true,
    ),
  )
  check('anon inserts a subscriber (email, language, confirm_token_hash)', inserted === undefined, inserted)
  const dup = await errorCode(
    as('anon', 'insert into public.chat_control (email, language, confirm_token_hash) values ($1, $2, $3)', ['PG@example.org', 'de', 'x']),
  )
  check('a second subscription within the hour is a duplicate (23505)', dup === '23505', dup)
  const confirmed = (await as('anon', 'select public.confirm($1) as r', [token], true)).rows[0]?.r
  check('anon executes confirm(token) → confirmed', confirmed === 'confirmed', confirmed)
  const again = (await as('anon', 'select public.confirm($1) as r', [token])).rows[0]?.r
  check('the same link again → used', again === 'used', again)
  const bad = (await as('anon', 'select public.unsubscribe($1) as r', ['not-a-token'])).rows[0]?.r
  check('anon executes unsubscribe(token); an unknown token → invalid', bad === 'invalid', bad)

  // …and nothing else.
  for (const [name, sql] of [
    ['select', 'select * from public.chat_control'],
    ['update', "update public.chat_control set status = 'confirmed'"],
    ['delete', 'delete from public.chat_control'],
    ['insert a status', "insert into public.chat_control (email, status) values ('s@example.org', 'confirmed')"],
    ['read deliveries', 'select * from public.chat_control_deliveries'],
    ['write deliveries', "insert into public.chat_control_deliveries (issue, subscriber_id, unsubscribe_token_hash) values ('x', 1, 'y')"],
    ['purge', 'select * from public.chat_control_purge()'],
    ['export', 'select * from public.chat_control_export()'],
    ['forget', "select * from public.chat_control_forget('pg@example.org')"],
    ['recipients', "select * from public.chat_control_recipients('x')"],
    ['claim', "select * from public.chat_control_claim('x', 1, 'y')"],
  ] as const) {
    const code = await errorCode(as('anon', sql))
    check(`anon may not ${name} (42501)`, code === '42501', code)
  }
  const executable = (
    await client.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    )
  ).rows.map((r) => r.name)
  check(
    'the only functions anon may execute are confirm and unsubscribe',
    executable.join(',') === 'confirm,unsubscribe',
    executable.join(','),
  )
  const definer = (
    await client.query<{ name: string }>(
      `select proname as name from pg_proc where proname in ('confirm', 'unsubscribe') and prosecdef order by 1`,
    )
  ).rows.map((r) => r.name)
  check('confirm and unsubscribe are SECURITY DEFINER', definer.join(',') === 'confirm,unsubscribe', definer.join(','))
  const tablePrivileges = (
    await client.query<{ t: string; p: string }>(
      `select table_name as t, privilege_type as p from information_schema.role_table_grants
        where grantee in ('anon', 'authenticated') and table_schema = 'public' order by 1, 2`,
    )
  ).rows.map((r) => `${r.t}:${r.p}`)
  check('anon/authenticated hold no table-wide privilege', tablePrivileges.length === 0, tablePrivileges.join(','))
  const columns = (
    await client.query<{ c: string }>(
      `select column_name || ':' || privilege_type as c from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' order by 1`,
    )
  ).rows.map((r) => r.c)
  check(
    'anon may insert exactly email, language, confirm_token_hash',
    columns.join(',') === 'confirm_token_hash:INSERT,email:INSERT,language:INSERT',
    columns.join(','),
  )

  // The operator functions as service_role (what the commands use with the service-role key).
  const recipients = (await as('service_role', "select * from public.chat_control_recipients('2026-01')")).rows
  check(
    'service_role lists the recipients of an issue',
    recipients.length === 1 && recipients[0].email === 'pg@example.org',
    JSON.stringify(recipients),
  )
  const id = recipients[0]?.id
  const claim = (
    await as('service_role', "select * from public.chat_control_claim('2026-01', $1, $2)", [id, hash.replace(/^./, '0')], true)
  ).rows[0]?.claimed
  const second = (await as('service_role', "select * from public.chat_control_claim('2026-01', $1, $2)", [id, 'other'])).rows[0]?.claimed
  check('service_role claims a delivery once, never twice', claim === true && second === false, `${claim}, ${second}`)
  const exported = (await as('service_role', 'select * from public.chat_control_export(true)')).rows
  check('service_role exports', exported.length === 1 && exported[0].status === 'confirmed')
  const forgotten = (await as('service_role', "select * from public.chat_control_forget('PG@example.org')", [], true)).rows
  const left = (await client.query('select count(*)::int as n from public.chat_control_deliveries')).rows[0].n
  check(
    'service_role forgets an address with its deliveries',
    forgotten.length === 1 && forgotten[0].deliveries === 1 && left === 0,
    JSON.stringify(forgotten),
  )
  const purged = await errorCode(as('service_role', 'select * from public.chat_control_purge()'))
  check('service_role runs the retention sweep', purged === undefined, purged)
} catch (error) {
  console.error(error)
  if (existsSync(join(tmp, 'server.log'))) console.error(readFileSync(join(tmp, 'server.log'), 'utf8'))
  failures++
} finally {
  await client.end().catch(() => undefined)
  if (started) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
  rmSync(tmp, { recursive: true, force: true })
}
console.log(failures ? `${failures} check(s) failed` : 'PostgreSQL migrations and role permissions: all checks passed')
process.exit(failures ? 1 : 0)
