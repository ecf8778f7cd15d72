import type { SupabaseClient } from '@supabase/supabase-js'
import { asConfirmResult, asUnsubscribeResult, UNIQUE_VIOLATION, type NewsletterStore, type Subscription } from './store'

const TABLE = 'chat_control'

/**
 * Supabase adapter: an INSERT into `chat_control` and the RPCs confirm(token) and
 * unsubscribe(token) through the REST API with the public anon key, server side
 * only, no session. The migrations let that key do these three things and nothing else.
 */
export function createSupabaseStore({ url, anonKey }: { url: string; anonKey: string }): NewsletterStore {
  // Loaded on first use: a site on PGlite never loads supabase-js.
  let client: Promise<SupabaseClient> | undefined
  const getClient = () =>
    (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    ))

  return {
    kind: 'supabase',
    async add({ email, language, confirmTokenHash }: Subscription, signal: AbortSignal) {
      // No .select(): the anon role may not read the row back (Prefer: return=minimal).
      const { error, status } = await (
        await getClient()
      )
        .from(TABLE)
        .insert({ email, language, confirm_token_hash: confirmTokenHash })
        .abortSignal(signal)
      if (!error) return 'created'
      if (error.code === UNIQUE_VIOLATION || status === 409) return 'duplicate'
      throw new Error(`Supabase insert failed (HTTP ${status}${error.code ? `, ${error.code}` : ''}): ${error.message}`)
    },
    async confirm(token, signal) {
      const { data, error, status } = await (await getClient()).rpc('confirm', { token }).abortSignal(signal)
      if (error) throw new Error(`Supabase confirm() failed (HTTP ${status}): ${error.message}`)
      return asConfirmResult(data)
    },
    async unsubscribe(token, signal) {
      const { data, error, status } = await (await getClient()).rpc('unsubscribe', { token }).abortSignal(signal)
      if (error) throw new Error(`Supabase unsubscribe() failed (HTTP ${status}): ${error.message}`)
      return asUnsubscribeResult(data)
    },
    async healthy() {
      // Any HTTP answer from the REST endpoint means the project is reachable;
      // the anon key cannot read the table, so no query is possible.
      const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/`, {
        headers: { apikey: anonKey },
        signal: AbortSignal.timeout(2500),
      })
      await response.body?.cancel()
      return response.status < 500
    },
    async close() {},
  }
}
