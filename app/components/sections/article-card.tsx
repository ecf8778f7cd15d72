import { useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import type { NewsArticle, NewsCategory } from '~/content/news'
import { formatDay, formatMonthYear } from '~/content/format'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'
import { pill } from './styles'
import { Message } from '~/i18n/fallback'

/**
 * Badge rules of docs/product.md#display-rules: urgent articles get a pulsing dot and a highlighted badge,
 * high-impact ones a primary badge, the others a muted badge.
 */
function badgeClass(article: NewsArticle): string {
  if (article.urgent) return 'bg-destructive text-destructive-foreground'
  if (article.impact === 'high') return 'bg-primary text-primary-foreground'
  return 'bg-muted text-muted-foreground'
}

/**
 * `extra`: beyond the 'Recent' count — hidden until the visitor asks for all news
 * (while the view-all `<details>` is open, see news-section.tsx and styles.css).
 */
export function ArticleCard({ article, extra = false }: { article: NewsArticle; extra?: boolean }) {
  const { t } = useLingui()
  const lang = useLang()
  const category: Record<NewsCategory, string> = {
    Breaking: t({
      message: `Breaking`,
      comment: 'Home page, "Latest News" section (#news): category label on a news card for breaking news. One word, shown in capitals.',
    }),
    Update: t({
      message: `Update`,
      comment: 'Home page, "Latest News" section (#news): category label on a news card for a news update. One word, shown in capitals.',
    }),
    Analysis: t({
      message: `Analysis`,
      comment: 'Home page, "Latest News" section (#news): category label on a news card for an analysis. One word, shown in capitals.',
    }),
  }
  const time = article.datePrecision === 'month' ? formatMonthYear(article.date, lang) : formatDay(article.date, lang)
  return (
    <li
      data-urgent={article.urgent || undefined}
      className={`rounded-2xl border bg-card p-6 shadow-sm ${article.urgent ? 'border-destructive/50' : 'border-border'} ${
        extra ? 'news-extra' : ''
      }`}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className={`${pill} ${badgeClass(article)}`} data-badge>
          {article.urgent && <span aria-hidden className="size-2 rounded-full bg-current motion-safe:animate-pulse" data-pulse />}
          {category[article.category]}
          {article.urgent && (
            <span className="sr-only">
              ,{' '}
              {t({
                message: `urgent`,
                comment:
                  'Home page, "Latest News" section (#news): read by screen readers only, after the category of an urgent news card (", urgent"). Lower case.',
              })}
            </span>
          )}
        </span>
        <time dateTime={article.date} className="text-muted-foreground">
          {time}
        </time>
      </div>
      <h4 className="mt-3 text-lg font-bold text-balance">
        <Message of={article.title} />
      </h4>
      <p className="mt-2 text-muted-foreground">
        <Message of={article.excerpt} />
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">{article.source}</span>
        <ExternalLink href={article.url} kind="nofollow" className={buttonVariants({ variant: 'link', size: 'inline' })}>
          {t({
            message: `Read Full Article`,
            comment:
              'Home page, "Latest News" section (#news): link of a news card to the publisher’s article. Short: about 25 characters.',
          })}
          <span className="sr-only">
            : <Message of={article.title} />
          </span>
          <ArrowUpRight aria-hidden className="size-4" />
        </ExternalLink>
      </div>
    </li>
  )
}
