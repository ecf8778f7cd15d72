import { describe, expect, it } from 'vitest'
import { readNodeServerConfig } from '../../server/config'

describe('the server configuration: counts, affiliate links and metrics (server/config.ts)', () => {
  it('defaults: counting on every 30 s, no affiliate file, no metrics listener', () => {
    const config = readNodeServerConfig({})
    expect(config.SITE_COUNTS).toBe('on')
    expect(config.COUNTS_FLUSH_SECONDS).toBe(30)
    expect(config.AFFILIATE_LINKS_FILE).toBeUndefined()
    expect(config.METRICS_PORT).toBeUndefined()
    expect(config.METRICS_HOST).toBe('127.0.0.1')
    expect(readNodeServerConfig({ METRICS_PORT: '', METRICS_TOKEN: '', AFFILIATE_LINKS_FILE: ' ' })).toMatchObject({
      METRICS_PORT: undefined,
      METRICS_TOKEN: undefined,
      AFFILIATE_LINKS_FILE: undefined,
    })
  })

  it('refuses a metrics listener on the public port, a non-loopback one without a token, a short token', () => {
    expect(() => readNodeServerConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/)
    expect(() => readNodeServerConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN: is required when METRICS_HOST \(0\.0\.0\.0\) is not a loopback address/,
    )
    expect(readNodeServerConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-token-of-sixteen+' }).METRICS_PORT).toBe(
      9464,
    )
    expect(() => readNodeServerConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => readNodeServerConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
    expect(() => readNodeServerConfig({ SITE_COUNTS: 'maybe' })).toThrow(/SITE_COUNTS/)
    expect(() => readNodeServerConfig({ COUNTS_FLUSH_SECONDS: '0' })).toThrow(/COUNTS_FLUSH_SECONDS/)
  })
})
