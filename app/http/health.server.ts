/**
 * Health checks reported by GET /healthz. Other server modules register a check
 * (the newsletter store does) so the endpoint tells whether each dependency answers.
 */
type Check = () => Promise<boolean>
const checks = new Map<string, Check>()

export function registerHealthCheck(name: string, check: Check): void {
  checks.set(name, check)
}

export async function healthResponse(): Promise<Response> {
  const results: Record<string, 'ok' | 'fail'> = { server: 'ok' }
  await Promise.all(
    [...checks].map(async ([name, check]) => {
      const ok = await Promise.race([check().catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))])
      results[name] = ok ? 'ok' : 'fail'
    }),
  )
  const healthy = Object.values(results).every((v) => v === 'ok')
  return Response.json(
    { status: healthy ? 'ok' : 'degraded', checks: results },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
