import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertSiteUrlForProduction, configSchema, parseEnvironment, productionStart, readSiteOrigin, siteOrigin } from '~/config.server'

// Where every absolute link of the site points (app/config.server.ts, siteOrigin): SITE_URL,
// else the server that was started — from configuration alone, never from a request.

describe('siteOrigin', () => {
  it('is SITE_URL when it is set, whatever HOST and PORT say', () => {
    expect(siteOrigin({ SITE_URL: 'https://chatcontrol.info', HOST: '127.0.0.1', PORT: 4000 })).toEqual({
      url: 'https://chatcontrol.info',
      configured: true,
    })
    expect(readSiteOrigin({ SITE_URL: 'https://chatcontrol.info/', PORT: '4000' })).toEqual({
      url: 'https://chatcontrol.info',
      configured: true,
    })
  })

  it('without SITE_URL (unset or empty) is this server: http://localhost:<PORT>, 3000 by default', () => {
    expect(readSiteOrigin({})).toEqual({ url: 'http://localhost:3000', configured: false })
    expect(readSiteOrigin({ SITE_URL: '', PORT: '4000' })).toEqual({ url: 'http://localhost:4000', configured: false })
  })

  it('names HOST when it is one address; every interface is localhost', () => {
    expect(readSiteOrigin({ HOST: '127.0.0.1', PORT: '4173' }).url).toBe('http://127.0.0.1:4173')
    expect(readSiteOrigin({ HOST: 'campaign.lan', PORT: '4173' }).url).toBe('http://campaign.lan:4173')
    expect(readSiteOrigin({ HOST: '::1', PORT: '4173' }).url).toBe('http://[::1]:4173')
    for (const any of ['0.0.0.0', '::', '[::]', ''])
      expect(readSiteOrigin({ HOST: any, PORT: '4173' }).url, any).toBe('http://localhost:4173')
  })

  it('writes the origin as a browser does: the default port left out', () => {
    expect(readSiteOrigin({ PORT: '80' }).url).toBe('http://localhost')
  })

  it('stops when no page could link to the server: PORT=0 (chosen at start) or a HOST that is no host name', () => {
    expect(() => readSiteOrigin({ PORT: '0' })).toThrow(/PORT=0.*Set SITE_URL/)
    expect(() => readSiteOrigin({ HOST: 'a b', PORT: '4000' })).toThrow(/HOST=a b is not a host name.*set SITE_URL/)
    expect(readSiteOrigin({ PORT: '0', SITE_URL: 'https://chatcontrol.info' }).url).toBe('https://chatcontrol.info')
  })

  it('is what the app reads (getConfig().SITE_URL), and a wrong setting names SITE_URL', () => {
    expect(parseEnvironment(configSchema, { PORT: '4000' }).SITE_URL).toBe('http://localhost:4000')
    expect(parseEnvironment(configSchema, { SITE_URL: 'https://chatcontrol.info/', PORT: '4000' }).SITE_URL).toBe(
      'https://chatcontrol.info',
    )
    expect(() => parseEnvironment(configSchema, { PORT: '0' })).toThrow(/SITE_URL: SITE_URL is unset and PORT=0/)
    expect(() => parseEnvironment(configSchema, { SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
  })
})

describe('a request cannot choose the origin', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  // A request reaches these handlers with whatever Host and X-Forwarded-* headers a client
  // wrote; a shared cache would hand their answer to every later visitor.
  const hostile = (path: string) =>
    new Request(`http://evil.example${path}`, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' },
    })

  it.each([
    ['without SITE_URL', { SITE_URL: '', HOST: '127.0.0.1', PORT: '4000' }, 'http://127.0.0.1:4000'],
    ['with SITE_URL', { SITE_URL: 'https://chatcontrol.info', HOST: '', PORT: '4000' }, 'https://chatcontrol.info'],
  ])('%s: sitemap.xml and robots.txt link to the configured origin', async (_, env, origin) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    const handlers = async (module: Promise<{ Route: unknown }>) =>
      ((await module).Route as { options: { server: { handlers: { GET: (ctx: { request: Request }) => Promise<Response> } } } }).options
        .server.handlers
    for (const [path, module] of [
      ['/sitemap.xml', import('~/routes/sitemap[.]xml')],
      ['/robots.txt', import('~/routes/robots[.]txt')],
    ] as const) {
      const body = await (await (await handlers(module)).GET({ request: hostile(path) })).text()
      expect(body, path).toContain(`${origin}/`)
      expect(body, path).not.toContain('evil.example')
      const links = [...body.matchAll(/https?:\/\/[^\s<"]+/g)].map((m) => m[0]).filter((url) => !url.startsWith('http://www.'))
      expect(links.length, path).toBeGreaterThan(0)
      for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true)
    }
  })
})

describe('a production start needs SITE_URL', () => {
  it('is NODE_ENV=production or a trusted proxy (TRUST_PROXY), nothing else', () => {
    expect(productionStart({})).toBeUndefined()
    expect(productionStart({ NODE_ENV: 'development', TRUST_PROXY: '' })).toBeUndefined()
    expect(productionStart({ NODE_ENV: 'production' })).toBe('NODE_ENV=production')
    expect(productionStart({ TRUST_PROXY: '1' })).toBe('TRUST_PROXY=1')
    expect(productionStart({ TRUST_PROXY: '10.0.0.0/8' })).toBe('TRUST_PROXY=10.0.0.0/8')
  })

  it('stops without SITE_URL, in one line that names the switch, the origin the links would have and where to read on', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', SITE_URL: ' ' }, { TRUST_PROXY: '1', PORT: '4000' }]) {
      expect(() => assertSiteUrlForProduction(env)).toThrow(/^SITE_URL is unset on a production start \((NODE_ENV|TRUST_PROXY)=/)
    }
    try {
      assertSiteUrlForProduction({ NODE_ENV: 'production', PORT: '4000' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).not.toContain('\n')
      expect(message).toContain('http://localhost:4000')
      expect(message).toContain('docs/operating.md')
    }
  })

  it('starts with SITE_URL, and a local start without it', () => {
    expect(() => assertSiteUrlForProduction({ NODE_ENV: 'production', SITE_URL: 'https://chatcontrol.info' })).not.toThrow()
    expect(() => assertSiteUrlForProduction({ TRUST_PROXY: '1', SITE_URL: 'https://chatcontrol.info' })).not.toThrow()
    expect(() => assertSiteUrlForProduction({})).not.toThrow()
    expect(() => assertSiteUrlForProduction({ PORT: '4000', HOST: '0.0.0.0' })).not.toThrow()
  })
})
