// Prometheus metrics (prom-client) on a listener of their own, never on the public port:
// bound to 127.0.0.1 (METRICS_HOST) on METRICS_PORT, off when METRICS_PORT is unset, and
// with METRICS_TOKEN set only for `Authorization: Bearer <token>`. The public server
// answers /metrics with its prerendered not-found page like any unknown path
// (tests/e2e/site-counters.spec.ts). Nothing here is about a visitor: request kinds, statuses
// and durations, the admission pool, the app's totals and the process (docs/security.md,
// "Metrics").
import { createServer, type Server } from 'node:http'
import { timingSafeEqual } from 'node:crypto'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Admission } from './node-http/admission'
import { SECURITY_HEADERS } from '~/app-http/security-headers'

/** What a request was, as the server answered it (server/fast-path.ts, server/site-server.ts). */
export type RequestKind =
  | 'page' // a prerendered page
  | 'variant' // a prerendered variant of a page (?subscribed …)
  | 'not-found' // the prerendered not-found page
  | 'redirect' // a permanent redirect of the slug table
  | 'go-link' // a tool's /go/ redirect
  | 'feed' // an Atom feed
  | 'spread' // a calendar, open data file, embeddable card, badge or offline copy (app/spread/paths.ts)
  | 'method' // a method the path does not have (405), or OPTIONS
  | 'app' // anything the app answered: files, server routes, pages rendered per request, form posts
  | 'server-function' // a server function call

export interface AppSnapshot {
  rateLimited: number
  mailsSent: number
  mailsFailed: number
  outboxDepth: number | null
}

export interface Metrics {
  readonly registry: Registry
  /** One answered request: its kind, status and how long it took (seconds). */
  observe(kind: RequestKind, status: number, seconds: number): void
}

/** The registry and every metric of the site; `admission`, `app` and `pendingCounts` are read on each scrape. */
export function createMetrics({
  admission,
  app,
  pendingCounts,
}: {
  admission: () => Admission | undefined
  app: () => Promise<AppSnapshot>
  pendingCounts: () => number
}): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'chatcontrol_' })
  const requests = new Counter({
    name: 'chatcontrol_http_requests_total',
    help: 'Requests answered, by kind and status.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'chatcontrol_http_request_duration_seconds',
    help: 'Time from the request to its answer written, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'chatcontrol_admission_running',
    help: 'Dynamic requests (app renders, server functions, form posts) running now.',
    registers: [registry],
    collect() {
      this.set(admission()?.stats().running ?? 0)
    },
  })
  new Gauge({
    name: 'chatcontrol_admission_queue_depth',
    help: 'Dynamic requests waiting for a slot now.',
    registers: [registry],
    collect() {
      this.set(admission()?.stats().waiting ?? 0)
    },
  })
  new Counter({
    name: 'chatcontrol_admission_rejections_total',
    help: 'Dynamic requests refused 503 because no slot came free in time.',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(admission()?.stats().refused ?? 0)
    },
  })
  new Gauge({
    name: 'chatcontrol_site_counts_pending',
    help: 'Page views and tool clicks counted and not yet written to the database.',
    registers: [registry],
    collect() {
      this.set(pendingCounts())
    },
  })
  // The app's totals (app/app-http/ops-counters.ts) and the outbox, read once per scrape.
  let snapshot: Promise<AppSnapshot> | null = null
  const appValue = async (pick: (s: AppSnapshot) => number | null) => {
    snapshot ??= app().finally(() => setTimeout(() => (snapshot = null), 100).unref())
    return pick(await snapshot)
  }
  const appCounter = (name: string, help: string, pick: (s: AppSnapshot) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = (await appValue(pick)) ?? 0
        this.reset()
        this.inc(value)
      },
    })
  appCounter(
    'chatcontrol_newsletter_rate_limited_total',
    'Newsletter sign-ups refused by the per-address limit (429).',
    (s) => s.rateLimited,
  )
  appCounter('chatcontrol_mails_sent_total', 'Confirmation mails the mail server accepted.', (s) => s.mailsSent)
  appCounter('chatcontrol_mails_failed_total', 'Confirmation mails the mail server did not accept (retried later).', (s) => s.mailsFailed)
  new Gauge({
    name: 'chatcontrol_outbox_depth',
    help: 'Confirmation mails waiting to be sent (unexpired, unsent); absent when the database did not answer.',
    registers: [registry],
    async collect() {
      const depth = await appValue((s) => s.outboxDepth)
      if (depth === null) this.reset()
      else this.set(depth)
    },
  })

  return {
    registry,
    observe(kind, status, seconds) {
      requests.inc({ kind, status })
      duration.observe({ kind }, seconds)
    },
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The metrics listener: GET /metrics only, with the bearer token when one is set. */
export function createMetricsServer(metrics: Metrics, token: string | undefined): Server {
  const plain = (status: number, text: string, extra: Record<string, string> = {}) => ({
    status,
    body: text,
    headers: { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  })
  return createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    let answer
    if (path !== '/metrics') answer = plain(404, 'Not Found')
    else if (req.method !== 'GET' && req.method !== 'HEAD') answer = plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' })
    else if (token && !sameToken(req.headers.authorization ?? '', `Bearer ${token}`))
      answer = plain(401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="metrics"' })
    else {
      try {
        answer = {
          status: 200,
          body: await metrics.registry.metrics(),
          headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
        }
      } catch (error) {
        answer = plain(500, `Metrics not collected: ${(error as Error).message}`)
      }
    }
    const body = Buffer.from(answer.body)
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}
