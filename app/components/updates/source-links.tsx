import { useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import { formatDay } from '~/content/format'
import { publisherName } from '~/content/publishers'
import type { Source } from '~/content/schema'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/components/ui/external-link'
import { buttonVariants } from '~/components/ui/button'

/** The sources of an entry: the publisher (from the allow-list, app/content/publishers.ts) and the source's date. */
export function SourceLinks({ sources, label }: { sources: readonly Source[]; label: string }) {
  const locale = useLang()
  const { t } = useLingui()
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="font-semibold text-muted-foreground">{label}</span>
      {sources.map((source) => {
        const publisher = publisherName(source.url)
        const published = formatDay(source.date, locale)
        return (
          <ExternalLink
            key={source.url}
            href={source.url}
            kind="nofollow"
            className={buttonVariants({ variant: 'link', size: 'inline', className: 'min-h-11 text-left whitespace-normal' })}
          >
            {t({
              message: `${publisher}, ${published}`,
              comment: 'A source link on the updates page: the publisher’s name, then the day the source was published.',
            })}
            <ArrowUpRight aria-hidden className="size-4 shrink-0" />
          </ExternalLink>
        )
      })}
    </p>
  )
}
