import { createFileRoute, notFound } from '@tanstack/react-router'
import { CountryPage } from '~/components/act-shell/country-page'
import { loadActContent } from '~/components/pages/static-content-loaders'
import { stateOfSegment } from '~/content/member-state'
import { loadLetterCatalogs } from '~/content/letter-catalogs'
import { countryHead } from '~/seo/country-head'

// The `$country` param is the state's English segment: the router rewrite turns `/de/handeln/deutschland`
// into `/de/act/germany` (app/i18n/slugs.ts). Any other segment is not a page. The route's context is the
// state itself (app/content/member-state.ts), looked up once from the segment, on the server and in the
// browser alike: a `context`, not a `beforeLoad`, so the router does not write it into the page.
export const Route = createFileRoute('/{-$lang}/act/$country')({
  context: ({ params }) => {
    const segment = params.country
    const state = stateOfSegment(segment)
    if (!state) throw notFound()
    return { state }
  },
  // The state's MEPs are a chunk of their own (app/content/meps.ts): never all 720 at once; so is
  // each letter language's catalog (app/content/letter-catalogs.ts): only the state's own.
  loader: async (ctx) => {
    const { state } = ctx.context
    await Promise.all([loadActContent(ctx), state.loadMeps(), loadLetterCatalogs(state.letterLanguages)])
  },
  head: (ctx) => countryHead(ctx.match.context),
  component: Page,
})

function Page() {
  const { state } = Route.useRouteContext()
  return <CountryPage state={state} />
}
