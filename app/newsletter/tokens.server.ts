import { createHash, randomBytes } from 'node:crypto'

/**
 * Single-use links of the newsletter (confirm, unsubscribe): 43 base64url characters.
 * An issue's unsubscribe token is drawn here (256 random bits); a confirmation token is
 * drawn by the database (chat_control_subscribe). Only the SHA-256 is stored (hex), so a
 * copy of the database cannot be turned back into working links. The database computes
 * the same hash (chat_control_token_hash in supabase/migrations/).
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
