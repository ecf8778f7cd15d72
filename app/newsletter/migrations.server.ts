import { applyMigrations, type Migration, type MigrationDb } from './migrate'

/** The SQL of supabase/migrations/, bundled at build time, in file-name order. */
const files = import.meta.glob<string>('../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})
export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([path, sql]) => ({ name: path.split('/').pop()!, sql }))
  .sort((a, b) => a.name.localeCompare(b.name))

/** Brings a PGlite database up to date with the bundled migrations. */
export function applyBundledMigrations(db: MigrationDb): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS)
}
