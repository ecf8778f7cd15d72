import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, Radio } from 'lucide-react'
import { NEWS_ARTICLES, RECENT_COUNT } from '~/content/news'
import { ArticleCard } from './article-card'
import { CountryTracker } from './country-tracker'
import { ActionBox } from './action-box'
import { buttonSecondary, pill, sectionHeading, sectionLead } from './styles'
import { SectionSentinel } from './section-sentinel'

/**
 * News (spec §2.2, anchor `news`): the 'Recent' article list with a view-all button,
 * and a second column with the country tracker and the action box.
 */
export function NewsSection() {
  const { t } = useLingui()
  const [showAll, setShowAll] = useState(false)
  const listId = useId()
  const articles = showAll ? NEWS_ARTICLES : NEWS_ARTICLES.slice(0, RECENT_COUNT)
  return (
    <section id="news" aria-labelledby="news-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <SectionSentinel section="news" />
      <p className={`${pill} bg-destructive/10 text-destructive`}>
        <Radio aria-hidden className="size-4 motion-safe:animate-pulse" />
        {t`Live Updates`}
      </p>
      <h2 id="news-title" className={`mt-4 ${sectionHeading}`}>
        {t`Latest News`}
      </h2>
      <p className={sectionLead}>{t`Where Chat Control stands in Brussels and in the capitals.`}</p>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <h3 className="text-xl font-bold">{t`Recent`}</h3>
          <ul id={listId} className="mt-4 space-y-5">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
          {NEWS_ARTICLES.length > RECENT_COUNT && (
            <button
              type="button"
              aria-expanded={showAll}
              aria-controls={listId}
              onClick={() => setShowAll((v) => !v)}
              className={`${buttonSecondary} mt-6 w-full sm:w-auto`}
            >
              {showAll ? t`Show fewer articles` : t`View All News`}
              <ChevronDown aria-hidden className={`size-4 transition-transform ${showAll ? 'rotate-180' : ''}`} />
            </button>
          )}
        </div>
        <div className="min-w-0 space-y-8">
          <CountryTracker />
          <ActionBox />
        </div>
      </div>
    </section>
  )
}
