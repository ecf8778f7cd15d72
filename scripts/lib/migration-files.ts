import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Migration } from '../../app/newsletter/migrate'

const DIR = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

/**
 * supabase/migrations/*.sql in file-name order, read from disk, for the commands and tests
 * that run outside the build (the server bundles the same files: app/newsletter/migrations.server.ts).
 */
export function readMigrationFiles(): Migration[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(DIR, name), 'utf8') }))
}
