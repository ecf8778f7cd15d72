// Size budgets of the production build, checked by size-limit (`npm run size`, a step of
// `npm test` after the build): brotli at quality 11, as scripts/precompress.ts writes what
// the server sends. A reader's page runs no script file at all (tests/e2e/every-page.spec.ts
// checks that); the scripts below are what a visitor downloads once they use a control
// (docs/decisions/006), and the stylesheet every page downloads besides its HTML. The
// largest member-state page has its own budget where the server sends it
// (tests/e2e/act.spec.ts, 60 KiB). Each limit leaves about 15% over the size of the
// build it was set on; raising one is a decision to write down in the commit.
// DIST_DIR: the build folder, as in vite.config.ts.
const dist = `${process.env.DIST_DIR ?? 'dist'}/client`

export default [
  { name: 'Stylesheet (every page)', path: `${dist}/assets/styles-*.css`, limit: '8 kB' },
  { name: 'Home page HTML (en)', path: `${dist}/index.html`, limit: '22 kB' },
  { name: 'App runtime (loaded on the first intent)', path: `${dist}/assets/runtime-*.js`, limit: '145 kB' },
  { name: 'Shell catalogs, four languages together', path: `${dist}/assets/messages-*.js`, limit: '30 kB' },
  { name: 'MEP data of the largest delegation (Germany, 96 seats)', path: `${dist}/assets/DE-*.js`, limit: '4 kB' },
]
