import { createFileRoute } from '@tanstack/react-router'
import { buildRobotsTxt } from '~/seo/sitemap'
import { SERVER_ROUTE_CACHE } from '~/app-http/cache'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: async () => {
        const { getConfig } = await import('~/config.server')
        return new Response(buildRobotsTxt(getConfig().SITE_URL), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SERVER_ROUTE_CACHE },
        })
      },
    },
  },
})
