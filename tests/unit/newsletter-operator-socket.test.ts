import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { applyBundledMigrations } from '~/newsletter/migrations.server'
import { checkSocketOwner, MAX_LINE_BYTES, OPERATOR_SOCKET, startOperatorBridge } from '~/newsletter/operator-bridge.server'

/** The operator socket of the embedded store (operator-bridge.server.ts): who may connect, and what a line may be. */
let dir: string
let db: PGlite
let bridge: { close(): Promise<void> }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'operator-socket-'))
  await chmod(dir, 0o755)
  db = await PGlite.create('memory://')
  await applyBundledMigrations(db)
  bridge = await startOperatorBridge(db, dir)
}, 120_000)

afterAll(async () => {
  await bridge?.close()
  await db?.close()
  await rm(dir, { recursive: true, force: true })
})

function exchange(payload: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(join(dir, OPERATOR_SOCKET))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.endsWith('\n')) {
        socket.end()
        resolve({ answer, closed: false })
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', () => resolve({ answer, closed: true }))
    socket.write(payload)
  })
}

describe('operator socket', () => {
  it('tightens the data folder to 0700 and creates the socket 0600', async () => {
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect((await stat(join(dir, OPERATOR_SOCKET))).mode & 0o777).toBe(0o600)
    await expect(checkSocketOwner(join(dir, OPERATOR_SOCKET))).resolves.toBeUndefined()
  })

  it('answers an operator function, and refuses anything else', async () => {
    const { answer } = await exchange(`${JSON.stringify({ id: 1, fn: 'chat_control_export', args: {} })}\n`)
    expect(JSON.parse(answer)).toEqual({ id: 1, rows: [] })
    const refused = await exchange(`${JSON.stringify({ id: 2, fn: 'pg_read_file', args: {} })}\n`)
    expect(JSON.parse(refused.answer)).toMatchObject({ id: 2, error: 'unknown operator function' })
  })

  it('closes a connection whose line exceeds the bound, with or without a newline', async () => {
    expect(await exchange(`${'x'.repeat(MAX_LINE_BYTES + 10)}\n`)).toEqual({ answer: '', closed: true })
    expect(await exchange('y'.repeat(MAX_LINE_BYTES + 10))).toEqual({ answer: '', closed: true })
  })

  it('a command refuses a path that is not a socket, belongs to someone else, or is open to others', async () => {
    const file = join(dir, 'not-a-socket')
    await writeFile(file, '')
    await expect(checkSocketOwner(file)).rejects.toThrow(/not a socket/)
    await expect(checkSocketOwner(join(dir, OPERATOR_SOCKET), 4242)).rejects.toThrow(/belongs to user/)
    await chmod(join(dir, OPERATOR_SOCKET), 0o666)
    await expect(checkSocketOwner(join(dir, OPERATOR_SOCKET))).rejects.toThrow(/open to other users/)
    await chmod(join(dir, OPERATOR_SOCKET), 0o600)
  })
})
