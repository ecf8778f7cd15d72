// `npm run newsletter:export > subscribers.csv`
//
// Writes the newsletter subscribers of the configured store to standard output as
// CSV (`email,language,created_at`, oldest first). Messages go to standard error.
//
// - Supabase (SUPABASE_URL and SUPABASE_ANON_KEY set, the server's own choice):
//   reads with SUPABASE_SERVICE_ROLE_KEY, since the anon key the site uses may only
//   insert (see supabase/migrations/).
// - PGlite (default, PGLITE_DIR or .data/pglite): opens the folder read-only in
//   effect (no migration, no write) and only when no server has it open: two
//   Postgres processes on one folder corrupt it, so while the site's server holds
//   the folder's lock (app/newsletter/data-dir-lock.server.ts) this refuses.
import { existsSync } from 'node:fs'
import { open, readFile, unlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// Same configuration as the server (scripts/serve.mjs): the environment, plus the
// project's .env file if there is one (see .env.example).
const envFile = resolve(fileURLToPath(new URL('..', import.meta.url)), '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const LOCK_FILE = '.chat-control.lock' // same name as app/newsletter/data-dir-lock.server.ts
const PAGE = 1000

function fail(message) {
  process.stderr.write(`newsletter:export: ${message}\n`)
  process.exit(1)
}

function csvField(value) {
  const text = String(value ?? '')
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

let headerWritten = false
function writeHeader() {
  if (!headerWritten) process.stdout.write('email,language,created_at\n')
  headerWritten = true
}

function writeRow(email, language, createdAt) {
  const when = createdAt instanceof Date ? createdAt : new Date(createdAt)
  process.stdout.write(`${[email, language, when.toISOString()].map(csvField).join(',')}\n`)
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

async function readLock(dir) {
  try {
    return JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))
  } catch {
    return null
  }
}

/** Takes the folder's lock so that no server starts on it while we read; refuses if one has it. */
async function lockFolder(dir) {
  const path = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx')
      await handle.writeFile(JSON.stringify({ pid: process.pid, owner: 'npm run newsletter:export', since: new Date().toISOString() }))
      await handle.close()
      return () => unlink(path).catch(() => undefined)
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const holder = await readLock(dir)
      if (holder && typeof holder.pid === 'number' && isAlive(holder.pid)) {
        fail(
          `${dir} is open in ${holder.owner ?? 'another process'} (pid ${holder.pid}) since ${holder.since ?? '?'}.\n` +
            'A second process on the same PGlite folder would damage it, so nothing was read.\n' +
            'Stop the server (it closes the database on SIGTERM), run the export, then start it again.',
        )
      }
      await unlink(path).catch(() => undefined) // stale lock of a process that is gone
    }
  }
  fail(`could not lock ${dir}`)
}

async function exportPglite() {
  const dir = resolve(process.env.PGLITE_DIR || '.data/pglite')
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    process.stderr.write(`newsletter:export: no PGlite database in ${dir} yet (nobody has subscribed).\n`)
    writeHeader()
    return
  }
  const release = await lockFolder(dir)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dir)
  try {
    writeHeader()
    const table = await db.query(`select to_regclass('public.chat_control') as name`)
    if (!table.rows[0]?.name) return
    let lastId = 0
    for (;;) {
      const { rows } = await db.query(
        'select id, email, language, created_at from public.chat_control where id > $1 order by id limit $2',
        [lastId, PAGE],
      )
      for (const row of rows) writeRow(row.email, row.language, row.created_at)
      if (rows.length < PAGE) break
      lastId = Number(rows.at(-1).id)
    }
  } finally {
    await db.close()
    await release()
  }
}

async function exportSupabase() {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY
  if (!key) {
    fail(
      'SUPABASE_URL is set, so the subscribers are in Supabase. Reading them needs SUPABASE_SERVICE_ROLE_KEY ' +
        '(Project Settings → API); the anon key of the site may only insert. Keep that key off the web server.',
    )
  }
  const { createClient } = await import('@supabase/supabase-js')
  const client = createClient(process.env.SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('chat_control')
      .select('email, language, created_at')
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) fail(`Supabase answered: ${error.message}`)
    writeHeader()
    for (const row of data) writeRow(row.email, row.language, row.created_at)
    if (data.length < PAGE) break
  }
}

// The same choice as the server (app/newsletter/store.server.ts).
await (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY ? exportSupabase() : exportPglite())
