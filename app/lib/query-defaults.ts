import type { QueryClientConfig } from '@tanstack/query-core'

/**
 * docs/product.md#data-fetching: 3 retries, exponential backoff capped at 30 s, cache garbage
 * collection after 5 minutes. Only the browser has a query client (app/lib/query.ts):
 * the server never fetches through TanStack Query, so no per-render client or GC timer
 * lives there.
 */
export const QUERY_CLIENT_CONFIG = {
  defaultOptions: {
    queries: {
      retry: 3,
      retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60 * 1000,
    },
  },
} satisfies QueryClientConfig
