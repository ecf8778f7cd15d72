/**
 * The operator functions of supabase/migrations/ (service_role only) and their
 * arguments, in one place for the four ways of calling them
 * (scripts/newsletter/operator-db.ts): Supabase RPC, SQL on PostgreSQL, SQL on a PGlite
 * folder, and the running server's PGlite through its operator socket
 * (operator-bridge.server.ts).
 */
const OPERATOR_FUNCTIONS = {
  chat_control_purge: [],
  chat_control_recipients: ['issue', 'after_id', 'max_rows'],
  chat_control_interrupted: ['issue'],
  chat_control_unfinished: ['issue'],
  chat_control_claim: ['issue', 'subscriber', 'token_hash', 'resend_interrupted', 'run', 'lease_seconds'],
  chat_control_record: ['issue', 'subscriber', 'outcome', 'error', 'run'],
  chat_control_forget: ['address'],
  chat_control_export: ['include_all', 'after_id', 'max_rows'],
  // npm run stats (scripts/stats.ts): counts only, no address
  // (supabase/migrations/20261125050000_operator_stats.sql).
  chat_control_stats_views: ['since'],
  chat_control_stats_clicks: ['since'],
  chat_control_stats_subscribers: [],
  chat_control_stats_changes: ['since'],
  chat_control_stats_outbox: [],
  chat_control_stats_issue: [],
} as const satisfies Record<string, readonly string[]>

export type OperatorFunction = keyof typeof OPERATOR_FUNCTIONS
export type OperatorArgs = Record<string, string | number | boolean | null>

export function isOperatorFunction(name: unknown): name is OperatorFunction {
  return typeof name === 'string' && Object.hasOwn(OPERATOR_FUNCTIONS, name)
}

/** `select * from public.fn(a => $1, …)` for the given arguments, checked against the list above. */
export function operatorCall(fn: OperatorFunction, args: OperatorArgs): { sql: string; params: unknown[] } {
  const allowed: readonly string[] = OPERATOR_FUNCTIONS[fn]
  const names = Object.keys(args).filter((name) => args[name] !== undefined)
  for (const name of names) if (!allowed.includes(name)) throw new Error(`${fn} has no argument ${name}`)
  return {
    sql: `select * from public.${fn}(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')})`,
    params: names.map((name) => args[name]),
  }
}

/** Anything that runs an operator function and returns its rows. */
export interface OperatorDb {
  readonly description: string
  call<T = Record<string, unknown>>(fn: OperatorFunction, args?: OperatorArgs): Promise<T[]>
  close(): Promise<void>
}
