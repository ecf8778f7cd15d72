import { createFileRoute } from '@tanstack/react-router'
import { buildSecurityTxt, defaultExpiry } from '~/well-known/security-txt'
import { SERVER_ROUTE_CACHE } from '~/app-http/cache'

// RFC 9116 security.txt from the configuration (docs/product.md#security-contact).
export const Route = createFileRoute('/.well-known/security.txt')({
  server: {
    handlers: {
      GET: async () => {
        const { getConfig } = await import('~/config.server')
        const config = getConfig()
        const body = buildSecurityTxt({
          contacts: config.SECURITY_CONTACT ?? [`mailto:${config.CONTACT_EMAIL_GENERAL}`],
          expires: config.SECURITY_EXPIRES ?? defaultExpiry(new Date()),
          siteUrl: config.SITE_URL,
        })
        return new Response(body, {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SERVER_ROUTE_CACHE },
        })
      },
    },
  },
})
