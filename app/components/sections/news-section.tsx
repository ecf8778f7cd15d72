import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { StaticIsland } from '~/components/island/static-island'
import { homeIsland, NEWS_LIST_ID } from '~/components/pages/home-island'
import { buttonSecondary } from './styles'

/**
 * News (docs/product.md#news-section, anchor `news`): the 'Recent' article list with a view-all button,
 * and a second column with the country tracker and the action box. Everything but
 * the button is static content (a static island); the button shows the articles
 * beyond the recent ones through `data-expanded` on their common ancestor.
 */
export function NewsSection() {
  const { t } = useLingui()
  const [showAll, setShowAll] = useState(false)
  return (
    <section id="news" aria-labelledby="news-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <StaticIsland island={homeIsland} render={(m) => <m.NewsIntro />} />
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="group/news min-w-0" data-expanded={showAll || undefined}>
          <StaticIsland island={homeIsland} render={(m) => <m.NewsArticles />} />
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={NEWS_LIST_ID}
            onClick={() => setShowAll((v) => !v)}
            className={`${buttonSecondary} mt-6 w-full sm:w-auto`}
          >
            {showAll ? t`Show fewer articles` : t`View All News`}
            <ChevronDown aria-hidden className={`size-4 transition-transform ${showAll ? 'rotate-180' : ''}`} />
          </button>
        </div>
        <StaticIsland island={homeIsland} render={(m) => <m.NewsAside />} />
      </div>
    </section>
  )
}
