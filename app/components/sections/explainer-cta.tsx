import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowDown, Mail, Megaphone } from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang'
import { CONTACT_MEP_URL } from '~/content/home-sections'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'

/** The explainer's call to action: protect yourself now, and tell your MEP. */
export function ExplainerCta() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const campaignHost = t({
    message: `on fightchatcontrol.eu`,
    comment:
      'Home page: small caption inside the "Contact Your MEP" button, saying that it opens another site (the campaign fightchatcontrol.eu), unlike the button beside it to this site\'s own action pages. Keep the address.',
  })
  return (
    <div className="mt-16 rounded-2xl border border-primary/30 bg-primary/5 p-6 sm:p-10">
      <h3 className="text-2xl font-bold text-balance">{t`Don't wait for the vote`}</h3>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        <Trans comment="Home page, the box at the end of the section “What is Chat Control?”. It describes the Commission’s proposal of 2022, not a law in force: keep the year and the conditional. Glossary: de “Europaabgeordnete”.">
          Encrypted tools keep your data from many prying eyes today, but under the Commission's 2022 proposal their providers could be
          ordered to scan. Your Member of the European Parliament needs to hear that you want encryption protected.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href="#tools" className={buttonVariants()}>
          {t({
            message: `Explore Privacy Tools`,
            comment:
              'Home page, section "What is Chat Control?" (#chat-control), the box at its end: button that leads to the tools section. Short: about 30 characters.',
          })}
          <ArrowDown aria-hidden className="size-4" />
        </a>
        <Link to="/{-$lang}/act" params={{ lang: langParam }} className={buttonVariants({ variant: 'secondary' })}>
          <Mail aria-hidden className="size-4" />
          {t({
            message: `Write to your MEPs`,
            comment:
              'Home page, end of the section "What is Chat Control?": button to this site\'s action page (/act): per country, how each MEP voted and a letter to each. Short: about 30 characters.',
          })}
        </Link>
        <ExternalLink
          href={CONTACT_MEP_URL}
          kind="nofollow"
          className={buttonVariants({ variant: 'secondary', className: 'flex-wrap gap-y-0 py-1.5 text-center' })}
        >
          <Megaphone aria-hidden className="size-4" />
          {t({
            message: `Contact Your MEP`,
            comment:
              'Home page, end of the section "What is Chat Control?": button that opens the campaign site fightchatcontrol.eu, which helps you write to your MEPs (Members of the European Parliament). Glossary: de "Europaabgeordnete". Short: about 45 characters.',
          })}
          {/* Beside this site's own "Write to your MEPs", the campaign's button says where it goes. */}
          <span className="basis-full text-xs font-normal text-muted-foreground">{campaignHost}</span>
        </ExternalLink>
      </div>
    </div>
  )
}
