import { describe, expect, it } from 'vitest'
import {
  asOfBand,
  buildOfflineCopy,
  demoteHeadings,
  idsOf,
  inert,
  inertCss,
  mainContent,
  relink,
  renameIds,
  type OfflineCopy,
} from '~/spread/offline'

// A page as the build writes it (app/components/layout/site-layout.tsx): the header, the as-of
// band, <main>, the footer, and the scripts defer-boot adds.
const page = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"><script>boot()</script></head><body>',
    '<header class="sticky"><a href="/">Home</a></header>',
    '<div class="border-b" data-as-of-band="true"><p><span data-as-of="true">This page describes the situation on 4 October 2025.</span></p>',
    '<p class="late-notice" data-late-notice="true"><a href="/updates">Read what happened after 4 October 2025</a></p></div>',
    `<main id="main">${body}</main>`,
    '<footer><form method="post" action="/"><input name="email"></form></footer><script type="module" src="/assets/x.js"></script>',
    '</body></html>',
  ].join('')

const HOME = page(
  '<section id="tools"><img src="/favicon.svg" alt="" srcset="/a.png 2x"><a href="/go/nordvpn">NordVPN</a><a href="/#news">News</a>' +
    '<a href="https://example.org/x">out</a><script>alert(1)</script><form><button>Go</button></form>' +
    '<nav data-breadcrumb="" class="fixed"><a href="#home">Home</a></nav><button onclick="x()">b</button></section>',
)
const UPDATES = page(
  '<ol data-updates><li id="vote-called-off-2025" data-update="vote-called-off-2025"><a href="/updates#x">x</a></li></ol>',
)

const copy = (over: Partial<OfflineCopy> = {}): OfflineCopy => ({
  lang: 'en',
  title: 'Chat Control Info — offline copy',
  intro: ['Saved <b>text</b>'],
  contentsLabel: 'Contents',
  sectionNames: ['Home', 'Updates'],
  pages: [
    { id: 'home', path: '/', html: HOME },
    { id: 'updates', path: '/updates', html: UPDATES },
  ],
  css: ['.a{color:red}@import url("https://evil.example/x.css");.b{background:url(/bg.png)}.c{background:url(data:image/png;base64,AA)}'],
  siteUrl: 'https://chatcontrol.info',
  readFile: (path) => (path === '/favicon.svg' ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') : null),
  footer: 'Pass it on.',
  ...over,
})

describe('the offline copy (app/spread/offline.ts)', () => {
  const html = buildOfflineCopy(copy())

  it('holds each page’s main content and the as-of band, and nothing that runs, loads or submits', () => {
    expect(html).toContain('id="tools"')
    expect(html).toContain('data-update="vote-called-off-2025"')
    expect(html).toContain('This page describes the situation on 4 October 2025.')
    expect(html).not.toMatch(/<script|<form|<link|<iframe|\son[a-z]+=|srcset=|data-breadcrumb/i)
    expect(html).not.toContain('<header class="sticky"') // the site's header is not part of the copy
    expect(html).toContain('<html lang="en" data-snapshot="late"')
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:;`)
  })

  it('links to its own pages become anchors; other paths of the site become absolute; images become data: URIs', () => {
    expect(html).toContain('href="#news"')
    expect(html).toContain('href="#x"')
    expect(html).toContain('href="#updates"') // the late notice's link, from /updates
    expect(html).toContain('href="https://chatcontrol.info/go/nordvpn"')
    expect(html).toContain('href="https://example.org/x"')
    expect(html).toMatch(/src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/)
    expect(html).not.toMatch(/\ssrc="\//)
  })

  it('keeps the site’s stylesheet without anything it would load', () => {
    expect(html).toContain('.a{color:red}')
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('/bg.png')
    expect(html).toContain('url(data:image/png;base64,AA)')
  })

  it('stops the build on a page without <main> or an image it cannot inline', () => {
    expect(() => mainContent('<html><body>no main</body></html>')).toThrow(/no <main>/)
    expect(() => asOfBand('<main></main>')).toThrow(/as-of band/)
    expect(() => buildOfflineCopy(copy({ readFile: () => null }))).toThrow(/cannot inline \/favicon\.svg/)
  })

  it('has each id once and one h1, its title: a page’s id another took is renamed, with every link to it', () => {
    // As the build's pages are: the home page has an element `home` (its section's id too) and
    // an h1, the updates page an h1, an id the home page also uses, and links to both.
    const home = page(
      '<div id="home"><h1 id="hero-title">Stop Chat Control</h1><section id="news" aria-labelledby="news-title"><h2 id="news-title">News</h2></section></div>',
    )
    const updates = page(
      '<h1>Updates</h1><section id="news" aria-labelledby="news-title"><h2 id="news-title">Latest</h2><a href="#news">here</a>' +
        '<a href="/#home">top</a><a href="/#news">home news</a><label for="news-title">l</label></section>',
    )
    const file = buildOfflineCopy(
      copy({
        pages: [
          { id: 'home', path: '/', html: home },
          { id: 'updates', path: '/updates', html: updates },
        ],
      }),
    )
    const ids = idsOf(file)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    expect(file.match(/<h1\b/g)).toHaveLength(1)
    expect(file).toContain('<h1>Chat Control Info — offline copy</h1>')
    // Each page's h1 heads its section, a level down; the rest follow.
    expect(file).toContain('<h2 id="hero-title">Stop Chat Control</h2>')
    expect(file).toContain('<h2>Updates</h2>')
    expect(file).toContain('<h3 id="news-title">News</h3>')
    // The home page's `home` is not its section's; the updates page's `news` is not the home page's.
    expect(file).toContain('<section class="offline-section" id="home"')
    expect(file).toContain('<div id="home-home">')
    expect(file).toContain(
      '<section id="updates-news" aria-labelledby="updates-news-title"><h3 id="updates-news-title">Latest</h3><a href="#updates-news">',
    )
    expect(file).toContain('<label for="updates-news-title">')
    // Links from another page find the renamed element, or the one that kept its name.
    expect(file).toContain('<a href="#home-home">top</a>')
    expect(file).toContain('<a href="#news">home news</a>')
    // Every in-file link lands on an element of the file.
    for (const [, target] of file.matchAll(/\shref="#([^"]*)"/g)) expect(ids, target).toContain(target)
  })

  it('pure helpers do what they say', () => {
    expect(renameIds('<p id="a" aria-describedby="a b"><a href="#a">x</a></p>', new Map([['a', 'p-a']]))).toBe(
      '<p id="p-a" aria-describedby="p-a b"><a href="#p-a">x</a></p>',
    )
    expect(demoteHeadings('<h1 class="x">a</h1><h2>b</h2><h6>c</h6>')).toBe('<h2 class="x">a</h2><h3>b</h3><h6>c</h6>')
    expect(inert('<p>a</p><script src="/x.js"></script><noscript><p>b</p></noscript>')).toBe('<p>a</p><p>b</p>')
    expect(inertCss('@import "x.css";a{b:url(/c.png)}')).toBe('a{b:none}')
    expect(relink('<a href="/?q=1#tools">t</a>', copy())).toBe('<a href="#tools">t</a>')
  })
})
