import { z } from 'zod'

/**
 * Server configuration, read from the environment once and validated
 * (documented in .env.example). Invalid values stop the server at start-up with a
 * readable message instead of failing later on a visitor's request.
 */
const flag = z
  .enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on')

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

const schema = z.object({
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  TRUST_PROXY: flag,
  GEO_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SUPABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SUPABASE_ANON_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  PGLITE_DIR: z.string().default('.data/pglite'),
  CONTACT_EMAIL_GENERAL: z.email().default('hello@chatcontrol.info'),
  CONTACT_EMAIL_TOOLS: z.email().default('tools@chatcontrol.info'),
  CONTACT_EMAIL_PRESS: z.email().default('press@chatcontrol.info'),
  SECURITY_CONTACT: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((c) => c.trim()) : undefined))
    .pipe(z.array(securityContact).min(1).optional()),
  SECURITY_EXPIRES: securityExpires.optional().or(z.literal('').transform(() => undefined)),
})

export type ServerConfig = z.infer<typeof schema>

let cached: ServerConfig | undefined

export function getConfig(): ServerConfig {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration (see .env.example):\n${details}`)
  }
  cached = parsed.data
  return cached
}
