import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { never } from '@tanstack/react-start/hydration'
import { AffiliateDisclosurePage } from '~/components/pages/affiliate-disclosure-page'
import { loadLegalStrings } from '~/components/pages/page-strings'
import { useLocale } from '~/i18n/use-lang-param'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/affiliate-disclosure')({
  // The document's text (the `legal` catalog), for the server render and for
  // client-side renders; a first visit hydrates without it (docs/decisions/006).
  loader: loadLegalStrings,
  head: (ctx) => pageHead('/{-$lang}/affiliate-disclosure', ctx),
  component: Page,
})

/** Static server HTML (`never()`), rendered afresh in a new language (key). */
function Page() {
  const locale = useLocale()
  return (
    <Hydrate key={locale} when={never()}>
      <AffiliateDisclosurePage />
    </Hydrate>
  )
}
