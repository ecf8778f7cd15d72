import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Megaphone } from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang'
import { CONTACT_MEP_URL } from '~/content/home-sections'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'

/** The news column's action box: contact your MEP through the external campaign tool. */
export function ActionBox() {
  const { t } = useLingui()
  const langParam = useLangParam()
  return (
    <aside aria-labelledby="action-title" className="rounded-2xl bg-primary p-6 text-primary-foreground shadow-sm">
      <h3 id="action-title" className="flex items-center gap-2 text-xl font-bold">
        <Megaphone aria-hidden className="size-5" />
        {t({
          message: `Make your voice heard`,
          comment: 'Home page, "Latest News" section (#news), the box beside the country tracker: its heading.',
        })}
      </h3>
      <p className="mt-2 text-sm text-primary-foreground/90">
        <Trans>
          Members of the European Parliament will negotiate the final text. A short, polite message from a voter in their country carries
          weight.
        </Trans>
      </p>
      <Link
        to="/{-$lang}/act"
        params={{ lang: langParam }}
        className={buttonVariants({ variant: 'inverse', width: 'full', className: 'mt-5' })}
      >
        {t({
          message: `Your country: who decides, and a letter to each`,
          comment:
            "Home page, \"Latest News\" section (#news), the box beside the country tracker: button to this site's action page (/act), with per country the government's representation, each MEP's votes and a letter to each. Short: about 45 characters.",
        })}
      </Link>
      <ExternalLink
        href={CONTACT_MEP_URL}
        kind="nofollow"
        className={buttonVariants({ variant: 'inverse', width: 'full', className: 'mt-3 flex-wrap gap-y-0 py-1.5 text-center' })}
      >
        {t({
          message: `Contact Your MEP Now`,
          comment:
            'Home page, "Latest News" section (#news), the box beside the country tracker: button that opens the campaign site fightchatcontrol.eu to write to your MEPs. Glossary: de "Europaabgeordnete". Short: about 40 characters.',
        })}
        {/* Under this site's own action button, the campaign's says where it goes. */}
        <span className="basis-full text-xs font-normal">
          {t({
            message: `on fightchatcontrol.eu`,
            comment:
              'Home page: small caption inside the "Contact Your MEP" button, saying that it opens another site (the campaign fightchatcontrol.eu), unlike the button beside it to this site\'s own action pages. Keep the address.',
          })}
        </span>
      </ExternalLink>
    </aside>
  )
}
