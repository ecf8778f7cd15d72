import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { readEnvironment } from '../../app/config.server'

/**
 * A throw-away PostgreSQL cluster (initdb + pg_ctl, Debian's postgresql package) in a
 * temporary folder on a free port, with the roles a Supabase project has before any
 * migration: for scripts/test-postgres.ts, the store contract test, and the end-to-end
 * tests and the load test (scripts/loadtest.ts) of several servers on one database. Trust
 * authentication on 127.0.0.1 only.
 */
export interface PostgresCluster {
  port: number
  /** postgres://<user>@127.0.0.1:<port>/postgres */
  url(user?: string): string
  /** The server's log (shown when a test fails). */
  log(): string
  stop(): void
}

function findBin(): string {
  const { PG_BIN } = readEnvironment(['PG_BIN'])
  if (PG_BIN) return PG_BIN
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const v of versions) if (existsSync(join(base, v, 'bin/initdb'))) return join(base, v, 'bin')
  throw new Error('PostgreSQL server binaries not found (apt-get install postgresql; or set PG_BIN)')
}

/** What a Supabase project has before our migrations (the API roles). */
export const SUPABASE_ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
`

export async function startPostgres(): Promise<PostgresCluster> {
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
  const port = await freePort()
  let started = false
  const stop = () => {
    if (started) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
    started = false
    rmSync(tmp, { recursive: true, force: true })
  }
  try {
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
      `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      'start',
    ])
    started = true
  } catch (error) {
    stop()
    throw error
  }
  return {
    port,
    url: (user = 'postgres') => `postgres://${user}@127.0.0.1:${port}/postgres`,
    log: () => (existsSync(join(tmp, 'server.log')) ? readFileSync(join(tmp, 'server.log'), 'utf8') : ''),
    stop,
  }
}

export function postgresVersion(): string {
  return execFileSync(join(findBin(), 'postgres'), ['--version']).toString().trim()
}
