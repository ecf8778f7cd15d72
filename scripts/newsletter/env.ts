import { loadDotEnv, ROOT } from '../../server/config'

export { ROOT }

/**
 * The operator commands' configuration is the server's (server/config.ts): the environment
 * plus the project's .env file (see .env.example). They run in the project folder, so the
 * relative folders (PGLITE_DIR, OUTBOX_DIR) are the server's too. Called by runCommand
 * (scripts/newsletter/operator-db.ts) before a command does anything.
 */
export function enterProjectEnvironment(): void {
  loadDotEnv()
  process.chdir(ROOT)
}
