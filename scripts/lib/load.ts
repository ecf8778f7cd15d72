// autocannon runs for the benchmark (scripts/bench.ts): unique values per request
// ({n} in a path or body, as a shared link's fbclid is unique per click) and a
// second process for the flood, so the measured client keeps its own event loop.
import autocannon, { type Options, type Result } from 'autocannon'

export const ACCEPT_BR = { 'accept-encoding': 'br, gzip' }

export interface LoadSpec {
  url: string
  /** Path with `{n}` replaced by a counter value per request. */
  path: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Body with `{n}` replaced per request. */
  body?: string
  /** A distinct X-Forwarded-For per request (a crowd behind a trusted proxy). */
  distinctClients?: boolean
  /**
   * Instead of one request: each connection sends these in turn, `{n}` replaced in paths
   * and bodies (method, path, headers and body each as above). `path` then only names the flood.
   */
  mix?: Array<{ method: string; path: string; headers?: Record<string, string>; body?: string }>
}

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  statuses: Record<string, number>
  /** Responses whose Location names the newsletter's success result. */
  accepted: number
}

let counter = 0
const unique = (template: string) => template.replaceAll('{n}', () => `${process.pid}-${++counter}`)

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const statuses: Record<string, number> = {}
  let accepted = 0
  // Any method a client can send (PROPFIND, OPTIONS …): autocannon writes it as given.
  type Method = NonNullable<NonNullable<Options['requests']>[number]['method']>
  const options: Options = {
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    pipelining: 1,
    requests: spec.mix?.map(({ method, path, headers, body }) => ({
      method: method as Method,
      setupRequest: (request) => ({
        ...request,
        path: unique(path),
        headers: { ...ACCEPT_BR, ...headers },
        ...(body ? { body: unique(body) } : {}),
      }),
    })) ?? [
      {
        method: spec.method ?? 'GET',
        setupRequest: (request) => {
          const headers: Record<string, string> = { ...ACCEPT_BR, ...spec.headers }
          if (spec.distinctClients) {
            const n = ++counter
            headers['x-forwarded-for'] = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
          }
          return { ...request, path: unique(spec.path), headers, ...(spec.body ? { body: unique(spec.body) } : {}) }
        },
        // Only posts need their answers read (collecting bodies costs the client time).
        ...(spec.method === 'POST'
          ? {
              onResponse: (status: number, _body: string, _context: unknown, headers?: import('node:http').IncomingHttpHeaders) => {
                const location = headers?.location
                if (status === 303 && typeof location === 'string' && location.includes('newsletter=success')) accepted++
              },
            }
          : {}),
      },
    ],
  }
  const result: Result = await autocannon(options)
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stat.count ?? 0
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    accepted,
  }
}

// Run as a child process: `tsx scripts/lib/load.ts '<LoadSpec JSON>'` prints a LoadResult.
if (process.argv[1]?.endsWith('load.ts') && process.argv[2]) {
  const result = await load(JSON.parse(process.argv[2]) as LoadSpec)
  process.stdout.write(JSON.stringify(result) + '\n')
}
