import { describe, expect, it, vi } from 'vitest'
import { guardServerFn, isServerFnPath } from '../../app/app-http/server-fn-guard.server'
import { BODY_LIMITS } from '~/app-http/body'
import { handleNewsletterPost } from '~/newsletter/newsletter-post.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { stubStore } from './newsletter-store-stub'

const FN_URL = 'http://site.test/_serverFn/abc'
/** The app's functions as the guard sees them: `abc` takes POST, `def` GET. */
const FUNCTIONS = new Map([
  ['/_serverFn/abc', 'POST'],
  ['/_serverFn/def', 'GET'],
] as const)
const guard = (request: Request, next: (request: Request) => Promise<Response>) => guardServerFn(request, FUNCTIONS, next)

const post = (body: string, type = 'application/json', extra: Record<string, string> = {}) =>
  new Request(FN_URL, { method: 'POST', headers: { 'content-type': type, ...extra }, body })

const ok = () => vi.fn(async (_request: Request) => new Response('{"ok":true}', { status: 200, headers: { 'x-tss-serialized': 'true' } }))

describe('guardServerFn: malformed server-function calls are 4xx, never 5xx', () => {
  it('recognises server-function paths', () => {
    expect(isServerFnPath('/_serverFn/abc')).toBe(true)
    expect(isServerFnPath('/_serverFnx')).toBe(false)
    expect(isServerFnPath('/nl')).toBe(false)
  })

  it('passes a well-formed JSON call on, body intact and the socket address kept', async () => {
    const next = ok()
    const request = post('{"t":{"t":10}}')
    Object.defineProperty(request, 'ip', { value: '192.0.2.7' })
    const response = await guard(request, next)
    expect(response.status).toBe(200)
    const forwarded = next.mock.calls[0]![0]
    expect(await forwarded.text()).toBe('{"t":{"t":10}}')
    expect((forwarded as Request & { ip?: string }).ip).toBe('192.0.2.7')
    expect(forwarded.headers.get('content-type')).toBe('application/json')
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'answers 415 to a %j body',
    async (type) => {
      const next = ok()
      expect((await guard(post('x', type), next)).status).toBe(415)
      expect(next).not.toHaveBeenCalled()
    },
  )

  it('answers 413 to a body over the limit, declared or not', async () => {
    const next = ok()
    expect((await guard(post('"' + 'a'.repeat(BODY_LIMITS.serverFunction) + '"'), next)).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(4096)))
        controller.close()
      },
    })
    const chunked = new Request(FN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await guard(chunked, next)).status).toBe(413)
    expect(next).not.toHaveBeenCalled()
  })

  it('answers 404 to a path that names no function', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const next = ok()
    expect((await guard(new Request('http://site.test/_serverFn//privacy'), next)).status).toBe(404)
    expect(next).not.toHaveBeenCalled()
  })

  it('answers 400 to a body that is not JSON', async () => {
    const next = ok()
    expect((await guard(post('{not json'), next)).status).toBe(400)
    expect(next).not.toHaveBeenCalled()
  })

  it('answers 404 to an id that is not one of ours, without calling the framework, in one short line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const next = ok()
    for (const path of ['/_serverFn/deadbeef', '/_serverFn/' + 'a'.repeat(8000), '/_serverFn/abcd', '/_serverFn/ab'])
      expect((await guard(new Request('http://site.test' + path, { method: 'POST' }), next)).status).toBe(404)
    expect(next).not.toHaveBeenCalled()
    for (const [line] of warn.mock.calls) expect(String(line).length).toBeLessThan(300)
    warn.mockRestore()
  })

  it('answers another method than the function’s with 405 and Allow, OPTIONS with 204', async () => {
    const next = ok()
    const get = await guard(new Request(FN_URL), next)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    const put = await guard(new Request('http://site.test/_serverFn/def', { method: 'PUT' }), next)
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, OPTIONS')
    const options = await guard(new Request(FN_URL, { method: 'OPTIONS' }), next)
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, OPTIONS')
    expect(next).not.toHaveBeenCalled()
    expect((await guard(new Request('http://site.test/_serverFn/def/extra'), next)).status).toBe(200)
  })

  it("turns the framework's serialized 500 (an undecodable call) into 400", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const next = vi.fn(async () => new Response('{"error":{}}', { status: 500, headers: { 'x-tss-serialized': 'true' } }))
    const response = await guard(post('{}'), next)
    expect(response.status).toBe(400)
  })

  it('leaves other answers alone (403 from the CSRF check)', async () => {
    const csrf = vi.fn(async () => new Response('Forbidden', { status: 403 }))
    expect((await guard(post('{}'), csrf)).status).toBe(403)
  })

  it('marks every answer of a function private, no-store, over what the framework set, body and status kept', async () => {
    const cached = vi.fn(
      async () =>
        new Response('{"countryCode":"NL"}', { status: 200, statusText: 'OK', headers: { 'cache-control': 'public, max-age=600' } }),
    )
    for (const request of [new Request('http://site.test/_serverFn/def'), post('{}')]) {
      const response = await guard(request, cached)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await response.text()).toBe('{"countryCode":"NL"}')
    }
  })
})

describe('the no-JavaScript newsletter post answers 429 over the rate limit', () => {
  const store = stubStore({ subscribe: vi.fn(async () => {}) })
  const form = (email: string) =>
    new Request('http://site.test/nl', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    })

  it('303 while under the limit, then 429 with Retry-After, without storing', async () => {
    const deps = { store, limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) }
    const options = { clientAddress: () => '192.0.2.1', deps }
    expect((await handleNewsletterPost(form('a@example.org'), options))!.status).toBe(303)
    expect((await handleNewsletterPost(form('b@example.org'), options))!.status).toBe(303)
    const limited = (await handleNewsletterPost(form('c@example.org'), options))!
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(store.subscribe).toHaveBeenCalledTimes(2)
    // Another client is not affected.
    expect((await handleNewsletterPost(form('d@example.org'), { clientAddress: () => '192.0.2.2', deps }))!.status).toBe(303)
  })
})
