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

const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000').transform((u) => u.replace(/\/+$/, '')),
  TRUST_PROXY: flag,
  GEO_API_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SUPABASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SUPABASE_ANON_KEY: z.string().optional().transform((v) => v || undefined),
  PGLITE_DIR: z.string().default('.data/pglite'),
  // Newsletter mail (issue 14, app/newsletter/mail/mailer.server.ts): without SMTP_URL,
  // messages are written to OUTBOX_DIR as .eml files and their links are printed.
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^/]/.test(v), 'must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Chat Control Info <newsletter@chatcontrol.info>'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
  // Messages per second of `npm run newsletter:send` (0 = no limit).
  NEWSLETTER_RATE: z.coerce.number().min(0).max(1000).default(5),
  CONTACT_EMAIL_GENERAL: z.email().default('hello@chatcontrol.info'),
  CONTACT_EMAIL_TOOLS: z.email().default('tools@chatcontrol.info'),
  CONTACT_EMAIL_PRESS: z.email().default('press@chatcontrol.info'),
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
