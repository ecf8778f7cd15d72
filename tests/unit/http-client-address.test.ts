import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { clientAddress, parseTrustProxy } from '~/app-http/client-address'
import { readNodeServerConfig, listenHost } from '../../server/config'

/** One client-address rule (docs/security.md): the socket, or what trusted proxies say. */
describe('clientAddress', () => {
  const none = parseTrustProxy('')
  const oneHop = parseTrustProxy('1')
  const twoHops = parseTrustProxy('2')

  it('without TRUST_PROXY: the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:192.0.2.1', '203.0.113.9', none)).toBe('192.0.2.1')
    fc.assert(
      fc.property(fc.string(), (spoofed) => {
        expect(clientAddress('192.0.2.1', spoofed, none)).toBe('192.0.2.1')
      }),
    )
  })

  it('with one hop: the last entry (what our proxy saw), never an earlier one the client wrote', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', oneHop)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', oneHop)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.7'], oneHop)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', undefined, oneHop)).toBe('127.0.0.1')
    // Whatever the client prepends, the bucket stays the proxy's entry.
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { maxLength: 5 }), (spoofed) => {
        expect(clientAddress('127.0.0.1', [...spoofed, '198.51.100.7'].join(', '), oneHop)).toBe('198.51.100.7')
      }),
    )
  })

  it('with two hops: the entry the second proxy (a CDN) wrote', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 203.0.113.1', twoHops)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '203.0.113.1', twoHops)).toBe('203.0.113.1')
  })

  it('with proxy addresses: every hop from a listed address is a proxy, the first other one the client', () => {
    const cdn = parseTrustProxy('127.0.0.1, 203.0.113.0/24, 2001:db8::/32')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 203.0.113.1', cdn)).toBe('198.51.100.7')
    expect(clientAddress('127.0.0.1', '198.51.100.7, 2001:db8::1', cdn)).toBe('198.51.100.7')
    // A client that reaches the server directly is not a proxy: its own address.
    expect(clientAddress('192.0.2.50', '198.51.100.7', cdn)).toBe('192.0.2.50')
    // A chain of trusted proxies only: the outermost.
    expect(clientAddress('127.0.0.1', '203.0.113.1', cdn)).toBe('203.0.113.1')
  })

  it('an entry that is not an address ends the chain at the last trusted hop', () => {
    expect(clientAddress('127.0.0.1', 'garbage', oneHop)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '198.51.100.7, <script>', parseTrustProxy('2'))).toBe('127.0.0.1')
  })
})

describe('TRUST_PROXY and HOST in the configuration', () => {
  it('accepts hop counts and address lists, refuses anything else with a readable message', () => {
    expect(parseTrustProxy(undefined).kind).toBe('none')
    expect(parseTrustProxy('0').kind).toBe('none')
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('10.0.0.0/8,::1').kind).toBe('addresses')
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1', '99'])
      expect(() => readNodeServerConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  })

  it('listens on loopback behind a local reverse proxy (hops), on every interface otherwise', () => {
    expect(listenHost(readNodeServerConfig({ TRUST_PROXY: '1' }))).toBe('127.0.0.1')
    expect(listenHost(readNodeServerConfig({}))).toBeUndefined()
    expect(listenHost(readNodeServerConfig({ TRUST_PROXY: '203.0.113.0/24' }))).toBeUndefined()
    expect(listenHost(readNodeServerConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }))).toBe('0.0.0.0')
  })
})
