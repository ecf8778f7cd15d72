import { SITE_NAME, THEME_COLOR } from './site'

/**
 * The web app manifest (/site.webmanifest). Served by a server route rather than
 * from public/ so it gets its registered type, application/manifest+json — the
 * static file server only knows common extensions.
 */
export function buildWebManifest(): string {
  const manifest = {
    name: SITE_NAME,
    short_name: 'Chat Control',
    description: 'Stop Chat Control: keep your private messages private, and find privacy tools that protect you.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
