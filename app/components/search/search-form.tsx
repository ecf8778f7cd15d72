import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { useLang } from '~/i18n/use-lang'
import { publicPath } from '~/i18n/slugs'
import { SEARCH_PARAM } from '~/seo/site'
import { MAX_QUERY_LENGTH } from '~/search/match'
import { SEARCH_ROUTE_ID } from '~/search/search-query'
import { buttonVariants } from '~/ui/button'

/**
 * The site search's form (docs/product.md#search): a plain GET form to the search page of
 * the page's language, `q` in the address, so it works without JavaScript and before the
 * app boots. The field is uncontrolled (`defaultValue`): what the visitor typed before the
 * app boots stays (DESIGN.md, "Pitfalls"). On the action index and the search page.
 */
export function SiteSearchForm({ query = '', id = 'site-search', className = '' }: { query?: string; id?: string; className?: string }) {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <form role="search" method="get" action={publicPath(SEARCH_ROUTE_ID, lang)} className={`flex flex-wrap items-end gap-2 ${className}`}>
      <label htmlFor={id} className="w-full text-sm font-semibold">
        {t({
          message: `Find your MEP by name, or your country, a tool, an update`,
          comment:
            'Label of the site search field, on the search page (/search) and above the list of countries on the action page (/act). Accents and capitals do not matter to the search.',
        })}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="min-h-11 min-w-0 flex-1 basis-40 rounded-lg border border-border bg-background px-3 text-base"
      />
      <button type="submit" className={buttonVariants()}>
        <Search aria-hidden className="size-4" />
        {t({ message: `Search`, context: 'button', comment: 'Button of the site search form (/search, /act): an imperative, one word.' })}
      </button>
    </form>
  )
}
