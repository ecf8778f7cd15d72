import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import { formatDay } from '~/content/format'
import { assertMepAddress } from '~/content/letter-links'
import { letterI18n } from '~/content/letter-catalogs'
import { LETTER_LANGUAGES, type LetterLang } from '~/content/letter-languages'
import { LETTER_OF_VOTE, mepLetter } from '~/content/letters'
import { displayName } from '~/content/mep-name'
import type { RollCall } from '~/content/schema'
import type { MemberState } from '~/content/member-state'
import { SEATS_SOURCE } from '~/content/member-states'
import { MEP_RECORD, voteOf, type Mep, type MepVote } from '~/content/meps'
import { LETTER_ROLL_CALL, majorityOf, ROLL_CALLS } from '~/content/roll-calls'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/ui/external-link'
import { SourceLinks } from '~/components/updates/source-links'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '~/i18n/use-lang'
import { LetterOptions } from './letter-options'
import { Message } from '~/i18n/fallback'

function useVoteLabels(): Record<MepVote, string> {
  const { t } = useLingui()
  return {
    for: t({
      message: `For`,
      comment: 'Act now, an MEP’s record in one roll call: voted for the motion (what "for" meant is explained above the list).',
    }),
    against: t({ message: `Against`, comment: 'Act now, an MEP’s record in one roll call: voted against the motion.' }),
    abstention: t({ message: `Abstained`, comment: 'Act now, an MEP’s record in one roll call: abstained.' }),
    'did-not-vote': t({
      message: `Did not vote`,
      comment:
        'Act now, an MEP’s record in one roll call: on the attendance register that day, but no vote recorded. Not the same as "not recorded present".',
    }),
    'not-recorded-present': t({
      message: `Not recorded present`,
      comment: 'Act now, an MEP’s record in one roll call: not on the attendance register of that sitting. Not the same as "did not vote".',
    }),
    'not-an-mep': t({ message: `Not yet an MEP`, comment: 'Act now, an MEP’s record in one roll call: took their seat after that vote.' }),
  }
}

/** The tracked roll calls: what was voted, what "for" meant, the result and the source. */
function RollCalls() {
  const { t } = useLingui()
  const lang = useLang()
  const sourcesLabel = t({
    message: 'Sources:',
    comment: 'Act now pages: before the source links of a roll call or of a government’s stance.',
  })
  return (
    <ol className="mt-4 space-y-3" data-roll-calls>
      {ROLL_CALLS.map((call) => {
        const meaning = <Message of={call.forMeans} />
        const against = <Message of={call.againstMeans} />
        const { for: yes, against: no, abstention } = call.result
        // What became of the motion in words that cannot be misread ("the motion to reject failed"), and the
        // majority it needed with its reason: the same figure as the updates page and the feeds (majorityOf).
        const majority = majorityOf(call)
        return (
          <li key={call.id} className="rounded-xl border border-border bg-card p-4 text-sm" data-roll-call={call.id}>
            <p className="font-semibold">
              <time dateTime={call.date}>{formatDay(call.date, lang)}</time>: <Message of={call.title} />
            </p>
            <p className="mt-1 text-pretty text-muted-foreground">
              <Trans comment="Act now, a roll call: what a vote 'for' and a vote 'against' meant in it (a motion to reject is inverted). meaning, against: the explanations.">
                “For” meant: {meaning} “Against” meant: {against}
              </Trans>
            </p>
            <p className="mt-1 text-muted-foreground">
              {t({
                message: `Result: ${yes} for, ${no} against, ${abstention} abstentions.`,
                comment: 'Act now, a roll call’s result as announced; what it meant follows in the next sentence.',
              })}{' '}
              <span data-outcome>
                <Message of={call.outcomeMeans} />
              </span>
              {majority && (
                <>
                  {' '}
                  <Message of={majority.reason} values={{ needed: majority.needed, members: majority.membersInOffice }} />
                </>
              )}
            </p>
            <SourceLinks sources={call.sources} label={sourcesLabel} />
          </li>
        )
      })}
      <li className="text-sm text-muted-foreground">
        {t({
          message: `“Did not vote”: on the sitting’s attendance register, but no vote recorded. “Not recorded present”: not on the attendance register that day.`,
          comment:
            'Act now, under the roll calls: the difference between the two ways an MEP can have no vote. Keep both terms as in the list.',
        })}
      </li>
    </ol>
  )
}

/** What a vote on a roll call meant, in a few words beside the vote ("For: to reject the Council's text"). */
function voteMeaning(i18n: I18n, call: RollCall, vote: MepVote): string | undefined {
  if (vote === 'for') return i18n._(call.forShort)
  if (vote === 'against') return i18n._(call.againstShort)
  return undefined
}

function MepCard({ mep, labels, others }: { mep: Mep; labels: Record<MepVote, string>; others: readonly LetterLang[] }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const name = displayName(mep.name, mep.country)
  const kind = LETTER_OF_VOTE[voteOf(mep, LETTER_ROLL_CALL)]
  // The Parliament's address or none: data that names another stops the render, and the build
  // with it (content:check refuses it first, app/content/meps/check.ts).
  const address = mep.emails[0] === undefined ? undefined : assertMepAddress(mep.emails[0])
  return (
    <li id={`mep-${mep.id}`} className="mep-card" data-mep={mep.id}>
      <h3 className="font-bold break-words">{name}</h3>
      <p className="text-sm text-muted-foreground">
        {mep.party} · {mep.group}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {ROLL_CALLS.map((call) => {
          const vote = voteOf(mep, call.id)
          const meaning = voteMeaning(i18n, call, vote)
          return (
            <div key={call.id} className="contents">
              <dt className="text-muted-foreground">
                <time dateTime={call.date}>{formatDay(call.date, lang)}</time>
              </dt>
              <dd data-vote={vote}>
                <span className="font-semibold">{labels[vote]}</span>
                {meaning && (
                  <span className="text-muted-foreground" data-vote-meaning>
                    {t({
                      message: `: ${meaning}`,
                      comment:
                        'Act now, an MEP’s card: after the vote ("For", "Against"), what it meant in a few words ("to reject the Council’s text"). Keep the colon and the space as your language writes them.',
                    })}
                  </span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {address ? (
        <div className="mt-3 flex flex-col gap-2 text-sm">
          <LetterOptions
            address={address}
            letter={mepLetter(i18n, kind, name)}
            label={t({
              message: `Write to ${name}`,
              comment:
                'Act now: the button that opens the visitor’s e-mail program with a letter to this MEP, ready to edit. name: the MEP’s name.',
            })}
          />
          {others.length > 0 && (
            <div className="flex flex-col gap-1" data-other-letter-languages>
              <p className="text-muted-foreground">
                {t({
                  message: `The same letter in:`,
                  comment:
                    'Act now, an MEP’s card: before the letter in the member state’s other official languages, each named in itself ("italiano", "suomi").',
                })}
              </p>
              {others.map((other) => (
                <LetterOptions
                  key={other}
                  address={address}
                  letter={mepLetter(letterI18n(other), kind, name)}
                  label={<span lang={other}>{LETTER_LANGUAGES[other].nativeName}</span>}
                  lang={other}
                  primary={false}
                />
              ))}
            </div>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm">
          <span className="inline-flex min-h-11 items-center text-muted-foreground" data-no-address>
            {t({
              message: `No public e-mail address in the record: write through the profile.`,
              comment: 'Act now: shown instead of the letter button when the Parliament lists no e-mail address for this MEP.',
            })}
          </span>
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <ExternalLink
          href={mep.profile}
          kind="plain"
          className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          {t({
            message: `Profile on europarl.europa.eu`,
            comment: 'Act now: link to the MEP’s official profile on the European Parliament’s site (the source of the entry).',
          })}
          <ArrowUpRight aria-hidden className="size-3.5" />
        </ExternalLink>
      </p>
      {mep.emails.length > 0 && <p className="text-sm break-all text-muted-foreground">{mep.emails.join(', ')}</p>}
    </li>
  )
}

/**
 * Where the state's letters are also offered in official languages the site does not speak
 * (app/content/letter-languages.ts): a line saying those translations are ours, and where to report
 * a correction.
 */
function LetterLanguagesNote({ others }: { others: readonly LetterLang[] }) {
  const langParam = useLangParam()
  if (!others.length) return null
  const languages = others.map((other) => LETTER_LANGUAGES[other].nativeName).join(', ')
  return (
    <p className="mt-6 max-w-3xl text-sm text-pretty text-muted-foreground" data-letter-languages-note>
      <Trans comment="Act now, a member state's page where each letter is also offered in the state's other official languages. languages: their names in themselves, e.g. 'italiano' or 'suomi, svenska'. The link leads to the contact page.">
        Each letter is also written in {languages}. These translations are our own: if you find a mistake, tell us through the{' '}
        <Link to="/{-$lang}/contact" params={{ lang: langParam }} className="font-semibold text-primary underline underline-offset-4">
          contact page
        </Link>
        .
      </Trans>
    </p>
  )
}

/** The Parliament side of a member state's page: its MEPs, their record and a letter to each (docs/product.md#act-now). */
export function ParliamentSide({ state }: { state: MemberState }) {
  const { t } = useLingui()
  const lang = useLang()
  const labels = useVoteLabels()
  const { seats, letterLanguages } = state
  const meps = state.meps()
  const vacancies = state.vacancies()
  // The day the record describes (its last roll call's week), not the day it was copied here.
  const retrieved = formatDay(MEP_RECORD.describes, lang)
  return (
    <section aria-labelledby="act-parliament" className="mt-12">
      <h2 id="act-parliament" className="text-2xl font-bold">
        {t({
          message: `Your ${seats} MEPs and how they voted`,
          comment:
            'Act now, a country’s page: heading of the Parliament side. seats: the country’s number of seats in the European Parliament.',
        })}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-pretty text-muted-foreground">
        <Trans comment="Act now, a country's page, under the Parliament heading. retrieved: the day the MEP list and votes were compiled.">
          The record of each MEP in the Parliament’s roll calls on the file, as compiled on {retrieved}: no score, no label — the vote, its
          date and its source. The letter follows each MEP’s vote of 9 July 2026; add a sentence of your own before you send it.
        </Trans>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        <ExternalLink
          href={SEATS_SOURCE.url}
          kind="nofollow"
          className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          {t({
            message: `The seats per country: Decision (EU) 2023/2061, EUR-Lex`,
            comment:
              'Act now, a country’s page: the source of each country’s number of seats in the European Parliament (2024–2029). Keep the decision’s number.',
          })}
          <ArrowUpRight aria-hidden className="size-3.5" />
        </ExternalLink>
      </p>
      <RollCalls />
      <LetterLanguagesNote others={letterLanguages} />
      <ul id="act-meps" className="mt-6 grid gap-3 md:grid-cols-2" data-meps>
        {meps.map((mep) => (
          <MepCard key={mep.id} mep={mep} labels={labels} others={letterLanguages} />
        ))}
        {vacancies.map((vacancy) => (
          <li
            key={`vacant-${vacancy.since}`}
            className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground"
            data-vacant
          >
            <Trans comment="Act now: a seat of the country without an MEP. since: the day it became vacant.">
              Vacant seat since <time dateTime={vacancy.since}>{formatDay(vacancy.since, lang)}</time>
            </Trans>
          </li>
        ))}
      </ul>
    </section>
  )
}
