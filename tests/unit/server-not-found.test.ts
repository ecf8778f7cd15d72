import { describe, expect, it } from 'vitest'
import { splitGoBack } from '../../server/prerendered'
import { referrerPage } from '~/app-http/redirect'
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

describe('referrerPage (Go Back)', () => {
  const host = 'chatcontrol.info'
  it('gives the path and query of a page of the slug table on the same host', () => {
    expect(referrerPage('https://chatcontrol.info/nl/beste-vpns?x=1#top', host)).toBe('/nl/beste-vpns?x=1')
    expect(referrerPage('http://chatcontrol.info/', host)).toBe('/')
  })
  it('ignores other hosts, other schemes, garbage and paths that are not pages', () => {
    expect(referrerPage('https://evil.example/nl', host)).toBeNull()
    expect(referrerPage('https://chatcontrol.info.evil.example/', host)).toBeNull()
    expect(referrerPage('javascript:alert(1)', host)).toBeNull()
    expect(referrerPage('not a url', host)).toBeNull()
    expect(referrerPage(undefined, host)).toBeNull()
    expect(referrerPage('https://chatcontrol.info/oops', host)).toBeNull()
    // The URL parser keeps `//evil.example/x` as the path of our host: a protocol-relative href.
    expect(referrerPage('http://chatcontrol.info//evil.example/x', host)).toBeNull()
    expect(referrerPage('http://chatcontrol.info/\\evil.example/x', host)).toBeNull()
  })
})

describe('escapeMarkup (the Go Back link)', () => {
  it('escapes what could end the attribute or start markup', () => {
    expect(escapeMarkup(`/a?b="c"&d=<e>`)).toBe('/a?b=&quot;c&quot;&amp;d=&lt;e&gt;')
  })
})
