// The 40 public paths, read from the production build (dist/client/**/index.html is
// written by the prerender step from the slug table) — scripts never list URLs by hand.
import { loadPrerendered } from './prerendered.mjs'

export const ALL_PUBLIC_PATHS = [...loadPrerendered(`${process.env.DIST_DIR ?? 'dist'}/client`).keys()].sort()
