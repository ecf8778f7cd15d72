import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowDown, ArrowRight, ArrowUpRight, Mail } from 'lucide-react'
import { buttonVariants } from '~/ui/button'
import { ALL_MEMBER_STATES, type MemberState } from '~/content/member-state'
import { useLang, useLangParam } from '~/i18n/use-lang'
import { BOOT_INTENT_ATTR } from '~/boot/intent'
import { ExternalLink } from '~/ui/external-link'
import { CONTACT_MEP_URL as MEP_CAMPAIGN_URL } from '~/content/home-sections'
import { CountryStance } from './country-stance'
import { CouncilSide } from './council-side'
import { ParliamentSide } from './parliament-side'
import { ActPageHeader, WhoDecides } from './who-decides'
import { SampleLetter } from './sample-letter'
import { WhereItStands } from '~/components/now/where-it-stands'
import { CountrySpread } from '~/spread/country-spread'
import { EmbedCode } from '~/spread/embed-code'

/**
 * The action pages' static content (docs/product.md#act-now): the index's introduction
 * and list, and a member state's page. Text, links and `mailto:` letters only — no
 * handler, no state — so the browser keeps the server's HTML (static-content.tsx).
 */

/** The action index's header and what it is about. */
export function ActIndexIntro() {
  const { t } = useLingui()
  return (
    <>
      <ActPageHeader
        title={t({
          message: `Act now: who decides, and how to write to them`,
          comment: 'Title (h1) of the action page (/act).',
        })}
        subtitle={t({
          message: `Pick your country: who speaks for your government in the Council, how each of your MEPs voted in 2026, and a short letter to each of them that you can send from your own e-mail.`,
          comment: 'Action page (/act): the sentence under the title.',
        })}
      />
    </>
  )
}

/**
 * What the index says after its list: where it stands, who decides, the letter and the embed
 * code. The list comes first, so a phone shows the 27 states within its first two screens.
 */
export function ActIndexMore() {
  return (
    <>
      <div className="mt-12">
        <WhereItStands />
      </div>
      <WhoDecides />
      <SampleLetter />
      <EmbedCode subject="tracker" />
    </>
  )
}

/** The 27 member states, in the page's alphabetical order, each a plain link. */
export function ActIndexList() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const lang = useLang()
  const langParam = useLangParam()
  // `seats` is the placeholder's name in the list's text (the catalogs), so it stays a variable of its own.
  const states = ALL_MEMBER_STATES.map((state) => ({ state, name: i18n._(state.name), seats: state.seats })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  )
  return (
    <>
      <nav
        aria-labelledby="act-countries"
        className="mt-6"
        // Pointing at the list or focusing a link starts the app, which then offers the visitor's own country first.
        {...{ [BOOT_INTENT_ATTR]: '' }}
      >
        <h2 id="act-countries" className="text-2xl font-bold">
          {t({ message: `Your country`, comment: 'Action page (/act): heading of the list of the 27 EU member states.' })}
        </h2>
        {/* Two columns from the smallest phone: the 27 states fit within two screens at 390 px. */}
        <ul className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-3" data-act-countries>
          {states.map(({ state, name, seats }) => (
            <li key={state.code}>
              <Link
                to="/{-$lang}/act/$country"
                params={{ lang: langParam, country: state.segments.en }}
                className="flex h-full min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-xl border border-border bg-card px-3 py-2 font-semibold break-words hover:border-primary/60 sm:px-4 sm:py-3"
              >
                <span>{name}</span>
                {/* On a phone the number alone, the word for screen readers: each state stays one line in two columns. */}
                <span className="text-sm font-normal text-muted-foreground">
                  <Trans comment="Action page (/act), list of countries: the number of seats the country has in the European Parliament. seats: the number. The word in <0>…</0> is hidden on phones (only the number shows there) and read by screen readers.">
                    {seats} <span className="max-sm:sr-only">MEPs</span>
                  </Trans>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
          <Trans comment="Action page (/act), under the list of countries: the campaign tool the specification links (fightchatcontrol.eu), offered as another way to write.">
            Prefer a ready-made campaign tool? The{' '}
            <ExternalLink href={MEP_CAMPAIGN_URL} kind="nofollow" className="font-semibold text-primary underline underline-offset-4">
              Fight Chat Control campaign
            </ExternalLink>{' '}
            also helps you write to your MEPs.
          </Trans>
        </p>
      </nav>
    </>
  )
}

/** A member state's page: where it stands, who decides for it in the Council and in the Parliament, and a letter to each. */
export function CountryContent({ state }: { state: MemberState }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const langParam = useLangParam()
  const name = i18n._(state.name)
  const title = t({
    message: `${name}: who decides on Chat Control`,
    comment: 'Title (h1) of a member state’s action page (/act/germany). name: the country’s name.',
  })
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16" data-country={state.code}>
      <p>
        <Link
          to="/{-$lang}/act"
          params={{ lang: langParam }}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary"
        >
          <ArrowRight aria-hidden className="size-4 rotate-180" />
          {t({ message: `All countries`, comment: 'A country’s action page: link back to the list of the 27 member states (/act).' })}
        </Link>
      </p>
      <ActPageHeader
        title={title}
        subtitle={t({
          message: `Your government negotiates the permanent regulation in the Council, with the Parliament’s negotiating team; every MEP will vote on the final text. Here is how they stand on the record, and a short letter to each that you can send from your own e-mail.`,
          comment: 'A member state’s action page: the sentence under the title.',
        })}
      />
      {/* The letters are the page's point and its longest part's end: one tap from the first screen. */}
      <p className="mt-6">
        <a href="#act-meps" className={buttonVariants({ className: 'max-w-full text-left whitespace-normal' })} data-to-letters>
          <Mail aria-hidden className="size-4 shrink-0" />
          {t({
            message: `Your MEPs and a letter to each`,
            comment:
              'A member state’s action page, under the sentence below the title: button that jumps down to the list of its MEPs, each with their votes and a letter. Short.',
          })}
          <ArrowDown aria-hidden className="size-4 shrink-0" />
        </a>
      </p>
      <div className="mt-8">
        <WhereItStands />
      </div>
      <WhoDecides />
      <CountryStance state={state} />
      <CouncilSide state={state} name={name} />
      <ParliamentSide state={state} />
      <p className="mt-10 text-sm text-muted-foreground">
        <ExternalLink
          href={MEP_CAMPAIGN_URL}
          kind="nofollow"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary"
        >
          {t({
            message: `Contact Your MEP`,
            comment: 'The link to the external campaign tool (fightchatcontrol.eu), same text as on the home page.',
          })}
          <ArrowUpRight aria-hidden className="size-4" />
        </ExternalLink>
      </p>
      <CountrySpread state={state} name={name} title={title} />
    </section>
  )
}
