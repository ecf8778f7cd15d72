import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSupabaseStore } from '~/newsletter/supabase-store.server'
import { subscribe } from '~/newsletter/newsletter.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { OUTCOME_MESSAGES } from '~/newsletter/newsletter-messages'

/**
 * The Supabase adapter's failure handling against a local stand-in for the Supabase
 * REST API, which records what it receives and answers as the test decides: success,
 * a server error, or nothing at all. What the functions do is tested on PostgreSQL
 * (db-store-contract.test.ts runs the same adapter through an RPC front end to it).
 */
type Answer = 'created' | 'server-error' | 'hang'

interface Received {
  method?: string
  path?: string
  apikey?: string
  contentType?: string
  body: unknown
}

let server: Server
let baseUrl: string
let answer: Answer
let received: Received[]
const hanging = new Set<IncomingMessage>()

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({
        method: req.method,
        path: req.url,
        apikey: req.headers.apikey as string | undefined,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw || 'null'),
      })
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (answer === 'created') return res.writeHead(204).end()
      if (answer === 'server-error') return json(500, { message: 'internal error' })
      hanging.add(req) // never answered
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const store = () => createSupabaseStore({ url: baseUrl, serverKey: 'server-key' })
// 400 ms keeps the hanging-request test short; an answered call gets the time a busy machine
// needs for the first request (the Supabase client's first use).
const attempt = (email = 'Reader@Example.ORG', timeoutMs = 400) =>
  subscribe(
    { email, language: 'de', clientAddress: '198.51.100.7' },
    { store: store(), limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }), timeoutMs },
  )
const toastTitle = (outcome: keyof typeof OUTCOME_MESSAGES) => OUTCOME_MESSAGES[outcome].title.message

describe('Supabase adapter', () => {
  it('calls the RPC chat_control_subscribe with the server key and the normalised address → "Successfully Subscribed!"', async () => {
    answer = 'created'
    const outcome = await attempt('  Reader@Example.ORG ', 10_000)
    expect(received).toHaveLength(1)
    expect(received[0]).toEqual({
      method: 'POST',
      path: '/rest/v1/rpc/chat_control_subscribe',
      apikey: 'server-key',
      contentType: 'application/json',
      body: { address: 'Reader@example.org', lang: 'de', quiet: true, hourly_cap: 900 },
    })
    expect(outcome).toBe('success')
    expect(toastTitle(outcome)).toBe('Successfully Subscribed!')
  })

  it('500 → "Subscription Failed"', async () => {
    answer = 'server-error'
    await expect(store().subscribe({ email: 'a@example.org', language: 'en' }, AbortSignal.timeout(2000))).rejects.toThrow(/HTTP 500/)
    const outcome = await attempt()
    expect(outcome).toBe('error')
    expect(toastTitle(outcome)).toBe('Subscription Failed')
    expect(OUTCOME_MESSAGES[outcome].tone).toBe('destructive')
  })

  it('a hanging request is abandoned after the timeout → "Subscription Failed"', async () => {
    answer = 'hang'
    const started = Date.now()
    const outcome = await attempt()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(received).toHaveLength(1)
    expect(outcome).toBe('error')
    expect(toastTitle(outcome)).toBe('Subscription Failed')
  })

  it('an invalid address never reaches Supabase → "Invalid Email"', async () => {
    answer = 'created'
    const outcome = await attempt('not-an-address')
    expect(received).toHaveLength(0)
    expect(toastTitle(outcome)).toBe('Invalid Email')
  })

  it('an unreachable project → "Subscription Failed", and the health check says so', async () => {
    const down = createSupabaseStore({ url: 'http://127.0.0.1:9', serverKey: 'k' })
    const outcome = await subscribe(
      { email: 'a@example.org', language: 'fr', clientAddress: 'x' },
      { store: down, limiter: createRateLimiter({ limit: 5, windowMs: 1000 }) },
    )
    expect(outcome).toBe('error')
    await expect(down.healthy()).rejects.toThrow()
  })

  it('health check: any answer of the REST endpoint below 500 counts as reachable', async () => {
    answer = 'created'
    await expect(store().healthy()).resolves.toBe(true)
    expect(received[0]).toMatchObject({ method: 'GET', path: '/rest/v1/', apikey: 'server-key' })
  })
})
