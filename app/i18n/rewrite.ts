import type { LocationRewrite } from '@tanstack/react-router'
import { toInternalPathname, toPublicPathname } from './slugs'
import { sanitizePathname } from './sanitize-path'

// In its own module so the not-found page's script can warn the same way without the
// slug table (app/components/layout/not-found-behaviour.ts).
export { sanitizePathname }

/** The router's URL rewrite (docs/decisions/003): public slugs ⇄ internal English route ids. */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = toInternalPathname(sanitizePathname(url.pathname))
    return url
  },
  output: ({ url }) => {
    url.pathname = toPublicPathname(url.pathname)
    return url
  },
}
