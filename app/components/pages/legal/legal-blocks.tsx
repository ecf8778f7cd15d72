import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowRight, ExternalLink as ExternalIcon } from 'lucide-react'
import { ExternalLink } from '~/ui/external-link'
import type { LegalBlock, LegalCell, LegalLink, LegalSlot } from '~/content/legal/types'
import { useLangParam } from '~/i18n/use-lang'
import { buttonVariants } from '~/ui/button'
import { Message } from '~/i18n/fallback'

// A long word (Gegevensbeschermingsautoriteit) may break rather than widen a 320 px page.
const linkClass = buttonVariants({ variant: 'accent', size: 'sm', className: 'max-w-full wrap-anywhere hyphens-auto' })

function BlockLink({ link }: { link: LegalLink }) {
  const langParam = useLangParam()
  if ('to' in link) {
    return (
      <Link to={link.to} params={{ lang: langParam }} className={linkClass}>
        <Message of={link.label} />
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    )
  }
  // Outside links are plain navigation: nothing is loaded from them until clicked.
  return (
    <ExternalLink href={link.href} kind="plain" className={linkClass}>
      <Message of={link.label} />
      <ExternalIcon aria-hidden className="size-4" />
    </ExternalLink>
  )
}

function Cell({ cell }: { cell: LegalCell }) {
  if ('code' in cell) return <code className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-sm">{cell.code}</code>
  return (
    <>
      <Message of={cell} />
    </>
  )
}

type TableBlock = Extract<LegalBlock, { kind: 'table' }>

/**
 * A real table from the small breakpoint up; on phones the same rows as stacked
 * cards (label: value), because four columns do not fit in 360 px.
 */
function LegalTable({ block }: { block: TableBlock }) {
  return (
    <>
      <div className="space-y-3 sm:hidden">
        {block.rows.map((row, r) => (
          <dl key={r} className="rounded-lg border border-border bg-card p-4 text-sm">
            {row.map((cell, c) => (
              <div key={c} className={c ? 'mt-3' : ''}>
                <dt className="font-semibold text-muted-foreground">{block.head[c] && <Message of={block.head[c]} />}</dt>
                <dd className="mt-0.5">
                  <Cell cell={cell} />
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      <div className="hidden overflow-hidden rounded-lg border border-border sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            <Message of={block.caption} />
          </caption>
          <thead className="bg-muted">
            <tr>
              {block.head.map((h, i) => (
                <th key={i} scope="col" className="px-4 py-3 font-semibold">
                  <Message of={h} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className="border-t border-border align-top">
                {row.map((cell, c) => (
                  <td key={c} className="px-4 py-3">
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** Renders the paragraphs, lists, tables and links of one legal section. */
export function LegalBlocks({ blocks, slots }: { blocks: LegalBlock[]; slots?: Partial<Record<LegalSlot, ReactNode>> }) {
  return (
    <div className="space-y-4 leading-relaxed text-foreground/90">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'p':
            return (
              <p key={index}>
                <Message of={block.text} />
              </p>
            )
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-primary">
                {block.items.map((item, i) => (
                  <li key={i}>
                    <Message of={item} />
                  </li>
                ))}
              </ul>
            )
          case 'table':
            return <LegalTable key={index} block={block} />
          case 'slot':
            return <div key={index}>{slots?.[block.name]}</div>
          case 'links':
            return (
              <div key={index} className="flex flex-wrap gap-3 pt-1">
                {block.links.map((link, i) => (
                  <BlockLink key={i} link={link} />
                ))}
              </div>
            )
        }
      })}
    </div>
  )
}
