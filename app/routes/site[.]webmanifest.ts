import { createFileRoute } from '@tanstack/react-router'
import { buildWebManifest } from '~/seo/web-manifest'

export const Route = createFileRoute('/site.webmanifest')({
  server: {
    handlers: {
      GET: () =>
        new Response(buildWebManifest(), {
          headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        }),
    },
  },
})
