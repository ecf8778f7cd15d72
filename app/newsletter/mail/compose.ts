import type { I18n, MessageDescriptor } from '@lingui/core'
import { MAIL_MESSAGES as M } from './mail-messages'
import { escapeMarkup } from '~/lib/escape-markup'
import { typeset } from '../typography'

/** A message ready for the mailer (mailer.server.ts). */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The links of the message, printed in the server log when there is no SMTP server. */
  links: string[]
  /** RFC 8058 one-click unsubscribe URL (https): List-Unsubscribe and List-Unsubscribe-Post. */
  unsubscribeUrl?: string
  messageId?: string
}

const siteName = (siteUrl: string): string => new URL(siteUrl).host

function htmlDocument(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeMarkup(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;color:#111827;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.55">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>
`
}

/** The double opt-in email, in the language of the page the visitor subscribed on. */
export function confirmationMail(i18n: I18n, { to, link, siteUrl }: { to: string; link: string; siteUrl: string }): OutgoingMail {
  // Every text typeset for the mail's language (../typography.ts); the link stays as it is.
  const say = (descriptor: MessageDescriptor): string => typeset(i18n._(descriptor), i18n.locale)
  const subject = say(M.confirmSubject)
  const site = siteName(siteUrl)
  const lines = [
    say(M.greeting),
    '',
    say({ ...M.confirmBody, values: { site } }),
    '',
    link,
    '',
    say(M.confirmValidity),
    '',
    say(M.signature),
  ]
  const html = htmlDocument(
    i18n.locale,
    subject,
    [
      `<p>${escapeMarkup(say(M.greeting))}</p>`,
      `<p>${escapeMarkup(say({ ...M.confirmBody, values: { site } }))}</p>`,
      `<p><a href="${escapeMarkup(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeMarkup(say(M.confirmButton))}</a></p>`,
      `<p style="word-break:break-all;font-size:13px;color:#4b5563">${escapeMarkup(link)}</p>`,
      `<p>${escapeMarkup(say(M.confirmValidity))}</p>`,
      `<p>${escapeMarkup(say(M.signature))}</p>`,
    ].join('\n'),
  )
  return { to, subject, text: `${lines.join('\n')}\n`, html, links: [link] }
}

/** One issue of the newsletter, rendered for one language (issue.ts). */
export interface RenderedIssue {
  subject: string
  /** The Markdown source: readable as it is in a plain-text mail client. */
  text: string
  /** The Markdown rendered to HTML. */
  html: string
}

/** An issue for one subscriber, with its own one-click unsubscribe link. */
export function issueMail(
  i18n: I18n,
  issue: RenderedIssue,
  { to, unsubscribeUrl, siteUrl, messageId }: { to: string; unsubscribeUrl: string; siteUrl: string; messageId?: string },
): OutgoingMail {
  const site = siteName(siteUrl)
  // The footer typeset for the mail's language (../typography.ts), which leaves an address as it is.
  const footer = typeset(i18n._({ ...M.issueFooter, values: { site } }), i18n.locale)
  const unsubscribeLabel = typeset(i18n._({ ...M.unsubscribeText, values: { link: unsubscribeUrl } }), i18n.locale)
  const text = `${issue.text.trimEnd()}\n\n-- \n${footer}\n${unsubscribeLabel}\n`
  const html = htmlDocument(
    i18n.locale,
    issue.subject,
    `${issue.html}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:13px;color:#4b5563">${escapeMarkup(footer)}<br><a href="${escapeMarkup(unsubscribeUrl)}" style="color:#1d4ed8">${escapeMarkup(typeset(i18n._(M.unsubscribe), i18n.locale))}</a></p>`,
  )
  return { to, subject: issue.subject, text, html, links: [unsubscribeUrl], unsubscribeUrl, messageId }
}
