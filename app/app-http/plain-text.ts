/** Headers of every short plain-text answer (refusals, errors): never cached. */
export const PLAIN_TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } as const

/** A short plain-text answer: a refusal, an error, a 429 with its Retry-After. */
export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...PLAIN_TEXT_HEADERS, ...headers } })
}
