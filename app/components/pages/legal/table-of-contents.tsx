import { useLingui } from '@lingui/react/macro'
import type { LegalSection } from '~/content/legal/types'
import { Message } from '~/i18n/fallback'

/**
 * In-page navigation of a long legal page. Plain fragment links: the browser
 * scrolls to the section (below the sticky header thanks to scroll-margin-top)
 * and the address keeps a shareable #anchor.
 */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useLingui()
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-xl border border-border bg-card p-4 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="toc-title" className="px-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t({
          message: `On this page`,
          comment: 'Privacy Policy, Terms of Service and Affiliate Disclosure pages: heading of the table of contents.',
        })}
      </h2>
      <ol className="mt-2 text-sm sm:columns-2 lg:columns-1">
        {sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 hover:bg-muted hover:text-primary">
              <span aria-hidden className="w-6 shrink-0 tabular-nums text-muted-foreground">
                {index + 1}.
              </span>
              <span>
                <Message of={section.title} />
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
