import type { ReactNode } from 'react'
import type { LegalDocumentContent, LegalSlot } from '~/content/legal/types'
import { LegalBlocks } from './legal-blocks'
import { TableOfContents } from './table-of-contents'
import { Message } from '~/i18n/fallback'

/**
 * A long legal page: title, date and summary, a table of contents (sticky beside
 * the text on wide screens, above it on phones) and numbered sections.
 */
export function LegalDocument({
  content,
  slots,
}: {
  content: LegalDocumentContent
  /** What fills the document's `slot` blocks. */
  slots?: Partial<Record<LegalSlot, ReactNode>>
}) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-[clamp(1.5rem,7vw,1.875rem)] font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-4xl">
          <Message of={content.title} />
        </h1>
        {content.updated && (
          <p className="mt-3 text-sm font-medium text-muted-foreground">
            <time dateTime={content.updatedIso}>
              <Message of={content.updated} />
            </time>
          </p>
        )}
        {content.amended && (
          <p className="mt-1 text-sm font-medium text-muted-foreground" data-amended={content.amended.iso}>
            <Message of={content.amended.text} />
          </p>
        )}
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          <Message of={content.intro} />
        </p>
      </header>
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <TableOfContents sections={content.sections} />
        <div className="max-w-3xl space-y-12 break-words hyphens-auto">
          {content.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight break-words hyphens-auto sm:text-2xl">
                <span className="mr-2 text-primary tabular-nums">{index + 1}.</span>
                <Message of={section.title} />
              </h2>
              <div className="mt-4">
                <LegalBlocks blocks={section.blocks} slots={slots} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
