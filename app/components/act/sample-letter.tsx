import { useLingui } from '@lingui/react/macro'
import { sampleLetter } from '~/content/page-letters'

/**
 * The letter, readable on the action index (and so in the offline copy, which is made from the
 * pages: app/spread/offline.ts): what a visitor will send, before they pick their country. Each
 * state's page writes every MEP's own letter, following that MEP's vote.
 */
export function SampleLetter() {
  const { t, i18n } = useLingui()
  const letter = sampleLetter(i18n)
  return (
    <section aria-labelledby="act-letter" className="mt-10 max-w-3xl" data-sample-letter>
      <h2 id="act-letter" className="text-2xl font-bold">
        {t({ message: `The letter`, comment: 'Action page (/act): heading of the sample letter a visitor sends to an MEP.' })}
      </h2>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">
        {t({
          message: `On your country’s page each MEP has a button that opens your e-mail program with this letter, adapted to how that MEP voted on 9 July 2026. Replace the lines in square brackets with your own words before you send it.`,
          comment: 'Action page (/act): above the sample letter; explains how the letter buttons on the country pages work.',
        })}
      </p>
      <div className="mt-4 rounded-xl border border-border bg-card p-4 text-sm">
        <p className="font-semibold">
          {t({ message: `Subject:`, comment: 'Action page (/act), sample letter: the label before the e-mail’s subject line.' })}{' '}
          {letter.subject}
        </p>
        <div className="mt-3 space-y-3 whitespace-pre-line text-pretty">
          {letter.body.split('\r\n\r\n').map((paragraph) => (
            <p key={paragraph}>{paragraph.replace(/\r\n/g, '\n')}</p>
          ))}
        </div>
      </div>
    </section>
  )
}
