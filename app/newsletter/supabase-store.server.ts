import type { SupabaseClient } from '@supabase/supabase-js'
import { abortable, asConfirmResult, asPurgeResult, asQueuedMails, asUnsubscribeResult, type SiteStore } from './store'

/**
 * Supabase over HTTP: the same SQL functions as the other adapters, as RPCs through the
 * REST API with the server's key (SUPABASE_SERVER_KEY: a key whose role is
 * chat_control_server, or the service-role key), server side only, no session. The
 * public anon key can do nothing with newsletter data (docs/decisions/012-newsletter-rights-model.md).
 */
export function createSupabaseStore({ url, serverKey }: { url: string; serverKey: string }): SiteStore {
  // Loaded on first use: a site on PGlite never loads supabase-js.
  let client: Promise<SupabaseClient> | undefined
  const getClient = () =>
    (client ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(url, serverKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    ))

  async function rpc(fn: string, args: Record<string, unknown>, signal: AbortSignal = AbortSignal.timeout(10_000)): Promise<unknown> {
    const { data, error, status } = await abortable(
      getClient().then((c) => c.rpc(fn, args).abortSignal(signal)),
      signal,
    )
    if (error) throw new Error(`Supabase ${fn}() failed (HTTP ${status}${error.code ? `, ${error.code}` : ''}): ${error.message}`)
    return data
  }

  return {
    kind: 'supabase',
    async subscribe({ email, language, quiet = false, hourlyCap }, signal) {
      await rpc('chat_control_subscribe', { address: email, lang: language, quiet, hourly_cap: hourlyCap ?? null }, signal)
    },
    confirm: async (token, signal) => asConfirmResult(await rpc('confirm', { token }, signal)),
    unsubscribe: async (token, signal) => asUnsubscribeResult(await rpc('unsubscribe', { token }, signal)),
    claimMails: async ({ max, hourlyBudget, leaseSeconds, sender, reserve }) =>
      asQueuedMails(
        (await rpc('chat_control_outbox_claim', {
          max_rows: max,
          hourly_budget: hourlyBudget,
          lease_seconds: leaseSeconds,
          sender,
          reserve,
        })) ?? [],
      ),
    holdMail: async (id, sender, leaseSeconds) =>
      (await rpc('chat_control_outbox_hold', { mail: id, sender, lease_seconds: leaseSeconds })) === true,
    mailSent: async (id, sender) => (await rpc('chat_control_outbox_sent', { mail: id, sender })) === true,
    mailFailed: async (id, sender) => (await rpc('chat_control_outbox_failed', { mail: id, sender })) === true,
    dailyPurge: async () => asPurgeResult(await rpc('chat_control_daily_purge', {})),
    async countViews(day, paths, langs, counts) {
      await rpc('chat_control_count_views', { p_day: day, p_paths: paths, p_langs: langs, p_counts: counts })
    },
    async countClicks(day, tools, counts) {
      await rpc('chat_control_count_clicks', { p_day: day, p_tools: tools, p_counts: counts })
    },
    async purgeCounters() {
      await rpc('chat_control_purge_counters', {})
    },
    outboxDepth: async () => Number((await rpc('chat_control_outbox_depth', {})) ?? 0),
    async healthy() {
      // Any HTTP answer from the REST endpoint means the project is reachable.
      const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/`, {
        headers: { apikey: serverKey },
        signal: AbortSignal.timeout(2500),
      })
      await response.body?.cancel()
      return response.status < 500
    },
    async close() {},
  }
}
