import { describe, expect, it } from 'vitest'
import { splitGoBack } from '../../server/prerendered'
import { sameOriginReferrer } from '../../server/site-server'
import { escapeMarkup } from '~/lib/escape-markup'

const PAGE = '<html lang="nl"><body><a href="/nl" class="x">Home</a><a href="/nl" data-go-back="" class="y">Ga terug</a></body></html>'

describe('splitGoBack', () => {
  it('splits the page around the Go Back link’s href', () => {
    const { before, href, after } = splitGoBack(PAGE, 'nl/404.html')
    expect(href).toBe('/nl')
    expect(before + href + after).toBe(PAGE)
    expect(before.endsWith('<a href="')).toBe(true)
    expect(after.startsWith('" data-go-back=""')).toBe(true)
  })

  it('fails loudly when the link is missing or doubled', () => {
    expect(() => splitGoBack('<a href="/">x</a>', 'f.html')).toThrow(/expected one <a data-go-back> link, found 0/)
    expect(() => splitGoBack(PAGE.replace('</body>', '<a data-go-back="" href="/">y</a></body>'), 'f.html')).toThrow(/found 2/)
    expect(() => splitGoBack('<a data-go-back="">x</a>', 'f.html')).toThrow(/no href/)
  })
})

describe('sameOriginReferrer', () => {
  const host = 'chatcontrol.info'
  it('gives the path and query of a page of the same host', () => {
    expect(sameOriginReferrer('https://chatcontrol.info/nl/beste-vpns?x=1#top', host, '/nl/oops')).toBe('/nl/beste-vpns?x=1')
    expect(sameOriginReferrer('http://chatcontrol.info/', host, '/oops')).toBe('/')
  })
  it('ignores other hosts, other schemes, garbage and the page itself', () => {
    expect(sameOriginReferrer('https://evil.example/nl', host, '/oops')).toBeNull()
    expect(sameOriginReferrer('https://chatcontrol.info.evil.example/', host, '/oops')).toBeNull()
    expect(sameOriginReferrer('javascript:alert(1)', host, '/oops')).toBeNull()
    expect(sameOriginReferrer('not a url', host, '/oops')).toBeNull()
    expect(sameOriginReferrer(undefined, host, '/oops')).toBeNull()
    expect(sameOriginReferrer('https://chatcontrol.info/oops', host, '/oops')).toBeNull()
  })
})

describe('escapeMarkup (the Go Back link)', () => {
  it('escapes what could end the attribute or start markup', () => {
    expect(escapeMarkup(`/a?b="c"&d=<e>`)).toBe('/a?b=&quot;c&quot;&amp;d=&lt;e&gt;')
  })
})
