import { chmod, lstat, unlink } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { isOperatorFunction, operatorCall, type OperatorArgs } from './operator-sql-functions'

/** In the PGlite folder, next to the lock file (data-dir-lock.server.ts). */
export const OPERATOR_SOCKET = '.operator.sock'

/** A request line longer than this closes the connection: a command's arguments are a few hundred bytes. */
export const MAX_LINE_BYTES = 64 * 1024

/**
 * Refuses a socket path that is not a socket, or that belongs to another user, or
 * that others may write to: a command must not hand the subscriber list's operator
 * functions to someone else's process (scripts/newsletter/operator-db.ts calls it
 * before it connects).
 */
export async function checkSocketOwner(path: string, uid = process.getuid?.()): Promise<void> {
  const info = await lstat(path)
  if (!info.isSocket()) throw new Error(`${path} is not a socket`)
  if (uid !== undefined && info.uid !== uid) throw new Error(`${path} belongs to user ${info.uid}, not to this user (${uid})`)
  if (info.mode & 0o077) throw new Error(`${path} is open to other users (mode ${(info.mode & 0o777).toString(8)})`)
}

/** Calls `onLine` for each newline-terminated line; destroys the socket when a line exceeds `max` bytes. */
function readLines(socket: Socket, max: number, onLine: (line: string) => void): void {
  let buffered = ''
  socket.on('data', (chunk: string) => {
    buffered += chunk
    let newline: number
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline)
      buffered = buffered.slice(newline + 1)
      if (Buffer.byteLength(line) > max) return socket.destroy()
      onLine(line.replace(/\r$/, ''))
    }
    if (Buffer.byteLength(buffered) > max) socket.destroy()
  })
}

/**
 * One process per PGlite folder, yet the operator commands (npm run newsletter:send,
 * :forget, :export) must work while the site runs. The server that holds the folder
 * listens on a Unix socket inside it — the folder is 0700, the socket is created under
 * umask 077 (never open to others, not even for a moment) and is 0600, so only the
 * owner of the data may connect; request lines are bounded (MAX_LINE_BYTES) — and runs, for each JSON line `{id, fn, args}`, one of the operator
 * functions of operator-sql-functions.ts — nothing else — answering `{id, rows}` or
 * `{id, error, code}`. Each function is one SQL statement, so a command never
 * leaves a transaction open between the site's own queries.
 */
export async function startOperatorBridge(db: PGlite, dir: string): Promise<{ close(): Promise<void> }> {
  const path = join(dir, OPERATOR_SOCKET)
  await unlink(path).catch(() => undefined) // left by a server that was killed; we hold the lock
  const open = new Set<import('node:net').Socket>()
  const server: Server = createServer((socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    readLines(socket, MAX_LINE_BYTES, (line) => {
      void (async () => {
        let id: unknown = null
        try {
          const request = JSON.parse(line) as { id?: unknown; fn?: unknown; args?: unknown }
          id = request.id ?? null
          if (!isOperatorFunction(request.fn)) throw new Error('unknown operator function')
          const { sql, params } = operatorCall(request.fn, (request.args ?? {}) as OperatorArgs)
          const { rows } = await db.query(sql, params)
          socket.write(`${JSON.stringify({ id, rows })}\n`)
        } catch (error) {
          const { message, code } = error as { message?: string; code?: string }
          if (!socket.destroyed) socket.write(`${JSON.stringify({ id, error: message ?? String(error), code })}\n`)
        }
      })()
    })
  })
  server.unref() // never keeps the process alive on its own
  await chmod(dir, 0o700)
  const umask = process.umask(0o077)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(path, () => resolve())
    })
  } finally {
    process.umask(umask)
  }
  await chmod(path, 0o600)
  return {
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
      await unlink(path).catch(() => undefined)
    },
  }
}
