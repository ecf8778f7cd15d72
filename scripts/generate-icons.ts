// Generates the static icons and social cards in public/ from public/favicon.svg and
// the translated slogan in locales/*/messages.po (the card's alt text is the same
// message, SOCIAL_IMAGE_ALT in app/seo/seo-entries.ts, so picture and alt always agree).
// Each run writes only what it is asked for, so a new language adds its card and nothing
// else (a redraw changes a PNG's bytes even when the picture is the same):
//   npx tsx scripts/generate-icons.ts            the files that are missing: a new language's card
//   npx tsx scripts/generate-icons.ts pl de      these languages' cards (after changing a slogan)
//   npx tsx scripts/generate-icons.ts --all      every icon and card (after changing favicon.svg)
// Output: favicon.ico (16/32/48), apple-touch-icon.png (180), icon-192.png,
// icon-512.png, icon-maskable-512.png, and the social card of each language of the public
// list (app/seo/site.ts: og-image.png for English, og-image-<lang>.png, 1200×630). It prints
// every file it writes. Rendered in the repo's Chromium (scripts/lib/chromium.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import PO from 'pofile'
import { DEFAULT_LANG, PUBLIC_LANGS, type Lang } from '../app/i18n/languages'
import { SITE_NAME, SOCIAL_IMAGE, socialImagePath, THEME_COLOR } from '../app/seo/site'
import { catalogPath } from './lib/catalogs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium'
import { escapeMarkup } from '../app/lib/escape-markup'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const pub = (name: string) => resolve(root, 'public', name.replace(/^\//, ''))
const BG = THEME_COLOR
// The dark theme's --primary (app/styles.css), to go with BG, the dark theme's background.
const ACCENT = '#5fe0cd'
// The English source of the slogan: its msgid in the catalogs.
const SLOGAN = 'Stop Chat Control. Protect your private messages.'

const svg = readFileSync(pub('favicon.svg'), 'utf8')
// The shield without its rounded tile, for full-bleed and maskable icons.
const tile = `<rect width="64" height="64" rx="14" fill="${BG}"/>`
if (!svg.includes(tile)) throw new Error(`public/favicon.svg has no ${tile}: update the tile this script removes`)
const shield = svg.replace(tile, '')
const shieldDataUrl = `data:image/svg+xml;base64,${Buffer.from(shield).toString('base64')}`

function slogan(lang: Lang): string {
  if (lang === DEFAULT_LANG) return SLOGAN
  const po = PO.parse(readFileSync(resolve(root, catalogPath(lang, 'messages')), 'utf8'))
  const text = po.items.find((i) => i.msgid === SLOGAN)?.msgstr[0]
  if (!text) throw new Error(`No ${lang} translation of "${SLOGAN}"`)
  return text
}

function cardHtml(text: string): string {
  // Headline = first sentence, subline = the rest.
  const cut = text.indexOf('. ')
  const [headline, subline] = cut > 0 ? [text.slice(0, cut + 1), text.slice(cut + 2)] : [text, '']
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${SOCIAL_IMAGE.width}px;height:${SOCIAL_IMAGE.height}px;background:${BG};overflow:hidden}
  body{font-family:'DejaVu Sans','Liberation Sans',sans-serif;color:#e7edf6;position:relative}
  .glow{position:absolute;right:-120px;top:-60px;width:640px;height:750px;background:#0f1c2e;border-radius:50%}
  .mark{position:absolute;right:70px;top:95px;width:420px;height:420px;opacity:.95}
  .brand{position:absolute;left:80px;top:70px;display:flex;align-items:center;gap:18px;font-size:32px;font-weight:700;letter-spacing:.5px}
  .brand img{width:64px;height:64px}
  h1{position:absolute;left:80px;top:200px;width:640px;margin:0;font-size:68px;line-height:1.08;font-weight:700;color:#fff}
  p{position:absolute;left:80px;top:430px;width:620px;margin:0;font-size:36px;line-height:1.25;color:${ACCENT};font-weight:700}
  .bar{position:absolute;left:0;bottom:0;width:${SOCIAL_IMAGE.width}px;height:14px;background:${ACCENT}}
  </style></head><body>
  <div class="glow"></div>
  <img class="mark" src="${shieldDataUrl}" alt="">
  <div class="brand"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" alt="">${escapeMarkup(SITE_NAME)}</div>
  <h1>${escapeMarkup(headline)}</h1>
  <p>${escapeMarkup(subline)}</p>
  <div class="bar"></div>
  </body></html>`
}

function iconHtml(size: number, { tile, padding }: { tile: boolean; padding: number }): string {
  const inner = Math.round(size * (1 - 2 * padding))
  const src = tile ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : shieldDataUrl
  const bg = tile ? 'transparent' : BG
  return `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;background:${bg};display:grid;place-items:center;overflow:hidden}
  img{width:${inner}px;height:${inner}px;display:block}</style></head><body><img src="${src}" alt=""></body></html>`
}

/** The icons, by file name in public/: each drawn from favicon.svg, independent of the languages. */
const ICONS = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'] as const
type Icon = (typeof ICONS)[number]

/** What a run draws: icons and the languages whose social card it writes. */
export interface IconPlan {
  icons: Icon[]
  cards: Lang[]
}

/**
 * The files a run writes, from its arguments (see the top of this file) and the files that
 * exist (`exists(name)`, a name in public/). Throws on an argument that is neither `--all`
 * nor a language of the public list.
 */
export function planIcons(args: readonly string[], exists: (name: string) => boolean): IconPlan {
  if (args.includes('--all')) return { icons: [...ICONS], cards: [...PUBLIC_LANGS] }
  if (args.length) {
    const unknown = args.filter((a) => !(PUBLIC_LANGS as readonly string[]).includes(a))
    if (unknown.length)
      throw new Error(
        `generate-icons: ${unknown.join(', ')}: neither --all nor a language of app/i18n/languages.ts (${PUBLIC_LANGS.join(', ')})`,
      )
    return { icons: [], cards: args as Lang[] }
  }
  return {
    icons: ICONS.filter((name) => !exists(name)),
    cards: PUBLIC_LANGS.filter((lang) => !exists(socialImagePath(lang))),
  }
}

/** An ICO file whose images are PNGs (supported by every browser since IE Vista era). */
function ico(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, at)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1)
    header.writeUInt8(0, at + 2)
    header.writeUInt8(0, at + 3)
    header.writeUInt16LE(1, at + 4)
    header.writeUInt16LE(32, at + 6)
    header.writeUInt32LE(data.length, at + 8)
    header.writeUInt32LE(offset, at + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

async function main() {
  const plan = planIcons(process.argv.slice(2), (name) => existsSync(pub(name)))
  if (!plan.icons.length && !plan.cards.length) {
    console.log('nothing to draw: every icon and social card exists (`--all` redraws them, `<lang>` one card)')
    return
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  async function render(html: string, width: number, height: number, omitBackground: boolean): Promise<Buffer> {
    await page.setViewportSize({ width, height })
    await page.setContent(html, { waitUntil: 'load' })
    return page.screenshot({ type: 'png', omitBackground, clip: { x: 0, y: 0, width, height } })
  }
  const write = (name: string, data: Buffer) => {
    writeFileSync(pub(name), data)
    console.log(`wrote public/${name.replace(/^\//, '')}`)
  }

  const draw: Record<Icon, () => Promise<Buffer>> = {
    'favicon.ico': async () => {
      const images: { size: number; data: Buffer }[] = []
      for (const size of [16, 32, 48])
        images.push({ size, data: await render(iconHtml(size, { tile: true, padding: 0 }), size, size, true) })
      return ico(images)
    },
    // iOS rounds the corners itself and shows transparency as black: full-bleed tile.
    'apple-touch-icon.png': () => render(iconHtml(180, { tile: false, padding: 0.06 }), 180, 180, false),
    'icon-192.png': () => render(iconHtml(192, { tile: true, padding: 0 }), 192, 192, true),
    'icon-512.png': () => render(iconHtml(512, { tile: true, padding: 0 }), 512, 512, true),
    // Maskable: full background; the shield stays inside the 80 % safe-zone circle.
    'icon-maskable-512.png': () => render(iconHtml(512, { tile: false, padding: 0.04 }), 512, 512, false),
  }
  try {
    for (const icon of plan.icons) write(icon, await draw[icon]())
    for (const lang of plan.cards)
      write(socialImagePath(lang), await render(cardHtml(slogan(lang)), SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, false))
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
