import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { LOCK_FILE } from '~/newsletter/data-dir-lock.server'

const randomHash = () => randomBytes(32).toString('hex')

/** `npm run newsletter:export` (scripts/newsletter-export.mjs) against a PGlite folder. */
const run = promisify(execFile)
let root: string
let dir: string
let sleeper: ChildProcess

function exportCsv(env: Record<string, string>) {
  const clean = { ...process.env, SUPABASE_URL: '', SUPABASE_ANON_KEY: '', ...env }
  return run(process.execPath, ['scripts/newsletter-export.mjs'], { env: clean, timeout: 60_000 })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'newsletter-export-'))
  dir = join(root, 'pglite')
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' })
  const store = createPgliteStore({ dir })
  const signal = AbortSignal.timeout(60_000)
  await store.add({ email: 'anna@example.nl', language: 'nl', confirmTokenHash: randomHash() }, signal)
  await store.add({ email: "o'brien@example.ie", language: 'en', confirmTokenHash: randomHash() }, signal)
  await store.add({ email: 'jean@exemple.fr', language: 'fr', confirmTokenHash: randomHash() }, signal)
  await store.close()
}, 120_000)

afterAll(async () => {
  sleeper.kill()
  await rm(root, { recursive: true, force: true })
})

describe('newsletter:export', () => {
  it('writes every subscriber as CSV, oldest first, and leaves the folder unlocked', async () => {
    const { stdout } = await exportCsv({ PGLITE_DIR: dir })
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('email,language,created_at')
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      'anna@example.nl,nl',
      "o'brien@example.ie,en",
      'jean@exemple.fr,fr',
    ])
    for (const line of lines.slice(1)) expect(line.split(',')[2]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    // Nothing was changed and the folder is free again.
    const db = await PGlite.create(dir)
    expect((await db.query('select count(*)::int as n from public.chat_control')).rows).toEqual([{ n: 3 }])
    await db.close()
  }, 120_000)

  it('refuses, with a clear message and without output, while a live server holds the folder', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: sleeper.pid, owner: 'the site server', since: '2025-09-27T10:00:00Z' }))
    try {
      const error = await exportCsv({ PGLITE_DIR: dir }).then(
        () => null,
        (e: { code: number; stdout: string; stderr: string }) => e,
      )
      expect(error?.code).toBe(1)
      expect(error?.stdout).toBe('')
      expect(error?.stderr).toContain(`is open in the site server (pid ${sleeper.pid})`)
      expect(error?.stderr).toContain('Stop the server')
    } finally {
      await rm(join(dir, LOCK_FILE))
    }
  }, 60_000)

  it('prints only the header when no database exists yet', async () => {
    const { stdout, stderr } = await exportCsv({ PGLITE_DIR: join(root, 'never-created') })
    expect(stdout).toBe('email,language,created_at\n')
    expect(stderr).toContain('nobody has subscribed')
  })

  it('needs the service-role key to read from Supabase', async () => {
    const error = await exportCsv({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: '' }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(error?.code).toBe(1)
    expect(error?.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY')
  })
})
