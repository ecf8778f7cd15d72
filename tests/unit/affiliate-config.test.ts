import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AFFILIATE_LINKS, AFFILIATE_TOOLS, BRAND_DOMAINS, toolSlug } from '~/content/affiliate-links'
import { defaultAffiliateLinks, parseAffiliateLinks, readAffiliateLinks } from '../../server/affiliate-config'
import { ROOT } from '../../server/config'

const parse = (data: unknown) => parseAffiliateLinks(data, 'test.json')
const problem = (data: unknown) => {
  try {
    parse(data)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('accepted')
}

describe("the operator's affiliate links (server/affiliate-config.ts)", () => {
  it("defaults to each brand's official page, whose host is one of the brand's domains", () => {
    const links = defaultAffiliateLinks()
    expect([...links.keys()].sort()).toEqual(Object.keys(AFFILIATE_LINKS).map(toolSlug).sort())
    for (const [name, url] of Object.entries(AFFILIATE_LINKS)) {
      expect(links.get(toolSlug(name))).toBe(url)
      const host = new URL(url).hostname
      expect(
        BRAND_DOMAINS[name]!.some((d) => host === d || host.endsWith(`.${d}`)),
        name,
      ).toBe(true)
      expect(toolSlug(name)).toMatch(/^[a-z0-9][a-z0-9-]{0,62}$/) // the tool column's check
    }
    expect(AFFILIATE_TOOLS.size).toBe(Object.keys(AFFILIATE_LINKS).length)
    expect(readAffiliateLinks(undefined, ROOT)).toEqual(links)
  })

  it('merges a tracked link, query string and all, over the defaults', () => {
    const links = parse({
      nordvpn: 'https://go.nordvpn.com/aff_c?offer_id=15&aff_id=123&url_id=902',
      'proton-mail': 'https://proton.me/mail/pricing?ref=cc',
    })
    expect(links.get('nordvpn')).toBe('https://go.nordvpn.com/aff_c?offer_id=15&aff_id=123&url_id=902')
    expect(links.get('proton-mail')).toBe('https://proton.me/mail/pricing?ref=cc')
    expect(links.get('surfshark')).toBe(AFFILIATE_LINKS.Surfshark)
  })

  it("accepts a host outside the brand only with that tool's allowHosts", () => {
    expect(problem({ surfshark: 'https://go.tracker.example/c/1' })).toMatch(
      /tool "surfshark": host go\.tracker\.example is not one of Surfshark's domains \(surfshark\.com\); add "allowHosts": \["go\.tracker\.example"\]/,
    )
    expect(parse({ surfshark: { url: 'https://go.tracker.example/c/1?s=2', allowHosts: ['go.tracker.example'] } }).get('surfshark')).toBe(
      'https://go.tracker.example/c/1?s=2',
    )
    // Another tool's allowance does not count, nor a look-alike of the brand's domain.
    expect(
      problem({
        nordvpn: { url: 'https://go.tracker.example/', allowHosts: [] },
        surfshark: { url: 'https://x.example/', allowHosts: ['go.tracker.example'] },
      }),
    ).toMatch(/tool "nordvpn".*\n.*tool "surfshark"/)
    expect(problem({ nordvpn: 'https://nordvpn.com.evil.example/' })).toMatch(/tool "nordvpn": host nordvpn\.com\.evil\.example/)
    expect(problem({ nordvpn: 'https://evilnordvpn.com/' })).toMatch(/tool "nordvpn": host evilnordvpn\.com/)
  })

  it('refuses what is not https, unknown tools, credentials, ports, spaces and odd shapes, naming the tool', () => {
    expect(problem({ nordvpn: 'http://nordvpn.com/' })).toMatch(/tool "nordvpn": the link must use https \(got http\)/)
    expect(problem({ nordvpn: 'javascript:alert(1)' })).toMatch(/tool "nordvpn": the link must use https/)
    expect(problem({ nordvpn: '//nordvpn.com/' })).toMatch(/tool "nordvpn": "\/\/nordvpn.com\/" is not an absolute URL/)
    expect(problem({ 'nord-vpn': 'https://nordvpn.com/' })).toMatch(
      /tool "nord-vpn": unknown tool \(the tools with a \/go\/ link are: nordvpn, /,
    )
    expect(problem({ mega: 'https://mega.io/' })).toMatch(/tool "mega": unknown tool/) // not an affiliate: no /go/ path
    expect(problem({ NordVPN: 'https://nordvpn.com/' })).toMatch(/tool "NordVPN": unknown tool/)
    expect(problem({ nordvpn: 'https://user:pw@nordvpn.com/' })).toMatch(/user name or password/)
    expect(problem({ nordvpn: 'https://nordvpn.com:8443/' })).toMatch(/must not name a port/)
    expect(problem({ nordvpn: 'https://nordvpn.com/a b' })).toMatch(/space or a control character/)
    expect(problem({ nordvpn: 'https://nordvpn.com/\r\nSet-Cookie: x=1' })).toMatch(/space or a control character/)
    expect(problem({ nordvpn: `https://nordvpn.com/?${'a'.repeat(2100)}` })).toMatch(/longer than 2048/)
    expect(problem({ nordvpn: 42 })).toMatch(/tool "nordvpn": value must be a link or/)
    expect(problem({ nordvpn: { url: 'https://nordvpn.com/', extra: 1 } })).toMatch(/tool "nordvpn"/)
    expect(problem({ surfshark: { url: 'https://a.example/', allowHosts: ['A.Example/'] } })).toMatch(/allowHosts entry "A.Example\/"/)
    expect(problem(['https://nordvpn.com/'])).toMatch(/one JSON object/)
  })

  it('sends a Location the header can carry: the URL as the WHATWG parser writes it', () => {
    expect(parse({ nordvpn: 'https://NordVPN.com/ü?q=é' }).get('nordvpn')).toBe('https://nordvpn.com/%C3%BC?q=%C3%A9')
  })

  it('reads AFFILIATE_LINKS_FILE relative to the repository, and names the file when it is unreadable or not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-links-'))
    const good = join(dir, 'links.json')
    writeFileSync(good, JSON.stringify({ revolut: 'https://www.revolut.com/referral/?ref=cc' }))
    expect(readAffiliateLinks(good, ROOT).get('revolut')).toBe('https://www.revolut.com/referral/?ref=cc')
    expect(() => readAffiliateLinks(join(dir, 'missing.json'), ROOT)).toThrow(/AFFILIATE_LINKS_FILE .*missing\.json cannot be read/)
    writeFileSync(join(dir, 'bad.json'), '{ "nordvpn": ')
    expect(() => readAffiliateLinks(join(dir, 'bad.json'), ROOT)).toThrow(/AFFILIATE_LINKS_FILE .*bad\.json is not valid JSON/)
    // The example file of the repository is valid.
    expect(readAffiliateLinks('config/affiliate-links.example.json', ROOT).get('surfshark')).toBe(
      'https://go.tracker.example/c/0000?sub=chatcontrol',
    )
  })
})
