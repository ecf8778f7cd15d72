import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

/*
 * Every outbound link of the home page opens in a new tab, and its `rel` says what
 * it is (docs/product.md#outbound-links): affiliate links are "sponsored", editorial and campaign links are
 * "nofollow", and a plain link (a tool's own pricing page) is neither.
 */
export type ExternalLinkKind = 'sponsored' | 'nofollow' | 'plain'

const EXTERNAL_REL: Readonly<Record<ExternalLinkKind, string>> = {
  sponsored: 'sponsored noopener noreferrer',
  nofollow: 'nofollow noopener noreferrer',
  plain: 'noopener noreferrer',
}

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string
  kind: ExternalLinkKind
  children: ReactNode
}

export function ExternalLink({ kind, children, ...rest }: Props) {
  const { t } = useLingui()
  return (
    <a {...rest} target="_blank" rel={EXTERNAL_REL[kind]}>
      {children}
      <span className="sr-only">
        {' '}
        {t({
          message: `(opens in a new tab)`,
          comment:
            'Read by screen readers only, after the text of every link that opens in a new tab (news articles, tool providers, the MEP campaign site). In brackets, lower case.',
        })}
      </span>
    </a>
  )
}
