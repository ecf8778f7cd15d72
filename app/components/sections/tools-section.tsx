import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { BadgeCheck, Info } from 'lucide-react'
import { TOOL_GROUPS } from '~/content/tools'
import { useLangParam } from '~/i18n/use-lang'
import { ToolGroupBlock } from './tool-group'
import { TrustBox } from './trust-box'
import { pill, sectionHeading, sectionLead } from './styles'
import { SectionSentinel } from './section-sentinel'

/** Tools (docs/product.md#tools-section, anchor `tools`): five groups in the product's order, then the trust box. */
export function ToolsSection() {
  const { t } = useLingui()
  const langParam = useLangParam()
  return (
    <section id="tools" aria-labelledby="tools-title" className="border-y border-border bg-muted/40">
      <SectionSentinel section="tools" />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className={`${pill} bg-success/10 text-success`}>
          <BadgeCheck aria-hidden className="size-4" />
          {t({
            message: `Verified Privacy Tools`,
            comment: 'Home page, section "Privacy Tools That Protect You" (#tools): badge above the heading. Short: about 35 characters.',
          })}
        </p>
        <h2 id="tools-title" className={`mt-4 ${sectionHeading}`}>
          {t`Privacy Tools That Protect You`}
        </h2>
        <p className={sectionLead}>
          <Trans>
            Services that encrypt your data and respect your privacy, chosen by the criteria of our affiliate disclosure (encryption,
            independent audits, jurisdiction, track record), not by tests of our own. Each group says what it protects against. Prices are
            example figures set by this site, in euros per month, noted on 4 October 2025: not the providers' prices and not a current
            offer. The price at the provider's checkout counts.
          </Trans>
        </p>
        {/* The disclosure sits next to the tools, not only in the footer. */}
        <p className="mt-6 flex max-w-3xl items-start gap-2 rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <Trans comment="Home page, section “Privacy Tools That Protect You” (#tools): the note above the tool cards. <0>…</0> is the link to the Affiliate Disclosure page. Glossary: nl “affiliatelink”, fr “liens d’affiliation”.">
              Most buttons below are affiliate links: if you buy through them we may earn a commission, at no extra cost to you. It never
              decides which tools we list.{' '}
              <Link
                to="/{-$lang}/affiliate-disclosure"
                params={{ lang: langParam }}
                className="font-semibold text-foreground underline underline-offset-2"
              >
                Read our affiliate disclosure
              </Link>
            </Trans>
          </span>
        </p>
        {TOOL_GROUPS.map((group) => (
          <ToolGroupBlock key={group.category} group={group} />
        ))}
        <TrustBox />
      </div>
    </section>
  )
}
