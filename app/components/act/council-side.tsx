import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowUpRight, Mail, Phone } from 'lucide-react'
import { formatDay } from '~/content/format'
import { mailtoHref } from '~/content/letter-links'
import { representationLetter } from '~/content/page-letters'
import type { MemberState } from '~/content/member-state'
import { COUNCIL_PERMANENT_REPRESENTATIONS } from '~/content/member-states'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { institutionName, publisherLabel } from './institution-name'

const linkClass = 'inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline'

/**
 * The Council side of a member state's page (docs/product.md#act-now): its permanent
 * representation to the EU — name, web page, a letter where it publishes an address, its
 * office number with hours in Brussels time where a dated source gives them — and the
 * ministry leading on the file where a dated source names it.
 */
export function CouncilSide({ state, name }: { state: MemberState; name: string }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const rep = state.permanentRepresentation
  const ministry = state.ministry
  return (
    <section aria-labelledby="act-council" className="mt-12">
      <h2 id="act-council" className="text-2xl font-bold">
        {t({
          message: `Your government in the Council`,
          comment: 'Act now, a country’s page: heading of the Council side (the government’s representation).',
        })}
      </h2>
      {rep && (
        <div className="mt-4 rounded-xl border border-border bg-card p-4 text-sm" data-representation>
          <h3 className="text-base font-bold">{institutionName(rep.name, lang)}</h3>
          {rep.address && <p className="mt-1 text-muted-foreground">{rep.address}</p>}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {rep.email && (
              <a
                href={mailtoHref(rep.email, representationLetter(i18n, name))}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-3 py-2 font-semibold text-primary-foreground hover:bg-primary/90"
                data-letter
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                {t({
                  message: `Write to the permanent representation`,
                  comment:
                    'Act now: the button that opens the visitor’s e-mail program with a letter to the country’s permanent representation to the EU.',
                })}
              </a>
            )}
            {rep.phone && (
              <a href={`tel:${rep.phone}`} className={linkClass} data-phone>
                <Phone aria-hidden className="size-4 shrink-0" />
                {rep.phone}
              </a>
            )}
            <ExternalLink href={rep.url} kind="plain" className={linkClass}>
              {t({ message: `Its website`, comment: 'Act now: link to the permanent representation’s own website.' })}
              <ArrowUpRight aria-hidden className="size-3.5" />
            </ExternalLink>
            {rep.contactUrl && (
              <ExternalLink href={rep.contactUrl} kind="plain" className={linkClass}>
                {t({ message: `Its contact page`, comment: 'Act now: link to the permanent representation’s contact page or form.' })}
                <ArrowUpRight aria-hidden className="size-3.5" />
              </ExternalLink>
            )}
          </p>
          {rep.phone && rep.hours && (
            <p className="mt-1 text-muted-foreground">
              <Trans comment="Act now: the permanent representation's office hours for phone calls. opens/closes: times like 09:00; the days are Monday to Friday.">
                Office hours: Monday to Friday, {rep.hours.opens}–{rep.hours.closes}, Brussels time
              </Trans>
            </p>
          )}
          {!rep.email && (
            <p className="mt-1 text-muted-foreground">
              {t({
                message: `We found no e-mail address of it in a dated source: write through its website.`,
                comment: 'Act now: shown when no dated source we cite gives the permanent representation’s e-mail address.',
              })}
            </p>
          )}
          <p className="mt-2 text-muted-foreground">
            <Trans comment="Act now: the source of the permanent representation's details. source: the publisher; day: the day of the source.">
              Source: {publisherLabel(rep.source.url, lang)}, <time dateTime={rep.source.date}>{formatDay(rep.source.date, lang)}</time>
            </Trans>
          </p>
        </div>
      )}
      <div className="mt-3 rounded-xl border border-border bg-card p-4 text-sm" data-ministry>
        {ministry ? (
          <p>
            <Trans comment="Act now: the ministry leading on the file for this government. name: the ministry's name; source: the publisher; day: the day of the source.">
              Leading on the file: <strong>{institutionName(ministry.name, lang)}</strong> (source:{' '}
              {publisherLabel(ministry.source.url, lang)},{' '}
              <time dateTime={ministry.source.date}>{formatDay(ministry.source.date, lang)}</time>)
            </Trans>{' '}
            <ExternalLink href={ministry.url} kind="plain" className={linkClass}>
              {t({ message: `Its website`, comment: 'Act now: link to the ministry’s website.' })}
              <ArrowUpRight aria-hidden className="size-3.5" />
            </ExternalLink>
          </p>
        ) : (
          <p>
            {t({
              message: `No dated source we found names the ministry leading on this file for this government. The Council lists every permanent representation:`,
              comment:
                'Act now: shown when no dated source names the ministry in charge; followed by a link to the Council’s list of permanent representations.',
            })}{' '}
            <ExternalLink href={COUNCIL_PERMANENT_REPRESENTATIONS.url} kind="nofollow" className={linkClass}>
              {t({
                message: `the Council’s list`,
                comment: 'Act now: link to the Council’s list of the member states’ permanent representations.',
              })}
              <ArrowUpRight aria-hidden className="size-3.5" />
            </ExternalLink>
          </p>
        )}
      </div>
    </section>
  )
}
