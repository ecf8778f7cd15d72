import { describe, expect, it } from 'vitest'
import { QUERY_CLIENT_CONFIG } from '~/lib/query-defaults'
import { getQueryClient } from '~/lib/query-runtime'

describe('TanStack Query defaults (docs/product.md#data-fetching)', () => {
  const queries = QUERY_CLIENT_CONFIG.defaultOptions.queries

  it('retries 3 times with exponential backoff capped at 30 s', () => {
    expect(queries.retry).toBe(3)
    expect([0, 1, 2, 3, 4, 5, 10].map(queries.retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('collects unused cache entries after 5 minutes', () => {
    expect(queries.gcTime).toBe(300_000)
  })

  it('has one client, created on first use with these defaults', () => {
    const client = getQueryClient()
    expect(getQueryClient()).toBe(client)
    expect(client.getDefaultOptions().queries?.retry).toBe(3)
  })
})
