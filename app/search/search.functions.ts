import { createServerFn } from '@tanstack/react-start'
import type { SearchGroup } from './match'
import { searchInput } from './search-query'

export interface SearchAnswer {
  groups: SearchGroup[]
}

/**
 * The site search (docs/product.md#search): the search page's loader calls it — directly
 * in the server render, over GET after a client-side navigation. The index is server-only
 * (app/search/search-index.server.ts): no browser downloads the 720 MEPs' names. Any input
 * is read, never refused (search-query.ts), so no call logs an error.
 */
export const searchSite = createServerFn({ method: 'GET' })
  .validator(searchInput)
  .handler(async ({ data }): Promise<SearchAnswer> => {
    const [{ searchIndexOf }, { searchIndex }] = await Promise.all([import('./search-index.server'), import('./match')])
    return { groups: searchIndex(await searchIndexOf(data.lang), data.q) }
  })
