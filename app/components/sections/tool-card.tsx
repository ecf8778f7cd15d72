import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ExternalLink as ExternalIcon, Star, Zap } from 'lucide-react'
import type { Tool, ToolCategory } from '~/content/tools'
import { toolHref } from '~/content/affiliate-links'
import { formatEuro, formatRating } from '~/content/format'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { buttonVariants } from '~/ui/button'
import { pill } from './styles'
import { Message } from '~/i18n/fallback'

interface Props {
  tool: Tool
  category: ToolCategory
  /** docs/product.md#display-rules: the first tool of the VPN, money and storage groups pulses. */
  highlight: boolean
}

export function ToolCard({ tool, category, highlight }: Props) {
  const { t } = useLingui()
  const lang = useLang()
  const rating = formatRating(tool.rating, lang)
  const amount = tool.price === null ? '' : formatEuro(tool.price, lang)
  // Struck-through price and discount badge only when both exist (docs/product.md#tool-data).
  const deal = tool.originalPrice !== undefined && tool.discount !== undefined
  return (
    <li
      data-tool={tool.name}
      className={`relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm ${
        highlight ? 'border-primary ring-2 ring-primary/40' : 'border-border'
      }`}
    >
      {highlight && (
        <span
          data-highlight
          className="absolute -top-3 right-4 flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground shadow motion-safe:animate-pulse"
        >
          <Zap aria-hidden className="size-4" />
          <span className="sr-only">
            {t({
              message: `Top pick`,
              comment:
                'Home page, section "Privacy Tools That Protect You" (#tools): read by screen readers only, for the lightning mark on the first card of each group.',
            })}
          </span>
        </span>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-xl font-bold">{tool.name}</h4>
        {tool.badge && (
          <span className={`${pill} bg-primary/10 text-primary`}>
            <Message of={tool.badge} />
          </span>
        )}
      </div>
      <p className="mt-2 flex items-center gap-1 text-sm">
        <Star aria-hidden className="size-4 fill-secondary text-secondary" />
        <span aria-hidden className="font-semibold tabular-nums">
          {rating}
        </span>
        <span className="sr-only">
          {t({
            message: `Rated ${rating} out of 5`,
            comment:
              'Home page, tool cards: read by screen readers only, after the star rating. {rating} is the rating with one decimal, already written the way your language writes decimals (e.g. 4,8).',
          })}
        </span>
      </p>
      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-extrabold" data-price>
          {tool.price === null ? (
            t({
              message: `FREE`,
              comment: 'Home page, tool cards: shown instead of a price for a free tool. One word, in capitals like a price tag.',
            })
          ) : (
            <Trans comment="Home page, tool cards: the price. {amount} is the price in euros as your language writes it (e.g. €3.99, 3,99 €); <0>/month</0> follows it in smaller type. Keep it short.">
              {amount}
              <span className="text-base font-semibold text-muted-foreground">/month</span>
            </Trans>
          )}
        </span>
        {deal && (
          <>
            <s className="text-sm text-muted-foreground" data-original-price>
              <span className="sr-only">
                {t({
                  message: `Regular price:`,
                  comment: 'Home page, tool cards: read by screen readers only, before the struck-through price.',
                })}{' '}
              </span>
              {formatEuro(tool.originalPrice!, lang)}
            </s>
            <span className={`${pill} bg-success text-success-foreground`} data-discount>
              {t({
                message: `${tool.discount!}% OFF`,
                comment:
                  'Home page, tool cards: discount badge, e.g. "70% OFF". {0} is the percentage (a number); write the number and the percent sign as your language does (de “70 % RABATT”, fr “-70 %”). Short: about 15 characters.',
              })}
            </span>
          </>
        )}
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        {tool.features.map((feature) => (
          <li key={feature.id} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <Message of={feature} />
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <ExternalLink
          href={toolHref(tool, category)}
          kind={tool.affiliate ? 'sponsored' : 'plain'}
          className={buttonVariants({ variant: highlight ? 'primary' : 'secondary', width: 'full' })}
        >
          <Message of={tool.cta} />
          <span className="sr-only"> — {tool.name}</span>
          <ExternalIcon aria-hidden className="size-4" />
        </ExternalLink>
      </div>
    </li>
  )
}
