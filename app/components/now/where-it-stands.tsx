import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, useMatch } from '@tanstack/react-router'
import { ArrowDown, ArrowRight, ArrowUpRight, Scale } from 'lucide-react'
import { useId } from 'react'
import { useLangParam } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'
import { NOW } from '~/content/now'
import { fallbackLang } from '~/i18n/fallback'
import { useLang } from '~/i18n/use-lang'
import { asOfLabel, citation, notOpenedMark, sourceLabel, statementText } from './now-labels'

/**
 * Where it stands now (docs/product.md#where-it-stands-now): the dated statement of the law
 * in force and of the negotiation in progress (app/content/now.ts), with its day ("As of
 * 27 November 2026") and its sources. Server HTML, text and links only: it reads the same
 * without JavaScript.
 *
 * - `band`: beside the as-of line under the header of the home pages (as-of-band.tsx): the
 *   law's own page as the one source, so the first screen stays short at 320 px; an aside, not
 *   a section, since it comes before the page's h1;
 * - `card`: at the top of the updates page and of each member state's "Act now" page, with
 *   every source, the secondary ones marked as such; a section headed by its day (h2).
 */
/**
 * What a reader can do about it, the statement's last line: on the action pages a jump to the
 * list below (the countries, or the state's MEPs and their letters), elsewhere the action index.
 */
function WhatYouCanDo() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const onActIndex = useMatch({ from: '/{-$lang}/act/', shouldThrow: false }) !== undefined
  const onStatePage = useMatch({ from: '/{-$lang}/act/$country', shouldThrow: false }) !== undefined
  const className = 'inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4'
  if (onActIndex || onStatePage)
    return (
      <a href={onStatePage ? '#act-meps' : '#act-countries'} className={className} data-what-you-can-do>
        {onStatePage
          ? t({
              message: `What you can do: write to your MEPs, below`,
              comment:
                'Where it stands now, last line on a member state’s "Act now" page: a jump to the list of its MEPs and their letters.',
            })
          : t({
              message: `What you can do: pick your country and write to your MEPs`,
              comment: 'Where it stands now, last line on the action index (/act): a jump to the list of the 27 member states.',
            })}
        <ArrowDown aria-hidden className="size-4 shrink-0" />
      </a>
    )
  return (
    <Link to="/{-$lang}/act" params={{ lang: langParam }} className={className} data-what-you-can-do>
      {t({
        message: `What you can do: write to your MEPs`,
        comment:
          'Where it stands now, last line (home pages, updates page): link to the action pages, where a visitor picks their country and writes to each of their MEPs.',
      })}
      <ArrowRight aria-hidden className="size-4 shrink-0" />
    </Link>
  )
}

export function WhereItStands({ variant = 'card' }: { variant?: 'band' | 'card' }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const lang = useLang()
  const labelId = useId()
  const lawSource = NOW.sources.find((source) => source.url === NOW.law.url) ?? { url: NOW.law.url, date: NOW.law.inForceFrom }
  const dated = (
    <>
      <Scale aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <time dateTime={NOW.date}>{asOfLabel(i18n, lang)}</time>
    </>
  )
  const labelClass = 'flex items-start gap-2 font-semibold text-foreground'

  // The band sits above the page's h1, outside <main> (as-of-band.tsx): a heading there would
  // come before the page's own, so it is an <aside> (a landmark named by its label, which the
  // outline does not ask to be headed); the card, under a page's h1, is a section with its h2.
  if (variant === 'band')
    return (
      <aside aria-labelledby={labelId} data-where-it-stands className="w-full border-t border-border/70 pt-2 sm:mt-1 sm:basis-full">
        <p id={labelId} className={labelClass}>
          {dated}
        </p>
        <p className="mt-1 text-pretty text-muted-foreground sm:pl-6">
          <span lang={fallbackLang(i18n, NOW.text)}>{statementText(i18n)}</span>{' '}
          <ExternalLink
            href={lawSource.url}
            kind="nofollow"
            className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
          >
            {sourceLabel(i18n, lang, lawSource)}
            {'unread' in lawSource && lawSource.unread && ` ${notOpenedMark(i18n)}`}
            <ArrowUpRight aria-hidden className="size-4 shrink-0" />
          </ExternalLink>
        </p>
        <p className="sm:pl-6">
          <WhatYouCanDo />
        </p>
      </aside>
    )

  return (
    <section
      aria-labelledby={labelId}
      data-where-it-stands
      className="max-w-3xl rounded-2xl border border-primary/30 bg-primary/5 p-5 text-sm sm:p-6"
    >
      <h2 id={labelId} className={labelClass}>
        {dated}
      </h2>
      <p lang={fallbackLang(i18n, NOW.text)} className="mt-2 text-base text-pretty text-foreground">
        {statementText(i18n)}
      </p>
      <p className="mt-3 font-semibold text-muted-foreground">
        {t({
          message: 'Sources:',
          comment: 'Where it stands now (top of the updates page and of the "Act now" pages): before the list of its sources.',
        })}
      </p>
      <ul className="flex flex-wrap gap-x-4">
        {NOW.sources.map((source) => (
          <li key={source.url}>
            <ExternalLink
              href={source.url}
              kind="nofollow"
              className={buttonVariants({ variant: 'link', size: 'inline', className: 'text-left whitespace-normal' })}
            >
              {citation(i18n, lang, source)}
              {source.kind === 'secondary' &&
                ` ${t({
                  message: '(secondary source)',
                  comment:
                    'Where it stands now: after a source that is reporting about an act or a decision, not the institution’s own text. In brackets, lower case.',
                })}`}
              {source.unread && ` ${notOpenedMark(i18n)}`}
              <ArrowUpRight aria-hidden className="size-4 shrink-0" />
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-base">
        <WhatYouCanDo />
      </p>
    </section>
  )
}
