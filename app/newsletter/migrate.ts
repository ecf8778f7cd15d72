/**
 * What a Supabase database has before any migration and a fresh PGlite or plain
 * PostgreSQL lacks: the API roles the migrations grant to. Plus a ledger of applied
 * migrations (Supabase keeps its own in supabase_migrations; the migrations are
 * idempotent, so applying them again there changes nothing).
 */
const bootstrap = (ledger: string) => `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
end
$$;
create schema if not exists ${ledger};
create table if not exists ${ledger}.applied_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
`

/** The server's role may read the ledger (to see that nothing is left to apply) and nothing else there. */
const grantLedger = (ledger: string) => `
grant usage on schema ${ledger} to chat_control_server;
grant select on ${ledger}.applied_migrations to chat_control_server;
`

/** The little of a database connection the migrations need (PGlite, or one `pg` client). */
export interface MigrationDb {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export interface Migration {
  name: string
  sql: string
}

/** PGlite's ledger schema (kept from earlier versions); PostgreSQL's is chat_control_meta. */
const PGLITE_LEDGER = 'pglite_meta'
export const POSTGRES_LEDGER = 'chat_control_meta'

/** The migrations whose names are not yet in the ledger (all of them when there is no ledger yet). */
export async function pendingMigrations(db: MigrationDb, migrations: readonly Migration[], ledger: string): Promise<Migration[]> {
  const exists = await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [`${ledger}.applied_migrations`])
  if (!exists.rows[0]?.ok) return [...migrations]
  const applied = new Set((await db.query<{ name: string }>(`select name from ${ledger}.applied_migrations`)).rows.map((r) => r.name))
  return migrations.filter((m) => !applied.has(m.name))
}

/**
 * Brings a database up to date: each migration once, in its own transaction, in
 * file-name order. The caller makes sure nobody else migrates at the same time (one
 * process per PGlite folder; an advisory lock on PostgreSQL, postgres-store.server.ts).
 */
export async function applyMigrations(db: MigrationDb, migrations: readonly Migration[], ledger = PGLITE_LEDGER): Promise<string[]> {
  if (!/^[a-z_]+$/.test(ledger)) throw new Error(`Invalid ledger schema ${ledger}`)
  const todo = await pendingMigrations(db, migrations, ledger)
  if (!todo.length) return []
  await db.exec(bootstrap(ledger))
  const ran: string[] = []
  for (const { name, sql } of todo) {
    await db.exec('begin')
    try {
      await db.exec(sql)
      await db.query(`insert into ${ledger}.applied_migrations (name) values ($1) on conflict do nothing`, [name])
      await db.exec('commit')
    } catch (error) {
      await db.exec('rollback')
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    ran.push(name)
  }
  const server = await db.query<{ ok: boolean }>("select exists (select from pg_roles where rolname = 'chat_control_server') as ok")
  if (server.rows[0]?.ok) await db.exec(grantLedger(ledger))
  return ran
}
