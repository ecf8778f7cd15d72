import type { NewsletterStore, NewSubscription } from '~/newsletter/store'

/**
 * A stand-in for the database in tests of the request handlers' own logic (validation,
 * honeypot, rate limit, timeouts, redirects). What the database decides is tested on
 * the real thing: tests/unit/db-store-contract.test.ts and scripts/test-postgres.ts.
 */
export function stubStore(overrides: Partial<NewsletterStore> = {}): NewsletterStore & { rows: NewSubscription[] } {
  const rows: NewSubscription[] = []
  return {
    kind: 'pglite',
    rows,
    async subscribe(row) {
      rows.push(row)
    },
    confirm: async () => 'invalid' as const,
    unsubscribe: async () => 'invalid' as const,
    claimMails: async () => [],
    holdMail: async () => true,
    mailSent: async () => true,
    mailFailed: async () => true,
    dailyPurge: async () => null,
    outboxDepth: async () => 0,
    healthy: async () => true,
    close: async () => {},
    ...overrides,
  }
}
