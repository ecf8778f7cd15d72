import type { MemberStateCode } from '~/content/member-states'
import { countryPath } from '~/i18n/slugs'
import { useLang } from '~/i18n/use-lang'
import { absoluteUrl } from '~/seo/alternates'
import { EmbedCode } from './embed-code'
import { OpenDataLine } from './open-data-line'
import { ShareLinks } from './share-links'
import { useSiteUrl } from './site-url'

/** The end of a country page of "Act now": share it, embed its card, reuse its data. */
export function CountrySpread({ code, title }: { code: MemberStateCode; title: string }) {
  const lang = useLang()
  const url = absoluteUrl(useSiteUrl(), countryPath(code, lang))
  return (
    <>
      <ShareLinks url={url} text={title} />
      <EmbedCode subject={code} />
      <OpenDataLine className="mt-6" />
    </>
  )
}
