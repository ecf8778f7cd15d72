import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '~/components/search/search-page'
import { SEARCH_CACHE } from '~/app-http/cache'
import { searchSite } from '~/search/search.functions'
import { readQuery } from '~/search/search-query'
import { searchHead } from '~/search/search-head'

// The site search (docs/product.md#search). Without a query the page is prerendered like
// the others; with one the Node server leaves it to the app (server/fast-path.ts), which
// renders it for that request.
export const Route = createFileRoute('/{-$lang}/search')({
  // The search as the router parsed it, unchanged: the router would redirect a request whose
  // search it rewrites, and the page reads `q` alone (readQuery).
  validateSearch: (search: Record<string, unknown>): { q?: unknown } => search,
  loaderDeps: ({ search }) => ({ q: readQuery(search.q) }),
  loader: async ({ deps: { q }, context }) => ({
    query: q,
    groups: q.trim() ? (await searchSite({ data: { q, lang: context.lang } })).groups : [],
  }),
  head: (ctx) => searchHead(ctx, ctx.loaderData?.query ?? ''),
  // A page rendered per query: kept by no cache, never indexed (app/app-http/cache.ts).
  headers: () => ({ 'cache-control': SEARCH_CACHE, 'x-robots-tag': 'noindex' }),
  component: Page,
})

function Page() {
  const { query, groups } = Route.useLoaderData()
  return <SearchPage query={query} groups={groups} />
}
