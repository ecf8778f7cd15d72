import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { EyeOff, HandCoins, Landmark, ShieldCheck } from 'lucide-react'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { LanguageSelector } from './language-selector'
import { PageDateLine } from './as-of-band'
import { usePageDating } from './page-dating'
import { NewsletterForm } from '~/newsletter/newsletter-form'
import { ExternalLink } from '~/ui/external-link'
import { CONTACT_MEP_URL } from '~/content/home-sections'
import { OpenDataLine } from '~/spread/open-data-line'
import { offlineFileName, offlinePath } from '~/spread/paths'

// Hash links are "active" only when the hash matches (see header.tsx).
const HASH_ACTIVE = { includeHash: true } as const
const linkClass = 'inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground'

/**
 * Site footer on every page (docs/product.md#footer): the newsletter band, link columns with the
 * home page's anchors, trust notes and legal links — all in the current language's
 * paths — and the copyright line with the plain language select.
 */
export function Footer() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const lang = useLang()
  const asOf = formatDay(AS_OF, lang)
  const dating = usePageDating()
  const trustNotes = [
    { icon: EyeOff, text: t`No trackers, no third-party scripts` },
    { icon: HandCoins, text: t`Affiliate links are always disclosed` },
    { icon: Landmark, text: t`Independent: not linked to any EU institution or political party` },
  ]
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <NewsletterForm />
      {/* One column below 25rem: two columns there would be 132 px wide at 320 px, narrower
          than "Wachtwoordbeheerders" or "Europaabgeordneten" (tests/e2e/overflow.spec.ts). */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-x-6 gap-y-10 px-4 py-12 min-[25rem]:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="min-[25rem]:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-bold">
            <ShieldCheck aria-hidden className="size-6 text-primary" />
            {t`Chat Control Info`}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            {t`A campaign for private communication in Europe: what Chat Control means for you, and the tools that keep your data yours.`}
          </p>
          <ul
            className="mt-4 space-y-2 text-sm"
            aria-label={t({
              message: `Our commitments`,
              comment:
                'Footer of every page: accessible name (screen readers) of the list of the site’s three commitments under the site name.',
            })}
          >
            {trustNotes.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2 text-muted-foreground">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t`Privacy Tools`}>
          <Link to="/{-$lang}" params={{ lang: langParam }} hash="tools" activeOptions={HASH_ACTIVE} className={linkClass}>
            {t({
              message: `All recommended tools`,
              comment:
                'Footer of every page, column "Privacy Tools": link to the tools section of the home page. Short: about 30 characters.',
            })}
          </Link>
          <Link to="/{-$lang}/best-vpns" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Best VPNs`,
              comment:
                'Name of the Best VPNs page (/best-vpns): footer link, page heading and breadcrumb. Short: about 20 characters. "VPN" stays as it is.',
            })}
          </Link>
          <Link to="/{-$lang}/encrypted-email" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Encrypted Email`,
              comment:
                'Name of the Encrypted Email page (/encrypted-email): footer link, page heading and breadcrumb. Short: about 25 characters.',
            })}
          </Link>
          <Link to="/{-$lang}/password-managers" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Password Managers`,
              comment:
                'Name of the Password Managers page (/password-managers): footer link, page heading and breadcrumb. Short: about 30 characters.',
            })}
          </Link>
          <Link to="/{-$lang}/secure-cloud-storage" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Secure Cloud Storage`,
              comment:
                'Name of the Secure Cloud Storage page (/secure-cloud-storage): footer link, page heading and breadcrumb. Short: about 25 characters.',
            })}
          </Link>
        </FooterColumn>
        <FooterColumn
          title={t({
            message: `Resources`,
            comment:
              'Footer of every page: heading of the column of links to the explainer, the news, the updates page, the blog and the MEP contact. One word if you can.',
          })}
        >
          <Link to="/{-$lang}" params={{ lang: langParam }} hash="chat-control" activeOptions={HASH_ACTIVE} className={linkClass}>
            {t`What is Chat Control?`}
          </Link>
          <Link to="/{-$lang}" params={{ lang: langParam }} hash="news" activeOptions={HASH_ACTIVE} className={linkClass}>
            {t`Latest News`}
          </Link>
          <Link to="/{-$lang}/updates" params={{ lang: langParam }} className={linkClass}>
            {t({ message: `What happened since ${asOf}`, comment: 'Footer link to the updates page; asOf is the day the site describes.' })}
          </Link>
          <Link to="/{-$lang}/act" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Act now`,
              comment:
                'Footer link to the action page (/act: per country, who decides and a letter to each MEP). Same text as in the header.',
            })}
          </Link>
          {/* One HTML file to save, pass on and print (app/spread/offline.ts): a download, not a page. */}
          <a href={offlinePath(lang)} download={offlineFileName(lang)} className={linkClass} data-offline-copy>
            {t({
              message: `Offline copy (one HTML file)`,
              comment:
                'Footer link that downloads the whole site’s main content as one HTML file to save, pass on or print, without a connection. Short: about 35 characters.',
            })}
          </a>
          <Link to="/{-$lang}/blog" params={{ lang: langParam }} className={linkClass}>
            {t({ message: `Blog`, comment: 'Name of the Blog page (/blog): footer link, page heading and breadcrumb. One word.' })}
          </Link>
          <ExternalLink href={CONTACT_MEP_URL} kind="nofollow" className={linkClass}>
            {t({
              message: `Contact Your MEP`,
              comment:
                'Link in the footer and button at the end of the home page section "What is Chat Control?": opens the campaign site fightchatcontrol.eu, which helps you write to your MEPs (Members of the European Parliament). Glossary: de "Europaabgeordnete". Short: about 45 characters.',
            })}
          </ExternalLink>
        </FooterColumn>
        <FooterColumn
          title={t({
            message: `Legal`,
            comment:
              'Footer of every page: heading of the column of links to the privacy policy, terms, affiliate disclosure and contact page. Glossary: fr "Informations juridiques".',
          })}
        >
          <Link to="/{-$lang}/privacy-policy" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Privacy Policy`,
              comment:
                'Name of the Privacy Policy page (/privacy-policy): footer link and breadcrumb. Legal term: use the usual name of this document in your language.',
            })}
          </Link>
          <Link to="/{-$lang}/terms" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Terms of Service`,
              comment:
                'Name of the Terms of Service page (/terms): footer link and breadcrumb. Legal term: use the usual name of this document in your language.',
            })}
          </Link>
          <Link to="/{-$lang}/affiliate-disclosure" params={{ lang: langParam }} className={linkClass}>
            {t({
              message: `Affiliate Disclosure`,
              comment:
                'Name of the Affiliate Disclosure page (/affiliate-disclosure): footer link and breadcrumb. Glossary: nl "affiliateverklaring".',
            })}
          </Link>
          <Link to="/{-$lang}/contact" params={{ lang: langParam }} className={linkClass}>
            {t({ message: `Contact`, comment: 'Name of the Contact page (/contact): footer link and breadcrumb. One word.' })}
          </Link>
        </FooterColumn>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          <div className="text-center text-sm text-muted-foreground sm:text-left">
            <p>{t`© 2025 Chat Control Info. All rights reserved.`}</p>
            <p className="mt-1">
              <PageDateLine dating={dating} scope="site" />
            </p>
            <OpenDataLine className="mt-1" />
          </div>
          <LanguageSelector variant="select" />
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    // A word longer than the column still wraps (hyphenated where the browser can).
    <nav aria-label={title} className="min-w-0 break-words hyphens-auto">
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2">
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </nav>
  )
}
