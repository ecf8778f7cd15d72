import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project folder: the operator commands run from anywhere. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

// Same configuration as the server (server/serve.ts): the environment, plus the
// project's .env file if there is one (see .env.example). Relative folders
// (PGLITE_DIR, OUTBOX_DIR) are relative to the project, as for the server.
const envFile = resolve(ROOT, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
process.chdir(ROOT)
