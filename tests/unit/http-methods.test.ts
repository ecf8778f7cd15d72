import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PAGE_METHODS, READ_METHODS, allowHeader, methodAnswer } from '../../app/app-http/methods'
import { serverFunctionMethod } from '../../app/app-http/server-fn-guard.server'
import { parserErrorAnswer } from '../../server/parser-errors'
import { logBudget } from '../../server/log-budget'

describe('methodAnswer (app/app-http/methods.ts)', () => {
  it('lets a path’s own methods through', () => {
    for (const method of PAGE_METHODS) expect(methodAnswer(method, PAGE_METHODS)).toEqual({ kind: 'allowed' })
    for (const method of READ_METHODS) expect(methodAnswer(method, READ_METHODS)).toEqual({ kind: 'allowed' })
  })
  it('answers OPTIONS with Allow, and every other method 405 with Allow', () => {
    expect(methodAnswer('OPTIONS', PAGE_METHODS)).toEqual({ kind: 'options', allow: 'GET, HEAD, POST, OPTIONS' })
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE', 'CONNECT', 'MKCOL', 'get', ''])
      expect(methodAnswer(method, PAGE_METHODS)).toEqual({ kind: 'not-allowed', allow: 'GET, HEAD, POST, OPTIONS' })
    expect(methodAnswer('POST', READ_METHODS)).toEqual({ kind: 'not-allowed', allow: 'GET, HEAD, OPTIONS' })
    expect(allowHeader(['POST'])).toBe('POST, OPTIONS')
  })
})

describe('serverFunctionMethod', () => {
  const functions = new Map([['/_serverFn/abc', 'POST' as const]])
  it('finds our functions by their id, whatever follows it', () => {
    expect(serverFunctionMethod('/_serverFn/abc', functions)).toBe('POST')
    expect(serverFunctionMethod('/_serverFn/abc/x', functions)).toBe('POST')
  })
  it('knows no other id', () => {
    for (const path of ['/_serverFn/', '/_serverFn//abc', '/_serverFn/ab', '/_serverFn/abcd', '/abc', '/_serverFnabc'])
      expect(serverFunctionMethod(path, functions), path).toBeUndefined()
  })
})

describe('every server function lives in an x.functions.ts file (the list app/app-http/server-functions.server.ts reads)', () => {
  const app = fileURLToPath(new URL('../../app', import.meta.url))
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    )
  it('no createServerFn elsewhere', () => {
    const elsewhere = files(app)
      .filter((file) => !file.endsWith('.functions.ts') && /\bcreateServerFn\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(app, file))
    expect(elsewhere).toEqual([])
    expect(files(app).filter((file) => file.endsWith('.functions.ts')).length).toBeGreaterThan(0)
  })
})

describe('parserErrorAnswer (server/parser-errors.ts)', () => {
  const parse = (answer: string) => {
    const [head = '', body] = answer.split('\r\n\r\n')
    const [statusLine, ...lines] = head.split('\r\n')
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))
    return { statusLine, headers, body }
  }
  it.each([
    ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'HTTP/1.1 413 Payload Too Large'],
    ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request'],
    ['HPE_INVALID_CONSTANT', 'HTTP/1.1 400 Bad Request'],
    [undefined, 'HTTP/1.1 400 Bad Request'],
  ])('%s → %s, with the security headers, no body (the request may have been a HEAD), then close', (code, statusLine) => {
    const answer = parse(parserErrorAnswer(code))
    expect(answer.statusLine).toBe(statusLine)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(answer.headers.connection).toBe('close')
    expect(answer.headers['content-length']).toBe('0')
    expect(answer.body).toBe('')
  })
})

describe('logBudget (server/log-budget.ts)', () => {
  it('writes up to the budget a minute, then counts what it leaves out and says so in the next minute', () => {
    let now = 0
    const written: string[] = []
    const log = logBudget(
      1000,
      (text) => written.push(text),
      () => now,
    )
    for (let i = 0; i < 10_000; i++) log(`${'x'.repeat(99)}\n`)
    expect(written.join('').length).toBeLessThanOrEqual(1000)
    now = 60_000
    log('next minute\n')
    expect(written.at(-1)).toBe(`(${(10_000 - 10) * 100} bytes of error output left out: over 1000 bytes a minute)\nnext minute\n`)
  })
  it('cuts a single huge piece', () => {
    const written: string[] = []
    logBudget(100_000, (text) => written.push(text))('y'.repeat(50_000))
    expect(written[0]!.length).toBeLessThan(5_000)
    expect(written[0]).toMatch(/… \(cut\)\n$/)
  })
})
