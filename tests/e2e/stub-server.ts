import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { freePort } from '../../scripts/lib/free-port'

/**
 * A dependency we control, standing in for Supabase's REST API or a geolocation
 * service: it answers, hangs (accepts the request and never replies) or is down
 * (nothing listens on its port: connection refused). The port stays the same
 * across down/up, so the site under test recovers without being reconfigured.
 */
export type StubMode = 'ok' | 'hang' | 'fail'

export interface StubRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export class StubServer {
  mode: StubMode = 'ok'
  /** Body of a successful GET (a geolocation answer, for example). */
  getBody: unknown = {}
  readonly requests: StubRequest[] = []
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()

  private constructor(readonly port: number) {}

  static async start(mode: StubMode = 'ok'): Promise<StubServer> {
    const stub = new StubServer(await freePort())
    stub.mode = mode
    await stub.up()
    return stub
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Starts listening (again) on the stub's port. */
  async up(mode?: StubMode): Promise<void> {
    if (mode) this.mode = mode
    if (this.server) return
    const server = createServer((req, res) => void this.handle(req, res))
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.once('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  /** Stops listening and drops every open connection, hanging ones included. */
  async down(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    const closed = new Promise((resolve) => server.close(resolve))
    for (const socket of this.sockets) socket.destroy()
    await closed
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() })
    if (this.mode === 'hang') return // never answered; down() destroys the socket
    if (this.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'stub failure' }))
      return
    }
    if (req.method === 'POST') {
      // PostgREST's answer to an insert with `Prefer: return=minimal`.
      res.writeHead(201, { 'content-length': '0' })
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(this.getBody))
  }
}
