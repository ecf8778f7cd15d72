import { chmod, unlink } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { PGlite } from '@electric-sql/pglite'
import { isOperatorFunction, operatorCall, type OperatorArgs } from './operator-functions'

/** In the PGlite folder, next to the lock file (data-dir-lock.server.ts). */
export const OPERATOR_SOCKET = '.operator.sock'

/**
 * One process per PGlite folder, yet the operator commands (npm run newsletter:send,
 * :forget, :export) must work while the site runs. The server that holds the folder
 * listens on a Unix socket inside it (mode 0600, so only the owner of the data may
 * connect) and runs, for each JSON line `{id, fn, args}`, one of the operator
 * functions of operator-functions.ts — nothing else — answering `{id, rows}` or
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
    const lines = createInterface({ input: socket, crlfDelay: Infinity })
    lines.on('line', (line) => {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  await chmod(path, 0o600)
  return {
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
      await unlink(path).catch(() => undefined)
    },
  }
}
