// The production server's own settings, from the environment (documented in
// .env.example), validated once at start: a wrong value stops the server with a
// readable message. The app's settings are validated by app/config.server.ts.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { trustProxySetting } from '../app/http/client-address'
import { parseEnvironment } from '../app/config.server'

/** The repository's root: a relative DIST_DIR or AFFILIATE_LINKS_FILE is relative to it. */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** A local .env file (see .env.example) adds to the environment; set variables win. */
export function loadDotEnv(): void {
  if (existsSync(resolve(ROOT, '.env'))) process.loadEnvFile(resolve(ROOT, '.env'))
}

const int = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback)
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const schema = z.object({
  PORT: int(3000, 0),
  /**
   * The interface to listen on. Default: loopback (127.0.0.1) when TRUST_PROXY counts proxy
   * hops — the reverse proxy runs on this machine, and a client that reached the server
   * directly could otherwise write the address it is known by — else every interface.
   */
  HOST: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Which proxies may name the client (app/http/client-address.ts). */
  TRUST_PROXY: trustProxySetting,
  DIST_DIR: z.string().default('dist'),
  /**
   * The operator's affiliate links, JSON (server/affiliate-config.ts, README "Affiliate
   * links"). Unset: every /go/ path leads to the brand's official page.
   */
  AFFILIATE_LINKS_FILE: optionalText,
  /** Page-view and tool-click counting (server/site-counters.ts): `off` counts nothing at all. */
  SITE_COUNTS: z.enum(['on', 'off']).default('on'),
  /** How often the page-view and click counts are written to the database (server/site-counters.ts). */
  COUNTS_FLUSH_SECONDS: int(30, 1),
  /** The Prometheus metrics listener's port (server/metrics.ts); unset: no metrics listener. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  /** Its interface: loopback unless the operator names another. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** When set, a scrape must send `Authorization: Bearer <token>` (at least 16 characters). */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** Requests the app works on at once (server functions, form posts, per-request renders). */
  DYNAMIC_CONCURRENCY: int(8, 1),
  /** Requests that may wait for one of those slots; more are answered 503 at once. */
  DYNAMIC_QUEUE: int(64, 0),
  /** How long a request waits for a slot before it is answered 503. */
  DYNAMIC_QUEUE_WAIT_MS: int(2000, 0),
})

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/**
 * The metrics listener is never the public one: not on PORT, and on an interface other than
 * loopback only behind a token (server/metrics.ts).
 */
const checked = schema.superRefine((config, context) => {
  if (config.METRICS_PORT === undefined) return
  if (config.METRICS_PORT === config.PORT)
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: metrics never share the public port' })
  if (!LOOPBACK.has(config.METRICS_HOST) && !config.METRICS_TOKEN)
    context.addIssue({
      code: 'custom',
      path: ['METRICS_TOKEN'],
      message: `is required when METRICS_HOST (${config.METRICS_HOST}) is not a loopback address`,
    })
})

export type ServeConfig = z.infer<typeof schema>

/** Where the server listens: HOST, or the default described in the schema. */
export function listenHost(config: ServeConfig): string | undefined {
  return config.HOST ?? (config.TRUST_PROXY.kind === 'hops' ? '127.0.0.1' : undefined)
}

export function readServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  return parseEnvironment(checked, env, 'server configuration')
}
