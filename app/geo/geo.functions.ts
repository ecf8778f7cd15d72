import { createServerFn } from '@tanstack/react-start'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'

/** The visitor's country for language detection (spec §4 step 4). Never throws to the client. */
export const getVisitorCountry = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ countryCode: string | null }> => {
    const { lookupCountry } = await import('./geo.server')
    const { getConfig } = await import('~/config.server')
    const request = getRequest()
    const ip = getRequestIP({ xForwardedFor: getConfig().TRUST_PROXY }) ?? null
    try {
      return { countryCode: await lookupCountry({ headers: request.headers, ip, signal: request.signal }) }
    } catch {
      return { countryCode: null }
    }
  },
)
