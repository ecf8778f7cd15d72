/**
 * Health checks reported by GET /healthz. Other server modules register a check
 * (the newsletter store does) so the endpoint tells whether each dependency answers.
 */
type Check = () => Promise<boolean>
const checks = new Map<string, Check>()

export function registerHealthCheck(name: string, check: Check): void {
  checks.set(name, check)
}

/**
 * How long one round of checks answers every health request: a /healthz flood costs at
 * most one store call a second (on Supabase, one outbound request), not one per request.
 */
export const HEALTH_CACHE_MS = 1000

let last: { at: number; results: Promise<Record<string, 'ok' | 'fail'>> } | undefined

async function runChecks(): Promise<Record<string, 'ok' | 'fail'>> {
  const results: Record<string, 'ok' | 'fail'> = { server: 'ok' }
  await Promise.all(
    [...checks].map(async ([name, check]) => {
      const ok = await Promise.race([check().catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))])
      results[name] = ok ? 'ok' : 'fail'
    }),
  )
  return results
}

export async function healthResponse(now = Date.now()): Promise<Response> {
  // Requests during a round share it; the next round starts a second after this one began.
  if (!last || now - last.at >= HEALTH_CACHE_MS) last = { at: now, results: runChecks() }
  const results = await last.results
  const healthy = Object.values(results).every((v) => v === 'ok')
  return Response.json(
    { status: healthy ? 'ok' : 'degraded', checks: results },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
