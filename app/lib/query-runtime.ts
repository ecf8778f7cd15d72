import { QueryClient } from '@tanstack/query-core'
import { QUERY_CLIENT_CONFIG } from './query-defaults'

let client: QueryClient | undefined

/** The browser's one query client, created on first use. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient(QUERY_CLIENT_CONFIG)
  return client
}
