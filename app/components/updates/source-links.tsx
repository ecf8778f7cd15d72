import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import { formatDay } from '~/content/format'
import { publisherName } from '~/content/publishers'
import type { Source } from '~/content/schema'
import { Message } from '~/i18n/fallback'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'
import { SOURCE_KIND_LABEL, SOURCE_UNREAD_LABEL } from './source-kind'

/**
 * The sources of an entry: the publisher (from the allow-list, app/content/publishers.ts), the
 * source's date and, where the data gives it, a small label saying whether it is a primary or a
 * secondary source, and one saying "not opened by us" for a source cited for its address alone
 * (./source-kind.ts) — inside the link, so they are part of the link's name.
 */
export function SourceLinks({ sources, label }: { sources: readonly Source[]; label: string }) {
  const lang = useLang()
  const { t } = useLingui()
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="font-semibold text-muted-foreground">{label}</span>
      {sources.map((source) => {
        const publisher = publisherName(source.url, lang)
        const published = formatDay(source.date, lang)
        return (
          <ExternalLink
            key={source.url}
            href={source.url}
            kind="nofollow"
            className={buttonVariants({ variant: 'link', size: 'inline', className: 'min-h-11 flex-wrap text-left whitespace-normal' })}
          >
            {t({
              message: `${publisher}, ${published}`,
              comment: 'A source link on the updates page: the publisher’s name, then the day the source was published.',
            })}
            {source.kind && (
              <Badge data-source-kind={source.kind}>
                <Message of={SOURCE_KIND_LABEL[source.kind]} />
              </Badge>
            )}
            {source.unread && (
              <Badge data-source-unread="">
                <Message of={SOURCE_UNREAD_LABEL} />
              </Badge>
            )}
            <ArrowUpRight aria-hidden className="size-4 shrink-0" />
          </ExternalLink>
        )
      })}
    </p>
  )
}

/** A small label inside a source's link: its kind, or "not opened by us". */
function Badge({ children, ...data }: { children: ReactNode; 'data-source-kind'?: string; 'data-source-unread'?: string }) {
  return (
    <span {...data} className="rounded-full border border-border px-1.5 text-xs font-normal text-muted-foreground no-underline">
      {/* Read as "…, 2 July 2026, primary source": the name needs the separator the badge shows. The link wraps (flex-wrap) so the label can take the next line on a narrow phone. */}
      <span className="sr-only">, </span>
      {children}
    </span>
  )
}
