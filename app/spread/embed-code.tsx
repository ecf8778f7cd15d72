import { useLingui } from '@lingui/react/macro'
import { Code } from 'lucide-react'
import type { MemberStateCode } from '~/content/member-states'
import { useLang } from '~/i18n/use-lang'
import { absoluteUrl } from '~/seo/alternates'
import { SITE_NAME } from '~/seo/site'
import { badgePath, embedPath, type EmbedSubject } from './paths'
import { useSiteUrl } from './site-url'

/** The frame's size: the card's content fits it in every language (tests/e2e/spread-embed.spec.ts). */
const EMBED_SIZE = { tracker: { width: 360, height: 330 }, country: { width: 360, height: 330 } } as const

/** The HTML another site pastes: the card in a sandboxed frame whose links may open a new tab. */
export function iframeCode(src: string, title: string, subject: EmbedSubject): string {
  const { width, height } = EMBED_SIZE[subject === 'tracker' ? 'tracker' : 'country']
  return `<iframe src="${src}" title="${title.replace(/"/g, '&quot;')}" width="${width}" height="${height}" style="border:0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`
}

/** A block of code shown as text, selected whole on a click (no script): copy it with the keyboard or the menu. */
function CodeBlock({ label, code, id }: { label: string; code: string; id: string }) {
  return (
    <figure className="mt-3">
      <figcaption id={id} className="text-sm font-semibold">
        {label}
      </figcaption>
      <pre className="mt-1 overflow-x-auto rounded-lg border border-border bg-muted p-3 text-xs break-all whitespace-pre-wrap select-all">
        <code>{code}</code>
      </pre>
    </figure>
  )
}

/**
 * The embed code of a card (app/spread/embed.ts) for other sites: on the action index (the
 * tracker, and its SVG badge for an `<img>`) and on each country page (that state's card; `name`: its name in the page's language).
 */
export function EmbedCode({ subject, name = '' }: { subject: 'tracker'; name?: undefined } | { subject: MemberStateCode; name: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const siteUrl = useSiteUrl()
  const src = absoluteUrl(siteUrl, embedPath(lang, subject))
  const title =
    subject === 'tracker'
      ? t({
          message: 'EU governments on Chat Control',
          comment: 'Title of the embeddable tracker card’s frame (read by screen readers on other sites).',
        })
      : t({
          message: `${name} on Chat Control`,
          comment: 'Title of a member state’s embeddable card’s frame (read by screen readers on other sites).',
        })
  const home = absoluteUrl(siteUrl, '/')
  const badge = `<a href="${home}"><img src="${absoluteUrl(siteUrl, badgePath(lang))}" alt="${title} (${SITE_NAME})" height="20"></a>`
  return (
    <section aria-labelledby={`embed-${subject}`} className="mt-10 rounded-2xl border border-border bg-card p-6" data-embed-code={subject}>
      <h2 id={`embed-${subject}`} className="flex items-center gap-2 text-xl font-bold">
        <Code aria-hidden className="size-5 text-primary" />
        {t({
          message: 'Put it on your site',
          comment: 'Heading of the box with the embed code (HTML for other websites) on the action pages.',
        })}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {t({
          message:
            'Copy this HTML into your page: a small card with the governments’ positions, their date and a link back — no script, no tracking; its links open this site in a new tab.',
          comment: 'Action pages, embed box: what the embed code gives another website. Keep it factual.',
        })}
      </p>
      <CodeBlock
        id={`embed-${subject}-frame`}
        label={t({ message: 'Card (iframe)', comment: 'Action pages, embed box: label of the iframe code. Keep "iframe".' })}
        code={iframeCode(src, title, subject)}
      />
      {subject === 'tracker' && (
        <CodeBlock
          id="embed-badge"
          label={t({
            message: 'Badge (image)',
            comment: 'Action page, embed box: label of the code of the small SVG badge with the counts.',
          })}
          code={badge}
        />
      )}
    </section>
  )
}
