/**
 * The environment, one schema for everything that reads it (`ENVIRONMENT`): the app's
 * settings (`configSchema`, read once by getConfig()), the Node server's (server/config.ts),
 * the build steps', the operator commands' and the development tools' (`readEnvironment` in
 * scripts/). Each variable is defined once, with its default; each reader validates the
 * variables it uses. Invalid values stop the server at start-up with a readable message
 * instead of failing later on a visitor's request. Documented in .env.example, the tools' own
 * variables in their scripts' headers.
 */
import { z } from 'zod'
import { addressList, inAddressList, trustProxySetting } from './app-http/client-address'

/** An on/off switch: 1, true, yes, on (empty or unset: off). */
const flag = z
  .enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on')

/** A text that falls back to `example` when unset or empty (empty counts as unset). */
const textOr = (example: string) =>
  z
    .string()
    .max(300)
    .optional()
    .transform((v) => v?.trim() || example)

/** Local placeholders for the controller's identity; never acceptable in production. */
export const CONTROLLER_EXAMPLE = {
  name: 'Example Campaign Operator (set CONTROLLER_NAME)',
  address: 'Example Street 1, 1000 Brussels, Belgium (set CONTROLLER_ADDRESS)',
  email: 'privacy@example.org',
} as const

/** A whole number in `[min, max]`, or undefined when unset or empty: its default derives from another setting. */
const derivedInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional())

const NETWORK_LIMIT_MAX = 100_000

/**
 * Settings whose limits depend on another setting take their default from it, so setting one
 * alone never stops the server (`CONFIRMATION_MAILS_PER_HOUR=50` alone gives a reserve of 5).
 * The defaults stay 100 of 1000 mails and 20 / 40 / 60 attempts.
 */
export const DERIVED_DEFAULTS = {
  /** A tenth of the hourly budget. */
  CONFIRMATION_MAILS_RESERVE: (perHour: number): number => Math.floor(perHour / 10),
  /** Twice the /64's limit: a /56 holds 256 /64s. */
  NEWSLETTER_ATTEMPTS_PER_IPV6_56: (per64: number): number => Math.min(2 * per64, NETWORK_LIMIT_MAX),
  /** Three times the /64's limit, and never below the /56's: a /48 holds 256 /56s. */
  NEWSLETTER_ATTEMPTS_PER_IPV6_48: (per64: number, per56: number): number => Math.min(Math.max(3 * per64, per56), NETWORK_LIMIT_MAX),
}

// security.txt (RFC 9116, app/well-known/security-txt.ts): a comma-separated list of
// `mailto:` or `https:` contacts, and an expiry in the future, less than a year away.
const mailtoContact = z
  .string()
  .startsWith('mailto:')
  .refine((v) => z.email().safeParse(v.slice('mailto:'.length)).success, 'mailto: needs an email address')
const securityContact = z.union([mailtoContact, z.url({ protocol: /^https$/ })], { error: 'expected mailto:<address> or https://…' })
const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const securityExpires = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() > Date.now() && d.getTime() - Date.now() < YEAR_MS, 'must be in the future and less than a year away')

/** The app's settings (getConfig()). */
const APP_SETTINGS = {
  // The public origin every absolute link names; unset or empty, this server's own address
  // (siteOrigin below). Never taken from a request: a Host or X-Forwarded-Host header cannot
  // change a link another visitor is served.
  SITE_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Which proxies may name the client (app/app-http/client-address.ts): a number of hops or their addresses.
  TRUST_PROXY: trustProxySetting,
  GEO_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SUPABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // The web server's Supabase key (docs/decisions/012-newsletter-rights-model.md): a key whose
  // role is chat_control_server, or the service-role key. The public anon key can do nothing.
  SUPABASE_SERVER_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // PostgreSQL itself (app/newsletter/postgres-store.server.ts), shared by several servers.
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/[^/]/.test(v), 'must start with postgres:// or postgresql://'),
  PGLITE_DIR: z.string().default('.data/pglite'),
  // Newsletter mail (docs/decisions/009, app/newsletter/mail/mailer.server.ts): without SMTP_URL,
  // messages are written to OUTBOX_DIR as .eml files and their links are printed.
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^/]/.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Chat Control Info <newsletter@chatcontrol.info>'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  // Write mails to OUTBOX_DIR even though SITE_URL is public (tests, a staging copy): without
  // it, a public site without SMTP_URL does not start.
  MAIL_TO_FOLDER: flag,
  // Confirmation mails (app/newsletter/outbox-sender.server.ts): at most this many leave per
  // hour over all servers, and per second from one server; the rest wait in the database.
  CONFIRMATION_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CONFIRMATION_MAILS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  // The part of that hourly budget only quiet clients' mails may use (no attempt from their
  // networks within the rate-limit window): mails of other clients are queued and claimed
  // only up to CONFIRMATION_MAILS_PER_HOUR − CONFIRMATION_MAILS_RESERVE an hour. Unset: a
  // tenth of CONFIRMATION_MAILS_PER_HOUR (DERIVED_DEFAULTS).
  CONFIRMATION_MAILS_RESERVE: derivedInt(0, 1_000_000),
  // A claimed mail is held by its server for this long from its claim and again from the
  // moment its message starts; a server that dies leaves it to be claimed again after this.
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  // Newsletter form attempts per 10 minutes and server (app/newsletter/rate-limit.server.ts),
  // counted against each network of the client: an IPv4 address; an IPv6 /64, /56 and /48.
  NEWSLETTER_ATTEMPTS_PER_IPV4: z.coerce.number().int().min(1).max(100_000).default(20),
  // The wider networks' limits, unset, derive from the /64's (DERIVED_DEFAULTS).
  NEWSLETTER_ATTEMPTS_PER_IPV6_64: z.coerce.number().int().min(1).max(NETWORK_LIMIT_MAX).default(20),
  NEWSLETTER_ATTEMPTS_PER_IPV6_56: derivedInt(1, NETWORK_LIMIT_MAX),
  NEWSLETTER_ATTEMPTS_PER_IPV6_48: derivedInt(1, NETWORK_LIMIT_MAX),
  // Messages per second of `npm run newsletter:send` (0 = no limit).
  NEWSLETTER_RATE: z.coerce.number().min(0).max(1000).default(5),
  CONTACT_EMAIL_GENERAL: z.email().default('hello@chatcontrol.info'),
  CONTACT_EMAIL_TOOLS: z.email().default('tools@chatcontrol.info'),
  CONTACT_EMAIL_PRESS: z.email().default('press@chatcontrol.info'),
  // The data controller (GDPR Art. 13(1)(a)), shown in the privacy policy and on the
  // contact page. The defaults are deliberately visible placeholders: a public site
  // requires real values (assertProductionConfig below).
  CONTROLLER_NAME: textOr(CONTROLLER_EXAMPLE.name),
  CONTROLLER_ADDRESS: textOr(CONTROLLER_EXAMPLE.address),
  CONTROLLER_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => v ?? CONTROLLER_EXAMPLE.email),

  SECURITY_CONTACT: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((c) => c.trim()) : undefined))
    .pipe(z.array(securityContact).min(1).optional()),
  SECURITY_EXPIRES: securityExpires.optional().or(z.literal('').transform(() => undefined)),
}

const int = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback)
/** A text, trimmed; unset or empty: undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
/** A comma-separated list, each entry trimmed; unset or empty: undefined. */
const optionalList = z
  .string()
  .optional()
  .transform((v) =>
    v
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .transform((list) => (list?.length ? list : undefined))
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback)

/** The Node server's own settings (server/config.ts), besides TRUST_PROXY above. */
const SERVER_SETTINGS = {
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
  /** The build folder: the server answers from it, the build steps write it. */
  DIST_DIR: z.string().default('dist'),
  /**
   * The operator's affiliate links, JSON (server/affiliate-config.ts, README "Affiliate
   * links"). Unset: every /go/ path leads to the brand's official page. Read by the build
   * too, for the /go/ rules of `_redirects` (scripts/static-host.ts).
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
  /** The daily visit files of earlier versions: no longer read; the server says so when it is set (server/serve.ts). */
  VISITS_DIR: optionalText,
}

/** The build steps' own (scripts/precompress.ts, scripts/static-host.ts), besides SITE_URL, DIST_DIR and AFFILIATE_LINKS_FILE above. */
const BUILD_SETTINGS = {
  /**
   * The build's brotli and gzip copies of every page and asset (scripts/precompress.ts): `off`
   * writes none, and the server sends those files uncompressed (it compresses only what it
   * renders per request). For a build served to the tests alone (`npm run build:extra-language`);
   * a public build keeps them.
   */
  PRECOMPRESS: z.enum(['on', 'off']).default('on'),
  /** A CDN in front of the Node server: its https origin, to which `_redirects` proxies /go/*. */
  GO_ORIGIN_URL: optionalText.refine(
    (v) => v === undefined || /^https:\/\/[^/]+\/?$/.test(v),
    'must be an https origin like https://origin.example',
  ),
}

/** The operator commands' own (scripts/newsletter/operator-db.ts): never the web server's. */
const OPERATOR_SETTINGS = {
  /** PostgreSQL as the database owner, for the operator functions; unset: DATABASE_URL. */
  OPERATOR_DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/[^/]/.test(v),
    'must start with postgres:// or postgresql://',
  ),
  /** Supabase's service-role key, which may run the operator functions. */
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
}

/** The development tools' (tests, audit, benchmark, load test), described in each script's header. */
const TOOL_SETTINGS = {
  /** The Chromium the end-to-end tests, the audit and the icon generator launch (scripts/lib/chromium.ts). */
  CHROMIUM_PATH: optionalText,
  CHROME_PATH: optionalText,
  /** PostgreSQL's server binaries for the database tests (scripts/lib/postgres-cluster.ts). */
  PG_BIN: optionalText,
  AUDIT_PORT: port(4290),
  AUDIT_PATHS: optionalList,
  AUDIT_RUNS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional()),
  BENCH_SECONDS: z.coerce.number().positive().default(10),
  BENCH_PORT: port(4191),
  BENCH_ONLY: optionalList.transform((list) => list?.map(Number)).pipe(z.array(z.number().int().min(1)).optional()),
  BENCH_DISTINCT_CLIENTS: flag,
  LOADTEST_PORT: port(4179),
  /** The link check's server (scripts/check-links.ts). */
  LINKS_PORT: port(4293),
  LOADTEST_SECONDS: z.coerce.number().positive().default(60),
  LOADTEST_PHASES: optionalList.transform((list) => list ?? ['posts', 'mixed', 'two-servers']),
  /** Set by npm for a script: the folder the command was typed in, and the script's name (scripts/stats.ts). */
  INIT_CWD: optionalText,
  npm_lifecycle_event: optionalText,
}

/** Every variable the project reads, each defined once. */
export const ENVIRONMENT = z.object({
  ...APP_SETTINGS,
  ...SERVER_SETTINGS,
  ...BUILD_SETTINGS,
  ...OPERATOR_SETTINGS,
  ...TOOL_SETTINGS,
})
type EnvironmentShape = typeof ENVIRONMENT.shape
export type Environment = z.infer<typeof ENVIRONMENT>

/** The part of `ENVIRONMENT` with these variables, to validate them and no others. */
export function pickEnvironment<K extends keyof EnvironmentShape>(names: readonly K[]): z.ZodObject<Pick<EnvironmentShape, K>> {
  const mask = Object.fromEntries(names.map((name) => [name, true]))
  // zod types a mask of literal keys; these are the keys of `names`.
  return ENVIRONMENT.pick(mask as never) as unknown as z.ZodObject<Pick<EnvironmentShape, K>>
}

/**
 * The variables `names` of `env`, validated by `ENVIRONMENT` and with their defaults: how a
 * script reads the environment. A wrong value stops it with a message naming the variable.
 */
export function readEnvironment<K extends keyof EnvironmentShape>(
  names: readonly K[],
  env: NodeJS.ProcessEnv = process.env,
): Pick<Environment, K> {
  return parseEnvironment(pickEnvironment(names), env, 'environment') as unknown as Pick<Environment, K>
}

/** Where the origin of the site's absolute links comes from (siteOrigin). */
export interface SiteOrigin {
  /** The origin, without a trailing slash: `https://chatcontrol.info`, `http://localhost:3000`. */
  url: string
  /** True when SITE_URL names it; false when it is the server's own address (HOST and PORT). */
  configured: boolean
}

/** Addresses that mean "every interface": a server listens on them, a browser cannot reach one. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The origin of every absolute link the site hands out — canonical and hreflang links, Open
 * Graph, JSON-LD, feeds, the sitemap, share links, embed code, calendars, open data, the offline
 * copy, the newsletter's links: SITE_URL when it is set; else the address of the server that
 * was started, `http://<HOST>:<PORT>` (`localhost` when HOST is unset or every interface), so
 * `PORT=4000 npm start` links to port 4000. Decided from configuration alone, never from a
 * request: a Host or X-Forwarded-Host header is whatever a client writes, and a page, feed or
 * sitemap with a forged origin in a cache would be handed to every later visitor.
 */
export function siteOrigin(settings: { SITE_URL?: string | undefined; HOST?: string | undefined; PORT: number }): SiteOrigin {
  if (settings.SITE_URL) return { url: settings.SITE_URL, configured: true }
  if (settings.PORT === 0)
    throw new Error('SITE_URL is unset and PORT=0 (a free port chosen at start): the pages cannot link to it. Set SITE_URL or a PORT.')
  const host = settings.HOST?.trim()
  const name = !host || EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  try {
    return { url: new URL(`http://${name}:${settings.PORT}`).origin, configured: false }
  } catch {
    throw new Error(`SITE_URL is unset and HOST=${host} is not a host name to link to: set SITE_URL.`)
  }
}

/** The origin of the site's links as `env` decides it (siteOrigin): how the build steps and the server read it. */
export function readSiteOrigin(env: NodeJS.ProcessEnv = process.env): SiteOrigin {
  return siteOrigin(readEnvironment(['SITE_URL', 'HOST', 'PORT'], env))
}

export const configSchema = pickEnvironment([...(Object.keys(APP_SETTINGS) as Array<keyof typeof APP_SETTINGS>), 'HOST', 'PORT'])
  // The derived defaults filled in; a conflict that remains names both settings and their
  // values, a derived one marked as the default.
  .transform((raw, ctx) => {
    const value = (name: string, n: number, derived = false) => `${name}=${n}${derived ? ' (its default)' : ''}`
    const perHour = raw.CONFIRMATION_MAILS_PER_HOUR
    // Derived, the reserve is always below the budget: only a set one can conflict.
    const reserve = raw.CONFIRMATION_MAILS_RESERVE ?? DERIVED_DEFAULTS.CONFIRMATION_MAILS_RESERVE(perHour)
    if (reserve >= perHour)
      ctx.issues.push({
        code: 'custom',
        input: raw.CONFIRMATION_MAILS_RESERVE,
        path: ['CONFIRMATION_MAILS_RESERVE'],
        message:
          `must be less than CONFIRMATION_MAILS_PER_HOUR (${value('CONFIRMATION_MAILS_RESERVE', reserve)}, ` +
          `${value('CONFIRMATION_MAILS_PER_HOUR', perHour)}): the rest of the budget is what clients that are not quiet may use. ` +
          'Lower CONFIRMATION_MAILS_RESERVE, or leave it unset for a tenth of the budget.',
      })
    // A wider network holds the narrower ones: its limit is at least theirs. A derived limit
    // always is: only a set /56 below the /64, or a set /48 below the /56, can conflict.
    const per64 = raw.NEWSLETTER_ATTEMPTS_PER_IPV6_64
    const derived56 = raw.NEWSLETTER_ATTEMPTS_PER_IPV6_56 === undefined
    const per56 = raw.NEWSLETTER_ATTEMPTS_PER_IPV6_56 ?? DERIVED_DEFAULTS.NEWSLETTER_ATTEMPTS_PER_IPV6_56(per64)
    const per48 = raw.NEWSLETTER_ATTEMPTS_PER_IPV6_48 ?? DERIVED_DEFAULTS.NEWSLETTER_ATTEMPTS_PER_IPV6_48(per64, per56)
    const conflict =
      per56 < per64
        ? ([
            'NEWSLETTER_ATTEMPTS_PER_IPV6_56',
            `${value('NEWSLETTER_ATTEMPTS_PER_IPV6_56', per56)} < ${value('NEWSLETTER_ATTEMPTS_PER_IPV6_64', per64)}`,
          ] as const)
        : per48 < per56
          ? ([
              'NEWSLETTER_ATTEMPTS_PER_IPV6_48',
              `${value('NEWSLETTER_ATTEMPTS_PER_IPV6_48', per48)} < ${value('NEWSLETTER_ATTEMPTS_PER_IPV6_56', per56, derived56)}`,
            ] as const)
          : undefined
    if (conflict)
      ctx.issues.push({
        code: 'custom',
        input: raw[conflict[0]],
        path: [conflict[0]],
        message: `the limits must grow with the network: /64 ≤ /56 ≤ /48, but ${conflict[1]}. Unset, /56 is twice the /64 limit and /48 three times (at least the /56 limit).`,
      })
    let origin: SiteOrigin = { url: '', configured: false }
    try {
      origin = siteOrigin(raw)
    } catch (error) {
      ctx.issues.push({ code: 'custom', input: raw.SITE_URL, path: ['SITE_URL'], message: (error as Error).message })
    }
    return {
      ...raw,
      SITE_URL: origin.url,
      CONFIRMATION_MAILS_RESERVE: reserve,
      NEWSLETTER_ATTEMPTS_PER_IPV6_56: per56,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: per48,
    }
  })
  .superRefine((config, ctx) => {
    // The privacy policy promises that the visitor's IP address is sent to no other company
    // (app/content/legal/privacy-policy.ts, docs/product.md#language-resolution): a public
    // site may only ask a geolocation service on the operator's own machine or network.
    if (config.GEO_API_URL && isPublicSite({ SITE_URL: config.SITE_URL }) && !isOnOwnNetwork(config.GEO_API_URL))
      ctx.addIssue({
        code: 'custom',
        path: ['GEO_API_URL'],
        message:
          `${new URL(config.GEO_API_URL).host} is not on this machine or a private network: the privacy policy promises ` +
          "that visitors' IP addresses are sent to no other company. Run the service yourself (localhost or a private address) or leave GEO_API_URL empty.",
      })
  })

/** The app's settings (getConfig); the Node server's own are NodeServerConfig (server/config.ts). */
export type AppConfig = z.infer<typeof configSchema>

let cached: AppConfig | undefined

/**
 * The environment read through `configSchema`, or an error that names every variable
 * that is wrong and why (the app's settings here, the Node server's in server/config.ts).
 */
export function parseEnvironment<T extends z.ZodType>(configSchema: T, env: NodeJS.ProcessEnv, what = 'configuration'): z.infer<T> {
  const parsed = configSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const details = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
  throw new Error(`Invalid ${what} (see .env.example):\n${details}`)
}

export function getConfig(): AppConfig {
  cached ??= parseEnvironment(configSchema, process.env)
  return cached
}

/**
 * Where the subscribers are (README, "Where subscriptions are stored"): PostgreSQL with
 * DATABASE_URL, else Supabase with SUPABASE_URL, else the PGlite folder. The server
 * (app/newsletter/store.server.ts) and the operator commands (scripts/newsletter/operator-db.ts)
 * choose by this one rule.
 */
export function subscriberDatabase(config: Pick<AppConfig, 'DATABASE_URL' | 'SUPABASE_URL'>): 'postgres' | 'supabase' | 'pglite' {
  return config.DATABASE_URL ? 'postgres' : config.SUPABASE_URL ? 'supabase' : 'pglite'
}

/** The variables a production start cannot do without (GDPR Art. 13(1)(a): who the controller is). */
const PRODUCTION_REQUIRED = ['CONTROLLER_NAME', 'CONTROLLER_ADDRESS', 'CONTROLLER_EMAIL'] as const

/**
 * A build or server for a public origin is production: SITE_URL names a host other
 * than this machine. (NODE_ENV cannot tell: Vite sets it to production for every
 * build, `npm start`'s local one included.)
 */
function isPublicSite(env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    const host = new URL(env.SITE_URL || 'http://localhost:3000').hostname
    return !['localhost', '127.0.0.1', '[::1]', '::1'].includes(host)
  } catch {
    return true // an unreadable SITE_URL is refused by the schema anyway
  }
}

/** This machine and the private networks (RFC 1918, RFC 4193). */
const OWN_NETWORK = addressList('127.0.0.0/8, ::1, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7', 'OWN_NETWORK')

/** Whether a URL's host is this machine or a private network address: never a name another party resolves. */
function isOnOwnNetwork(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || inAddressList(OWN_NETWORK, host)
}

/**
 * For a public site (isPublicSite), stops with a clear message when the controller's
 * identity is not configured (unset, empty or still the example value). Called when the
 * server entry is loaded (app/server.ts) — at the server's start and also while
 * `vite build` prerenders the pages, so example values can never be baked into a public
 * site's pages — and again where the values are read (app/contact/contact.server.ts).
 * A local site (`npm start` on localhost) shows the obvious example values instead.
 */
export function assertProductionConfig(env: NodeJS.ProcessEnv = process.env): void {
  if (!isPublicSite(env)) return
  const examples: Record<(typeof PRODUCTION_REQUIRED)[number], string> = {
    CONTROLLER_NAME: CONTROLLER_EXAMPLE.name,
    CONTROLLER_ADDRESS: CONTROLLER_EXAMPLE.address,
    CONTROLLER_EMAIL: CONTROLLER_EXAMPLE.email,
  }
  const missing = PRODUCTION_REQUIRED.filter((name) => {
    const value = env[name]?.trim()
    return !value || value === examples[name]
  })
  if (missing.length === 0) return
  throw new Error(
    `Missing configuration for production (SITE_URL=${env.SITE_URL}): ${missing.join(', ')}.\n` +
      'The privacy policy and the contact page must name the data controller (GDPR Art. 13(1)(a)): ' +
      'set CONTROLLER_NAME (legal name), CONTROLLER_ADDRESS (postal address) and CONTROLLER_EMAIL ' +
      '(contact address) in the environment of `npm run build` and of the server. See .env.example.',
  )
}

/**
 * Why a server start is a production start, or undefined for a local one: NODE_ENV=production
 * in the server's environment (docs/operating.md, "Deploy": the service's .env sets it), or
 * TRUST_PROXY set — behind a proxy, visitors reach the server at the proxy's address, which
 * the server cannot know. (The build cannot tell: Vite sets NODE_ENV=production for every build.)
 */
export function productionStart(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production'
  if (env.TRUST_PROXY?.trim()) return `TRUST_PROXY=${env.TRUST_PROXY.trim()}`
  return undefined
}

/**
 * A production start without SITE_URL stops (server/serve.ts, server/start.ts): its links would
 * name the server's own address (siteOrigin), which no visitor can reach.
 */
export function assertSiteUrlForProduction(env: NodeJS.ProcessEnv = process.env): void {
  const production = productionStart(env)
  if (!production || env.SITE_URL?.trim()) return
  let own = "the server's own address"
  try {
    own = readSiteOrigin(env).url
  } catch {
    // PORT=0 or an unreadable HOST: the message below says enough.
  }
  throw new Error(
    `SITE_URL is unset on a production start (${production}): links in pages, feeds, the sitemap and mails would point at ` +
      `${own}, not at the public site. Set SITE_URL to the public origin (https://…) for npm run build and the server (docs/operating.md, "Deploy").`,
  )
}

/**
 * What the newsletter needs before the server starts (app/newsletter/maintenance.server.ts):
 * a public site mails its confirmation links through SMTP_URL — without it they would
 * pile up, addresses included, in OUTBOX_DIR — and Supabase needs the server's key.
 */
export function assertNewsletterConfig(config: AppConfig = getConfig(), env: NodeJS.ProcessEnv = process.env): void {
  const problems: string[] = []
  if (isPublicSite({ SITE_URL: config.SITE_URL }) && !config.SMTP_URL && !config.MAIL_TO_FOLDER)
    problems.push(
      `SITE_URL=${config.SITE_URL} is public but SMTP_URL is not set: confirmation mails would only be written to ${config.OUTBOX_DIR}. ` +
        'Set SMTP_URL (smtp://user:password@host:587), or MAIL_TO_FOLDER=1 for a test copy of the site.',
    )
  if (env.SUPABASE_ANON_KEY)
    problems.push(
      'SUPABASE_ANON_KEY is no longer used: the public key can do nothing with newsletter data. ' +
        'Set SUPABASE_SERVER_KEY to the server key (README, "Newsletter on Supabase") and remove SUPABASE_ANON_KEY.',
    )
  if (config.SUPABASE_URL && !config.SUPABASE_SERVER_KEY && !config.DATABASE_URL)
    problems.push('SUPABASE_URL is set without SUPABASE_SERVER_KEY (README, "Newsletter on Supabase").')
  if (problems.length) throw new Error(`Newsletter configuration:\n  ${problems.join('\n  ')}`)
}
