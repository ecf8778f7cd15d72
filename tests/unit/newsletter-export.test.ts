import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { LOCK_FILE } from '~/newsletter/data-dir-lock.server'

/** `npm run newsletter:export` and `newsletter:forget` (scripts/newsletter-*.ts) against a PGlite folder. */
const run = promisify(execFile)
let root: string
let dir: string
let sleeper: ChildProcess

function command(script: string, args: string[], env: Record<string, string>) {
  const clean = { ...process.env, SUPABASE_URL: '', SUPABASE_SERVER_KEY: '', DATABASE_URL: '', ...env }
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { env: clean, timeout: 120_000 })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'newsletter-export-'))
  dir = join(root, 'pglite')
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 300000)'], { stdio: 'ignore' })
  const store = createPgliteStore({ dir })
  const signal = AbortSignal.timeout(120_000)
  await store.subscribe({ email: 'anna@example.nl', language: 'nl' }, signal)
  await store.subscribe({ email: "o'brien@example.ie", language: 'en' }, signal)
  await store.subscribe({ email: 'jean@exemple.fr', language: 'fr' }, signal)
  await store.close()
  const db = await PGlite.create(dir)
  await db.exec(`
    update public.chat_control set status = 'confirmed', confirmed_at = now() where email <> 'jean@exemple.fr';
    update public.chat_control set status = 'unsubscribed', unsubscribed_at = now() where email = 'anna@example.nl';
  `)
  await db.close()
}, 240_000)

afterAll(async () => {
  sleeper.kill()
  await rm(root, { recursive: true, force: true })
})

describe('newsletter:export', () => {
  it('writes the confirmed, subscribed addresses by default; --all adds the others with their state', async () => {
    const { stdout } = await command('newsletter-export.ts', [], { PGLITE_DIR: dir })
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('email,language,status,created_at,confirmed_at,unsubscribed_at')
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(["o'brien@example.ie,en,confirmed"])
    expect(lines[1]!.split(',')[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    const all = (await command('newsletter-export.ts', ['--all'], { PGLITE_DIR: dir })).stdout.trimEnd().split('\n')
    expect(all.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'anna@example.nl,nl,unsubscribed',
      "o'brien@example.ie,en,confirmed",
      'jean@exemple.fr,fr,pending',
    ])
  }, 240_000)

  it('refuses clearly when the folder is held by a process without the operator socket', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: sleeper.pid, owner: 'an old server', since: '2025-09-27T10:00:00Z' }))
    try {
      const error = await command('newsletter-export.ts', [], { PGLITE_DIR: dir }).then(
        () => null,
        (e: { code: number; stdout: string; stderr: string }) => e,
      )
      expect(error?.code).toBe(1)
      expect(error?.stdout).toBe('')
      expect(error?.stderr).toContain(`is held by an old server (pid ${sleeper.pid}), which offers no operator socket`)
    } finally {
      await rm(join(dir, LOCK_FILE))
    }
  }, 120_000)

  it('prints only the header when no database exists yet, and creates none', async () => {
    const { stdout, stderr } = await command('newsletter-export.ts', [], { PGLITE_DIR: join(root, 'never-created') })
    expect(stdout).toBe('email,language,status,created_at,confirmed_at,unsubscribed_at\n')
    expect(stderr).toContain('nobody has subscribed')
  }, 120_000)

  it('needs the service-role key to read from Supabase', async () => {
    const error = await command('newsletter-export.ts', [], {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_SERVER_KEY: 'server',
      SUPABASE_SERVICE_ROLE_KEY: '',
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(error?.code).toBe(1)
    expect(error?.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY')
  }, 120_000)
})

describe('newsletter:forget', () => {
  it('erases the address whatever its case and state, and says what it removed', async () => {
    const { stdout } = await command('newsletter-forget.ts', ['Jean@EXEMPLE.fr'], { PGLITE_DIR: dir, OUTBOX_DIR: join(root, 'outbox') })
    expect(stdout).toMatch(
      /^Removed subscriber jean@exemple.fr \(pending, language fr, signed up \d{4}-.*\) and its 0 delivery record\(s\)/,
    )
    const again = await command('newsletter-forget.ts', ['jean@exemple.fr'], { PGLITE_DIR: dir, OUTBOX_DIR: join(root, 'outbox') })
    expect(again.stdout).toContain('No subscriber record for jean@exemple.fr')
    const db = await PGlite.create(dir)
    expect((await db.query("select count(*)::int as n from public.chat_control where lower(email) = 'jean@exemple.fr'")).rows).toEqual([
      { n: 0 },
    ])
    await db.close()
  }, 240_000)
})
