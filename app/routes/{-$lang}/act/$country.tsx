import { createFileRoute, notFound } from '@tanstack/react-router'
import { CountryPage } from '~/components/act-shell/country-page'
import { loadActContent } from '~/components/pages/static-content-loaders'
import { memberStateOfParam } from '~/i18n/slugs'
import { loadMeps } from '~/content/meps'
import { loadLetterCatalogs } from '~/content/letter-catalogs'
import { extraLetterLanguagesOf } from '~/content/letter-languages'
import { countryHead } from '~/seo/country-head'

// `$country` is the state's English segment: the router rewrite turns `/de/handeln/deutschland`
// into `/de/act/germany` (app/i18n/slugs.ts). Any other segment is not a page.
export const Route = createFileRoute('/{-$lang}/act/$country')({
  beforeLoad: ({ params }) => {
    const state = memberStateOfParam(params.country)
    if (!state) throw notFound()
    return { country: state.code }
  },
  // The state's MEPs are a chunk of their own (app/content/meps.ts): never all 720 at once; so is
  // each letter language's catalog (app/content/letter-catalogs.ts): only the state's own.
  loader: async (ctx) => {
    await Promise.all([loadActContent(ctx), loadMeps(ctx.context.country), loadLetterCatalogs(extraLetterLanguagesOf(ctx.context.country))])
  },
  head: (ctx) => countryHead(ctx.match.context),
  component: Page,
})

function Page() {
  const { country } = Route.useRouteContext()
  return <CountryPage code={country} />
}
