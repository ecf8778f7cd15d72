import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'

/**
 * The browser gives the whole lookup 5000 ms (docs/product.md#business-constants). The server answers within
 * this budget, counted from the moment the call arrives (module loading and the
 * offline database included), so the visitor gets English well within 5 s even when
 * an external service hangs.
 */
const SERVER_BUDGET_MS = 3500

/** The visitor's country for language detection (docs/product.md#language-resolution, step 4). Never throws to the client. */
export const getVisitorCountry = createServerFn({ method: 'GET' }).handler(async (): Promise<{ countryCode: string | null }> => {
  const budget = AbortSignal.timeout(SERVER_BUDGET_MS)
  const expired = new Promise<null>((resolve) => budget.addEventListener('abort', () => resolve(null), { once: true }))
  const lookup = async () => {
    const { lookupCountry } = await import('./geo.server')
    const request = getRequest()
    // The client's address as the Node server derived it (app/app-http/client-address.ts).
    const ip = getRequestIP() ?? null
    return lookupCountry({ headers: request.headers, ip, signal: AbortSignal.any([request.signal, budget]) })
  }
  try {
    return { countryCode: await Promise.race([lookup(), expired]) }
  } catch {
    return { countryCode: null }
  }
})
