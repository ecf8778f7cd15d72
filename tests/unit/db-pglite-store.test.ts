import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { acquireLock, DataDirBusyError, LOCK_FILE } from '~/newsletter/data-dir-lock.server'

/** Integration: the PGlite adapter on disk — created on first use, locked, closed cleanly. */
let dir: string
let sleeper: ChildProcess

beforeAll(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'newsletter-pglite-')), 'data')
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' })
})

afterAll(async () => {
  sleeper.kill()
  await rm(join(dir, '..'), { recursive: true, force: true })
})

// Creating a PGlite folder takes 30+ s on a loaded 2-core machine.
const signal = () => AbortSignal.timeout(90_000)

describe('PGlite store', () => {
  it("creates the folder and the table on first use, subscribes as the server's role, answers a duplicate alike", async () => {
    const store = createPgliteStore({ dir })
    expect(existsSync(dir)).toBe(false)
    expect(await store.subscribe({ email: 'first@example.org', language: 'fr' }, signal())).toBeUndefined()
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true)
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid })
    expect(await store.subscribe({ email: 'FIRST@example.org', language: 'en' }, signal())).toBeUndefined()
    expect(await store.subscribe({ email: 'second@example.org', language: 'nl' }, signal())).toBeUndefined()
    expect(await store.healthy()).toBe(true)
    await store.close()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)

    // Persisted: reopened by another instance, with the language of each row.
    const db = await PGlite.create(dir)
    const { rows } = await db.query('select email, language from public.chat_control order by id')
    expect(rows).toEqual([
      { email: 'first@example.org', language: 'fr' },
      { email: 'second@example.org', language: 'nl' },
    ])
    await db.close()
  }, 120_000)

  it('refuses a folder another live process holds, and recovers once it is free', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: sleeper.pid, owner: 'another server', since: 'now' }))
    await expect(acquireLock(dir, 'test')).rejects.toBeInstanceOf(DataDirBusyError)
    const store = createPgliteStore({ dir })
    await expect(store.subscribe({ email: 'third@example.org', language: 'de' }, signal())).rejects.toThrow(/in use by another server/)
    await expect(store.healthy()).rejects.toThrow()

    await rm(join(dir, LOCK_FILE))
    expect(await store.subscribe({ email: 'third@example.org', language: 'de' }, signal())).toBeUndefined()
    await store.close()
  }, 120_000)

  it('takes over the stale lock of a process that is gone', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345, owner: 'crashed server', since: 'then' }))
    const release = await acquireLock(dir, 'test')
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, owner: 'test' })
    await release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })
})
