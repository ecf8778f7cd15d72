import { useLingui } from '@lingui/react/macro'
import { Radio } from 'lucide-react'
import { NEWS_ARTICLES, RECENT_COUNT } from '~/content/news'
import { ArticleCard } from './article-card'
import { CountryTracker } from './country-tracker'
import { ActionBox } from './action-box'
import { pill, sectionHeading, sectionLead } from './styles'
import { SectionSentinel } from './section-sentinel'

/** The id of the article list (the tests find it by this id). */
const NEWS_LIST_ID = 'news-list'

/** News section heading: the 'Live Updates' badge, title and lead. */
export function NewsIntro() {
  const { t } = useLingui()
  return (
    <>
      <SectionSentinel section="news" />
      <p className={`${pill} bg-destructive/10 text-destructive`}>
        <Radio aria-hidden className="size-4 motion-safe:animate-pulse" />
        {t`Live Updates`}
      </p>
      <h2 id="news-title" className={`mt-4 ${sectionHeading}`}>
        {t`Latest News`}
      </h2>
      <p className={sectionLead}>{t`Where Chat Control stands in Brussels and in the capitals.`}</p>
    </>
  )
}

/** The 'Recent' list: every article is in the HTML, those beyond the recent count hidden. */
export function NewsArticles() {
  const { t } = useLingui()
  return (
    <>
      <h3 className="text-xl font-bold">{t`Recent`}</h3>
      <ul id={NEWS_LIST_ID} className="mt-4 space-y-5">
        {NEWS_ARTICLES.map((article, index) => (
          <ArticleCard key={article.id} article={article} extra={index >= RECENT_COUNT} />
        ))}
      </ul>
    </>
  )
}

/** The second column: country positions and the call to action. */
export function NewsAside() {
  return (
    <div className="min-w-0 space-y-8">
      <CountryTracker />
      <ActionBox />
    </div>
  )
}
