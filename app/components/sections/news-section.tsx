import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { NewsAside, NewsArticles, NewsIntro } from './news-content'
import { buttonVariants } from '~/ui/button'

/**
 * News (docs/product.md#news-section, anchor `news`): the 'Recent' article list with a view-all control,
 * and a second column with the country tracker and the action box.
 *
 * View all is HTML: a `<details>` after the list. Every article is in the page; those
 * beyond the recent ones are shown by CSS while it is open (`.news-all:has(…[open])`,
 * styles.css). It needs no JavaScript before, during or after hydration, so the whole
 * section stays static server HTML (home-page.tsx).
 */
export function NewsSection() {
  const { t } = useLingui()
  return (
    <section id="news" aria-labelledby="news-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <NewsIntro />
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="news-all min-w-0">
          <NewsArticles />
          <details className="news-toggle group/toggle mt-6">
            <summary
              className={buttonVariants({
                variant: 'secondary',
                width: 'full',
                className: 'cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden',
              })}
            >
              <span className="group-open/toggle:hidden">
                {t({
                  message: `View All News`,
                  comment:
                    'Home page, "Latest News" section (#news): button under the news cards that shows the older ones. Short: about 30 characters.',
                })}
              </span>
              <span className="hidden group-open/toggle:inline">
                {t({
                  message: `Show fewer articles`,
                  comment:
                    'Home page, "Latest News" section (#news): the same button once all news are shown; it hides the older ones again.',
                })}
              </span>
              <ChevronDown aria-hidden className="size-4 transition-transform group-open/toggle:rotate-180" />
            </summary>
          </details>
        </div>
        <NewsAside />
      </div>
    </section>
  )
}
