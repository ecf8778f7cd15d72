import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { useLangParam, useLang } from '~/i18n/use-lang'
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
  const asOf = formatDay(AS_OF, useLang())
  const langParam = useLangParam()
  return (
    <>
      <SectionSentinel section="news" />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className={`${pill} bg-destructive/10 text-destructive`}>
          <Radio aria-hidden className="size-4" />
          {t({
            message: `Live Updates`,
            comment: 'Home page, "Latest News" section (#news): badge above the heading. Short: about 15 characters.',
          })}
        </span>
        <span className="text-sm font-medium text-muted-foreground" data-as-of>
          <Trans comment="Beside the news section's 'Live Updates' badge. asOf: the day the site describes.">
            as of <time dateTime={AS_OF}>{asOf}</time>
          </Trans>
        </span>
      </p>
      <h2 id="news-title" className={`mt-4 ${sectionHeading}`}>
        {t({
          message: `Latest News`,
          comment: 'Home page: heading of the "Latest News" section (#news); also its label in the footer and the floating bar.',
        })}
      </h2>
      <p className={sectionLead}>
        <Trans comment="Lead of the news section. asOf: the day the site describes; the link goes to the updates page.">
          Where Chat Control stood in Brussels and in the capitals on {asOf}.{' '}
          <Link to="/{-$lang}/updates" params={{ lang: langParam }} className="font-semibold text-primary underline underline-offset-4">
            What happened since
          </Link>
        </Trans>
      </p>
    </>
  )
}

/** The 'Recent' list: every article is in the HTML, those beyond the recent count hidden. */
export function NewsArticles() {
  const { t } = useLingui()
  return (
    <>
      <h3 className="text-xl font-bold">
        {t({
          message: `Recent`,
          comment: 'Home page, "Latest News" section (#news): heading above the list of the most recent news cards. One word.',
        })}
      </h3>
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
