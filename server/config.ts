// The production server's own settings, from the environment (documented in
// .env.example), validated once at start: a wrong value stops the server with a
// readable message. Every variable is defined in ENVIRONMENT (app/config.server.ts), which
// validates the app's settings too.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { parseEnvironment, pickEnvironment } from '../app/config.server'

/** The repository's root: a relative DIST_DIR or AFFILIATE_LINKS_FILE is relative to it. */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))

/** A local .env file (see .env.example) adds to the environment; set variables win. */
export function loadDotEnv(): void {
  if (existsSync(resolve(ROOT, '.env'))) process.loadEnvFile(resolve(ROOT, '.env'))
}

/** The server's variables, defined once with every other in ENVIRONMENT (app/config.server.ts). */
const schema = pickEnvironment([
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'DIST_DIR',
  'AFFILIATE_LINKS_FILE',
  'SITE_COUNTS',
  'COUNTS_FLUSH_SECONDS',
  'METRICS_PORT',
  'METRICS_HOST',
  'METRICS_TOKEN',
  'DYNAMIC_CONCURRENCY',
  'DYNAMIC_QUEUE',
  'DYNAMIC_QUEUE_WAIT_MS',
  'VISITS_DIR',
])

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

/** The Node server's own settings; the app's are AppConfig (app/config.server.ts). */
export type NodeServerConfig = z.infer<typeof schema>

/** Where the server listens: HOST, or the default described in the schema. */
export function listenHost(config: NodeServerConfig): string | undefined {
  return config.HOST ?? (config.TRUST_PROXY.kind === 'hops' ? '127.0.0.1' : undefined)
}

export function readNodeServerConfig(env: NodeJS.ProcessEnv = process.env): NodeServerConfig {
  return parseEnvironment(checked, env, 'server configuration')
}
