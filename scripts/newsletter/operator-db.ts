import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { getConfig, readEnvironment, subscriberDatabase } from '../../app/config.server'
import { acquireLock, DataDirBusyError, readLock } from '../../app/newsletter/data-dir-lock.server'
import { applyMigrations } from '../../app/newsletter/migrate'
import { readMigrationFiles } from '../lib/migration-files'
import { enterProjectEnvironment } from './env'
import { checkSocketOwner, OPERATOR_SOCKET } from '../../app/newsletter/operator-bridge.server'
import { operatorCall, type OperatorArgs, type OperatorDb, type OperatorFunction } from '../../app/newsletter/operator-sql-functions'

export class OperatorError extends Error {}

/**
 * A command's options and positional arguments (node:util parseArgs, strict): an unknown
 * option or a missing value ends the command with `usage`.
 */
export function commandArgs<T extends ParseArgsOptionsConfig>(usage: string, options: T, args: string[] = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new OperatorError(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}`)
  }
}

/** Supabase with the service-role key, taken from the operator's environment only. */
async function supabase(url: string): Promise<OperatorDb> {
  const key = readEnvironment(['SUPABASE_SERVICE_ROLE_KEY']).SUPABASE_SERVICE_ROLE_KEY
  if (!key) {
    throw new OperatorError(
      'SUPABASE_URL is set, so the subscribers are in Supabase. This command needs SUPABASE_SERVICE_ROLE_KEY ' +
        '(Project Settings → API) in its environment; the server key of the site may only subscribe, confirm, unsubscribe and send confirmations. ' +
        'Keep that key off the web server: SUPABASE_SERVICE_ROLE_KEY=… npm run newsletter:…',
    )
  }
  const { createClient } = await import('@supabase/supabase-js')
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  return {
    description: `Supabase (${new URL(url).host})`,
    async call<T>(fn: OperatorFunction, args: OperatorArgs = {}) {
      operatorCall(fn, args) // checks the argument names
      const { data, error } = await client.rpc(fn, args)
      if (error) throw new OperatorError(`Supabase ${fn}: ${error.message}`)
      return (Array.isArray(data) ? data : [data]) as T[]
    },
    async close() {},
  }
}

/**
 * PostgreSQL over DATABASE_URL (or OPERATOR_DATABASE_URL, when the server's login role
 * has only the server's rights): the operator functions need the owner's or
 * service_role's rights (docs/decisions/012-newsletter-rights-model.md).
 */
async function postgres(url: string): Promise<OperatorDb> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url, application_name: 'chat-control-operator' })
  await client.connect()
  return {
    description: `PostgreSQL (${new URL(url).host})`,
    async call<T>(fn: OperatorFunction, args: OperatorArgs = {}) {
      const { sql, params } = operatorCall(fn, args)
      return (await client.query(sql, params)).rows as T[]
    },
    async close() {
      await client.end()
    },
  }
}

/** The running server's PGlite, through its operator socket (app/newsletter/operator-bridge.server.ts). */
async function bridge(dir: string, holder: string): Promise<OperatorDb> {
  const path = join(dir, OPERATOR_SOCKET)
  if (!existsSync(path)) {
    throw new OperatorError(
      `${dir} is held by ${holder}, which offers no operator socket (${OPERATOR_SOCKET}). Restart the server with this version.`,
    )
  }
  try {
    await checkSocketOwner(path)
  } catch (error) {
    throw new OperatorError(`refusing the operator socket: ${error instanceof Error ? error.message : String(error)}`)
  }
  const socket = connect(path)
  await new Promise<void>((ok, fail) => {
    socket.once('connect', ok)
    socket.once('error', fail)
  })
  const waiting = new Map<number, { ok: (rows: unknown[]) => void; fail: (error: Error) => void }>()
  let next = 1
  createInterface({ input: socket }).on('line', (line) => {
    const answer = JSON.parse(line) as { id: number; rows?: unknown[]; error?: string }
    const entry = waiting.get(answer.id)
    waiting.delete(answer.id)
    if (answer.error !== undefined) entry?.fail(new OperatorError(answer.error))
    else entry?.ok(answer.rows ?? [])
  })
  socket.on('close', () => {
    for (const entry of waiting.values()) entry.fail(new OperatorError('the server closed the operator socket'))
    waiting.clear()
  })
  return {
    description: `the running server's PGlite in ${dir}`,
    call<T>(fn: OperatorFunction, args: OperatorArgs = {}) {
      operatorCall(fn, args)
      const id = next++
      return new Promise<T[]>((ok, fail) => {
        waiting.set(id, { ok: ok as (rows: unknown[]) => void, fail })
        socket.write(`${JSON.stringify({ id, fn, args })}\n`)
      })
    },
    async close() {
      socket.end()
    },
  }
}

/** The PGlite folder opened by this process, when no server holds it. */
async function direct(dir: string, owner: string): Promise<OperatorDb | null> {
  let release: () => Promise<void>
  try {
    release = await acquireLock(dir, owner)
  } catch (error) {
    if (error instanceof DataDirBusyError) return null
    throw error
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dir)
  await applyMigrations(db, readMigrationFiles())
  return {
    description: `PGlite in ${dir}`,
    async call<T>(fn: OperatorFunction, args: OperatorArgs = {}) {
      const { sql, params } = operatorCall(fn, args)
      return (await db.query<T>(sql, params)).rows
    },
    async close() {
      await db.close()
      await release()
    },
  }
}

/**
 * The subscriber database for an operator command, the same choice as the server
 * (app/newsletter/store.server.ts): PostgreSQL with DATABASE_URL, Supabase with
 * SUPABASE_URL, else the PGlite folder — through the running server when one holds it.
 */
export async function openOperatorDb(owner: string): Promise<OperatorDb> {
  const config = getConfig()
  const { DATABASE_URL, SUPABASE_URL, PGLITE_DIR } = config
  const kind = subscriberDatabase(config)
  if (kind === 'postgres') return postgres(readEnvironment(['OPERATOR_DATABASE_URL']).OPERATOR_DATABASE_URL ?? DATABASE_URL!)
  if (kind === 'supabase') return supabase(SUPABASE_URL!)
  const dir = resolve(PGLITE_DIR)
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    // Nobody has subscribed yet: nothing to read, and no reason to create a database.
    return { description: `${dir} (no database yet: nobody has subscribed)`, call: async () => [], close: async () => {} }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const opened = await direct(dir, owner)
    if (opened) return opened
    const holder = await readLock(dir)
    try {
      return await bridge(dir, holder ? `${holder.owner} (pid ${holder.pid})` : 'another process')
    } catch (error) {
      if (attempt === 2) throw error
      await new Promise((r) => setTimeout(r, 500)) // the server may be starting or stopping
    }
  }
  throw new OperatorError(`could not open ${dir}`)
}

/** Runs an operator command's main function: clean messages, exit codes 1 (error). */
export async function runCommand(name: string, main: () => Promise<number | void>): Promise<void> {
  try {
    enterProjectEnvironment()
    process.exitCode = (await main()) ?? 0
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  }
}
