import type { PGlite } from '@electric-sql/pglite'

/**
 * What a Supabase database has before any migration and a fresh PGlite lacks:
 * the API roles the migrations grant to. Plus a ledger of applied migrations
 * (Supabase keeps its own in supabase_migrations).
 */
const BOOTSTRAP = `
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
create schema if not exists pglite_meta;
create table if not exists pglite_meta.applied_migrations (
  name text primary key,
  applied_at timestamptz not null default now()
);
`

/** Brings a PGlite database up to date: each migration once, in its own transaction. */
export async function applyMigrations(db: PGlite, migrations: ReadonlyArray<{ name: string; sql: string }>): Promise<string[]> {
  await db.exec(BOOTSTRAP)
  const applied = new Set((await db.query<{ name: string }>('select name from pglite_meta.applied_migrations')).rows.map((r) => r.name))
  const ran: string[] = []
  for (const { name, sql } of migrations) {
    if (applied.has(name)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into pglite_meta.applied_migrations (name) values ($1)', [name])
    })
    ran.push(name)
  }
  return ran
}
