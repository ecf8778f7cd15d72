import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { memberState } from '~/content/member-state'
import { COUNTRY_ROUTE_ID } from '~/i18n/slugs'
import { useLangParam } from '~/i18n/use-lang'
import { SEO_ENTRIES } from '~/seo/seo-entries'
import type { SearchGroup, SearchKind, SearchTarget } from '~/search/match'
import { SimplePage } from '~/components/pages/simple-page'
import { SiteSearchForm } from './search-form'
import { Message } from '~/i18n/fallback'

/** The heading of each kind of result. */
const KIND_HEADINGS: Record<SearchKind, MessageDescriptor> = {
  state: msg({
    message: 'Countries',
    comment: 'Search page (/search): heading of the results that are EU member states (their Act now pages).',
  }),
  mep: msg({ message: 'MEPs', comment: 'Search page (/search): heading of the results that are Members of the European Parliament.' }),
  tool: msg({
    message: 'Privacy tools',
    comment: 'Search page (/search): heading of the results that are privacy tools (VPNs, encrypted email …) and the tools pages.',
  }),
  // The updates page's own name.
  update: SEO_ENTRIES['/{-$lang}/updates'].name,
}

/** A result's link: typed, to a page of the slug table or a member state's page, with its anchor. */
function ResultLink({ target, children }: { target: SearchTarget; children: ReactNode }) {
  const langParam = useLangParam()
  const className = 'flex min-h-11 flex-col justify-center rounded-xl border border-border bg-card px-4 py-2 hover:border-primary/60'
  if (target.routeId === COUNTRY_ROUTE_ID) {
    const { segments } = memberState(target.code)
    return (
      <Link to="/{-$lang}/act/$country" params={{ lang: langParam, country: segments.en }} hash={target.hash} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <Link to={target.routeId} params={{ lang: langParam }} hash={target.hash} className={className}>
      {children}
    </Link>
  )
}

function Results({ query, groups }: { query: string; groups: SearchGroup[] }) {
  const { t } = useLingui()
  if (groups.length === 0) {
    return (
      <section aria-labelledby="search-results" className="mt-10 max-w-3xl" data-search-results="0">
        <h2 id="search-results" className="text-2xl font-bold break-words">
          {t({
            message: `Nothing found for “${query}”`,
            comment:
              'Search page (/search): heading when the search found nothing. query: what the visitor typed. Use the quotation marks of your language.',
          })}
        </h2>
        <p className="mt-3 text-muted-foreground">
          {t({
            message: `Try part of a name or fewer words: accents and capitals do not matter. Every country's MEPs are listed on its Act now page.`,
            comment: 'Search page (/search): hint under "Nothing found". "Act now" is the name of the action pages (header link).',
          })}
        </p>
      </section>
    )
  }
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  return (
    <section aria-labelledby="search-results" className="mt-10" data-search-results={total}>
      <h2 id="search-results" className="text-2xl font-bold break-words">
        {t({
          message: `Results for “${query}”`,
          comment:
            'Search page (/search): heading above the results. query: what the visitor typed. Use the quotation marks of your language.',
        })}
      </h2>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="mt-8" data-search-kind={group.kind}>
          <h3 id={`search-${group.kind}`} className="text-lg font-semibold">
            <Message of={KIND_HEADINGS[group.kind]} /> <span className="font-normal text-muted-foreground">({group.total})</span>
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {group.results.map((result) => (
              <li key={result.key}>
                <ResultLink target={result.target}>
                  <span className="font-semibold break-words">{result.label}</span>
                  {result.detail && <span className="text-sm text-muted-foreground break-words">{result.detail}</span>}
                </ResultLink>
              </li>
            ))}
          </ul>
          {group.total > group.results.length && (
            <p className="mt-3 text-sm text-muted-foreground">
              {t({
                message: `The first ${group.results.length} of ${group.total}: add a word to narrow the search.`,
                comment: 'Search page (/search): under a list of results that was cut short. Both placeholders are numbers.',
              })}
            </p>
          )}
        </section>
      ))}
    </section>
  )
}

/**
 * The search page (docs/product.md#search): the form, and the results of its query — none
 * without one. Rendered by the server for each query (app/routes/{-$lang}/search.tsx); every
 * result is a link to its place, an MEP's to their card and letter on their country's page.
 */
export function SearchPage({ query, groups }: { query: string; groups: SearchGroup[] }) {
  const { t } = useLingui()
  return (
    <SimplePage title={t({ message: 'Search', comment: 'Title (h1) of the search page (/search). One word.' })}>
      <SiteSearchForm query={query} className="mt-6 max-w-2xl" />
      {query.trim() && <Results query={query} groups={groups} />}
    </SimplePage>
  )
}
