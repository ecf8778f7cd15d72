// A throw-away data folder for a production server under load or audit (scripts/bench.ts,
// scripts/loadtest.ts, scripts/audit.ts): its PGlite database, page-view counts and mail
// outbox, so a run never writes into the developer's .data/ and never reaches a mail server
// of their .env (the settings are app/config.server.ts's and server/config.ts's).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ScratchData {
  dir: string
  /** The server's environment for this folder. */
  env: Record<string, string>
  /** The addresses in the newsletter table (`chat_control`), once the server has stopped. */
  storedEmails(): Promise<string[]>
  remove(): void
}

export function scratchData(prefix: string): ScratchData {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  const pglite = join(dir, 'pglite')
  return {
    dir,
    env: {
      PGLITE_DIR: pglite,
      // Confirmation mails become .eml files in the folder (app/newsletter/mail/mailer.server.ts).
      OUTBOX_DIR: join(dir, 'outbox'),
      SMTP_URL: '',
      // A public SITE_URL without SMTP_URL needs this to start (app/config.server.ts).
      MAIL_TO_FOLDER: '1',
      // Empty values win over a developer's .env: always the embedded PGlite in this
      // folder, never their Supabase project or geolocation service.
      SUPABASE_URL: '',
      SUPABASE_SERVER_KEY: '',
      DATABASE_URL: '',
      GEO_API_URL: '',
    },
    async storedEmails() {
      const { PGlite } = await import('@electric-sql/pglite')
      const db = await PGlite.create(pglite)
      try {
        return (await db.query<{ email: string }>('select email from public.chat_control')).rows.map((r) => r.email)
      } finally {
        await db.close()
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
