import { createFileRoute } from '@tanstack/react-router'
import { SERVER_ROUTE_CACHE } from '~/app-http/cache'
// docs/security.md, as written in the repository: the policy security.txt names.
import policy from '../../../docs/security.md?raw'

// The threat model and how to report a vulnerability (RFC 9116 `Policy:`, docs/product.md#security-contact).
export const Route = createFileRoute('/.well-known/security-policy.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(policy, {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SERVER_ROUTE_CACHE },
        }),
    },
  },
})
