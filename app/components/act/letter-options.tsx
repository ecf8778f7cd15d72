import { useLingui } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { letterMailto, webmailLinks } from '~/content/letter-links'
import type { Letter } from '~/content/letters'
import { COPIED_LABEL_ATTR, COPY_LETTER_ATTR, LETTER_BODY_ATTR, LETTER_TEXT_ATTR } from './letter-copy'

/**
 * One letter to one address, every way to send it (docs/product.md#act-now): a button that opens
 * the visitor's own mail program (`mailto:`), and — for a visitor without one, where a click
 * "does nothing" — the same letter as plain text with its address and subject, ready to select
 * and copy, a copy button once the text is opened (letter-copy.ts), and links that open the compose
 * windows of Gmail and Outlook.com filled in (webmailLinks, app/content/letter-links.ts). Links and a
 * `<details>`: it works without JavaScript, and nothing is requested from a webmail service before
 * the visitor clicks. Links, not forms: see webmailLinks.
 *
 * `lang`: the letter's language where it is not the page's (an official language of the member
 * state the site does not speak): its text and the button carry it, the button as `hreflang`.
 */
export function LetterOptions({
  address,
  letter,
  label,
  lang,
  primary = true,
}: {
  address: string
  letter: Letter
  label: ReactNode
  lang?: string
  primary?: boolean
}) {
  const { t } = useLingui()
  const mailto = letterMailto(address, letter)
  const webmail = webmailLinks(address, letter)
  return (
    <div className="flex flex-col gap-1" data-letter-options={lang ?? ''}>
      <a
        href={mailto.href}
        hrefLang={lang}
        className={primary ? 'letter-primary' : 'letter-other'}
        data-letter
        data-letter-body-in-link={mailto.hasBody}
      >
        {primary && <Mail aria-hidden className="size-4 shrink-0" />}
        {label}
      </a>
      <details {...{ [LETTER_TEXT_ATTR]: '' }} className="text-sm">
        <summary className="letter-summary">
          {t({
            message: `No mail program? Read, copy or send it by webmail`,
            comment:
              'Act now, under each letter button: opens the same letter as plain text (address, subject, body) to copy, with links to Gmail and Outlook.com. For visitors whose click on the button does nothing because no mail program is set up.',
          })}
        </summary>
        <div className="letter-panel">
          {!mailto.hasBody && (
            <p className="mb-2 font-semibold">
              {t({
                message: `This letter is too long for a mail link: the button fills in the address and the subject only. Copy the text below into your mail.`,
                comment:
                  'Act now: shown above a letter whose text does not fit in a mailto: link (letters in Greek or Bulgarian take many characters once encoded for a link).',
              })}
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
            <dt className="text-muted-foreground">
              {t({ message: `To:`, comment: 'Act now, a letter as plain text: label before the address.' })}
            </dt>
            <dd className="break-all select-all">{address}</dd>
            <dt className="text-muted-foreground">
              {t({ message: `Subject:`, comment: 'Action page (/act), sample letter: the label before the e-mail’s subject line.' })}
            </dt>
            <dd className="select-all" lang={lang}>
              {letter.subject}
            </dd>
          </dl>
          <pre lang={lang} className="letter-text" {...{ [LETTER_BODY_ATTR]: '' }}>
            {letter.body.replace(/\r\n/g, '\n')}
          </pre>
          <p className="mt-2 flex flex-wrap items-center gap-x-4">
            <button
              type="button"
              hidden
              className="letter-action"
              {...{
                [COPY_LETTER_ATTR]: '',
                [COPIED_LABEL_ATTR]: t({
                  message: `Copied`,
                  comment: 'Act now: the copy button’s label once the letter’s text is on the clipboard.',
                }),
              }}
            >
              {t({ message: `Copy the letter`, comment: 'Act now: button that copies the letter’s text (shown when JavaScript runs).' })}
            </button>
            <a href={webmail.gmail} target="_blank" rel="noopener noreferrer" className="letter-action" data-webmail="gmail">
              {t({
                message: `Open in Gmail`,
                comment: 'Act now: link that opens Gmail’s compose window (new tab) with the letter filled in.',
              })}
            </a>
            <a href={webmail.outlook} target="_blank" rel="noopener noreferrer" className="letter-action" data-webmail="outlook">
              {t({
                message: `Open in Outlook.com`,
                comment: 'Act now: link that opens Outlook.com’s compose window (new tab) with the letter filled in.',
              })}
            </a>
          </p>
        </div>
      </details>
    </div>
  )
}
