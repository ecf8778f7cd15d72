import { createFileRoute } from '@tanstack/react-router'
import { buildSitemap } from '~/seo/sitemap'
import { SERVER_ROUTE_CACHE } from '~/app-http/cache'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const { getConfig } = await import('~/config.server')
        return new Response(buildSitemap(getConfig().SITE_URL), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SERVER_ROUTE_CACHE },
        })
      },
    },
  },
})
