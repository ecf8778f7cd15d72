import type { MemberState } from '~/content/member-state'
import { useLang } from '~/i18n/use-lang'
import { absoluteUrl } from '~/seo/alternates'
import { EmbedCode } from './embed-code'
import { OpenDataLine } from './open-data-line'
import { ShareLinks } from './share-links'
import { useSiteUrl } from './site-url'

/** The end of a country page of "Act now": share it, embed its card, reuse its data. `name`: the state's, in the page's language. */
export function CountrySpread({ state, name, title }: { state: MemberState; name: string; title: string }) {
  const lang = useLang()
  const url = absoluteUrl(useSiteUrl(), state.path(lang))
  return (
    <>
      <ShareLinks url={url} text={title} />
      <EmbedCode subject={state.code} name={name} />
      <OpenDataLine className="mt-6" />
    </>
  )
}
