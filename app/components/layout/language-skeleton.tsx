import { useLingui } from '@lingui/react/macro'

const block = 'animate-pulse rounded-lg bg-muted'

/**
 * The loading skeleton (docs/product.md#loading-skeleton): header bar, title block, hero block, three cards.
 * Always in the HTML but only visible (by CSS) while <html data-lang-pending> is set,
 * i.e. while the geolocation call decides the language.
 */
export function LanguageSkeleton() {
  const { t } = useLingui()
  return (
    <div className="lang-skeleton" role="status" aria-live="polite">
      <span className="sr-only">
        {t({
          message: `Loading...`,
          comment: 'Read by screen readers only while the page decides which language to show (a few hundred milliseconds at most).',
        })}
      </span>
      <div aria-hidden className="h-16 border-b border-border bg-card" data-testid="skeleton-header" />
      <div aria-hidden className="mx-auto max-w-6xl space-y-8 px-4 py-12">
        <div className={`${block} mx-auto h-10 w-2/3`} data-testid="skeleton-title" />
        <div className={`${block} h-56 w-full`} data-testid="skeleton-hero" />
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`${block} h-40`} data-testid="skeleton-card" />
          ))}
        </div>
      </div>
    </div>
  )
}
