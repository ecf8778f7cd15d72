import type { z } from 'zod'
import { isMepAddress, MEP_DOMAIN } from '../letter-links.ts'
import { NAME_OVERRIDES, readName } from '../mep-name.ts'
import { mepCountrySchema, mepRecordSchema, rollCallSchema, type MepCountry, type RollCall } from '../schema.ts'

/*
 * The rules of `npm run content:check` for the "Act now" data (app/content/check.ts calls
 * them): the roll calls (app/content/roll-calls.ts), the MEP files (app/content/meps/<CC>.json)
 * and their record (app/content/meps/record.json), against the seats of
 * app/content/member-states.ts. tests/unit/meps-check.test.ts breaks each rule. The names the
 * rules of app/content/mep-name.ts cannot settle are warnings (tests/unit/mep-name.test.ts).
 */

export interface MepData {
  rollCalls: readonly unknown[]
  record: unknown
  /** The MEP files by the code in their file name (AT for app/content/meps/AT.json). */
  countries: Readonly<Record<string, unknown>>
  /** The member states and their seats: MEMBER_STATES of app/content/member-states.ts. */
  memberStates: readonly { code: string; seats: number }[]
}

interface Reporter {
  errors: string[]
  /** Printed, not failing: the MEP names shown in the register's form (app/content/mep-name.ts). */
  warnings: string[]
  summary: string[]
  /** Schema of each entry; returns the entries that passed (app/content/check.ts). */
  parse<S extends z.ZodType>(kind: string, schema: S, list: readonly unknown[]): z.infer<S>[]
  /** A source URL: https and on the allow-list (app/content/publishers.ts). */
  allowed(kind: string, id: string, url: string): void
}

const PROFILE = 'https://www.europarl.europa.eu/meps/en/'
const DIRECTIONS = ['for', 'against', 'abstention'] as const

export function checkMeps(data: MepData, today: string, { errors, warnings, summary, parse, allowed }: Reporter): void {
  // --- the roll calls: unique ids, oldest first, sourced, a result that matches the outcome
  const rollCalls: RollCall[] = parse('roll call', rollCallSchema, data.rollCalls)
  const ids = rollCalls.map((r) => r.id)
  for (const [i, r] of rollCalls.entries()) {
    if (ids.indexOf(r.id) !== i) errors.push(`roll call ${r.id}: the id is used twice`)
    if (i > 0 && r.date < rollCalls[i - 1]!.date) errors.push(`roll call ${r.id}: out of order (oldest first)`)
    if (!r.id.startsWith(r.date)) errors.push(`roll call ${r.id}: the id starts with the day of the vote, ${r.date}`)
    if (r.date > today) errors.push(`roll call ${r.id}: dated ${r.date}, in the future`)
    for (const source of r.sources) allowed('roll call', r.id, source.url)
    if (!r.sources.some((s) => s.url === `https://howtheyvote.eu/votes/${r.howTheyVote}`))
      errors.push(`roll call ${r.id}: cites no HowTheyVote page of vote ${r.howTheyVote}`)
    if (!r.sources.some((s) => s.url.startsWith('https://www.europarl.europa.eu/doceo/document/PV-')))
      errors.push(`roll call ${r.id}: cites no roll-call record of the Parliament (doceo/document/PV-…)`)
    const { for: yes, against: no, abstention } = r.result
    if ((r.majorityNeeded !== undefined || r.membersInOffice !== undefined) && r.majority !== 'component-members')
      errors.push(`roll call ${r.id}: majorityNeeded and membersInOffice go with a majority of component Members`)
    if (r.majority === 'component-members') {
      // One figure, with its reason: more than half of the Members in office that day.
      if (r.membersInOffice === undefined || r.majorityNeeded === undefined)
        errors.push(`roll call ${r.id}: a majority of component Members needs membersInOffice and majorityNeeded`)
      else {
        const needed = Math.floor(r.membersInOffice / 2) + 1
        if (r.majorityNeeded !== needed)
          errors.push(
            `roll call ${r.id}: majorityNeeded ${r.majorityNeeded} is not a majority of ${r.membersInOffice} Members in office (${needed})`,
          )
        if (yes + no + abstention > r.membersInOffice)
          errors.push(`roll call ${r.id}: ${yes + no + abstention} votes, more than the ${r.membersInOffice} Members in office`)
      }
    }
    const adopted = r.majorityNeeded !== undefined ? yes >= r.majorityNeeded : yes > no
    if (r.majority === 'votes-cast' || r.majorityNeeded !== undefined || r.outcome === 'adopted') {
      if ((r.outcome === 'adopted') !== adopted)
        errors.push(
          `roll call ${r.id}: ${yes} for, ${no} against${r.majorityNeeded ? `, ${r.majorityNeeded} needed` : ''} does not give '${r.outcome}'`,
        )
    }
  }

  // --- the record: its roll calls are the tracked ones, sourced, dated
  const [record] = parse('MEP record', mepRecordSchema, [data.record])
  if (record) {
    if (record.rollCalls.join() !== ids.join())
      errors.push(
        `MEP record: rollCalls ${record.rollCalls.join(', ')} are not the roll calls of app/content/roll-calls.ts (${ids.join(', ')})`,
      )
    if (record.retrieved < record.describes) errors.push(`MEP record: retrieved ${record.retrieved}, before the day it describes`)
    if (record.retrieved > today) errors.push(`MEP record: retrieved ${record.retrieved}, in the future`)
    for (const source of record.sources) allowed('MEP record', source.name, source.url)
  }

  // --- one file per member state, its MEPs and vacancies making its seats
  const seen = new Map<number, string>()
  const counted = new Map<string, Record<(typeof DIRECTIONS)[number], number>>(ids.map((id) => [id, { for: 0, against: 0, abstention: 0 }]))
  let meps = 0
  let vacancies = 0
  const names = new Map<number, string>()
  let unsureNames = 0
  for (const code of Object.keys(data.countries))
    if (!data.memberStates.some((s) => s.code === code)) errors.push(`MEP file ${code}.json: not a member state`)
  for (const { code, seats } of data.memberStates) {
    if (!(code in data.countries)) {
      errors.push(`MEP file ${code}.json: missing (every member state has one)`)
      continue
    }
    const [file]: MepCountry[] = parse(`MEP file ${code}.json`, mepCountrySchema, [data.countries[code]])
    if (!file) continue
    if (file.country !== code) errors.push(`MEP file ${code}.json: says country ${file.country}`)
    for (const mep of file.meps) {
      const name = `MEP ${mep.id} (${code})`
      if (seen.has(mep.id)) errors.push(`${name}: the id is used twice (also in ${seen.get(mep.id)}.json)`)
      seen.set(mep.id, code)
      if (mep.country !== code) errors.push(`${name}: country ${mep.country} in the file of ${code}`)
      if (mep.profile !== `${PROFILE}${mep.id}`) errors.push(`${name}: profile ${mep.profile} is not ${PROFILE}${mep.id}`)
      // The letter buttons write to this address (app/components/act/parliament-side.tsx): the Parliament's, nothing else.
      for (const email of mep.emails)
        if (!isMepAddress(email)) errors.push(`${name}: e-mail ${JSON.stringify(email)} is not a plain address at @${MEP_DOMAIN}`)
      names.set(mep.id, mep.name)
      const reading = readName(mep.name, code)
      if (reading.unsure) {
        unsureNames += 1
        warnings.push(
          `${name} "${mep.name}": shown in the register's form, the name rules cannot settle it (${reading.unsure}); add its spelling to NAME_OVERRIDES in app/content/mep-name.ts`,
        )
      }
      for (const id of ids) if (!(id in mep.votes)) errors.push(`${name}: no value for the roll call ${id}`)
      for (const [id, vote] of Object.entries(mep.votes)) {
        const tally = counted.get(id)
        if (!tally) errors.push(`${name}: a value for ${id}, which is not a tracked roll call (app/content/roll-calls.ts)`)
        else if (vote === 'for' || vote === 'against' || vote === 'abstention') tally[vote] += 1
      }
    }
    for (const vacancy of file.vacancies) {
      if (vacancy.since > today) errors.push(`MEP file ${code}.json: a vacancy since ${vacancy.since}, in the future`)
      for (const source of vacancy.sources) allowed(`MEP file ${code}.json`, `vacancy since ${vacancy.since}`, source.url)
    }
    if (file.meps.length + file.vacancies.length !== seats)
      errors.push(
        `MEP file ${code}.json: ${file.meps.length} MEPs + ${file.vacancies.length} vacancies, but ${code} has ${seats} seats (app/content/member-states.ts)`,
      )
    meps += file.meps.length
    vacancies += file.vacancies.length
  }

  // --- the names the rules cannot settle, spelt by hand: for a current MEP, in the register's letters
  const overrides = Object.entries(NAME_OVERRIDES)
  for (const [id, override] of overrides) {
    const kind = `MEP name override ${id} (app/content/mep-name.ts)`
    const current = names.get(Number(id))
    if (current === undefined) warnings.push(`${kind}: no current MEP has this id; remove the override`)
    else if (current !== override.register)
      warnings.push(`${kind}: the register now writes "${current}", not "${override.register}"; the override no longer applies`)
    if (letters(override.name) !== letters(override.register))
      errors.push(`${kind}: "${override.name}" is not the register's "${override.register}" in other letter case or accents`)
    if (!override.source.startsWith('https://')) errors.push(`${kind}: the source ${override.source} is not https`)
    if (override.checked > today) errors.push(`${kind}: checked ${override.checked}, in the future`)
  }

  // --- the current MEPs cannot have cast more votes of a kind than the roll call counted
  for (const r of rollCalls)
    for (const direction of DIRECTIONS) {
      const n = counted.get(r.id)![direction]
      if (n > r.result[direction])
        errors.push(`roll call ${r.id}: ${n} current MEPs recorded '${direction}', more than the result's ${r.result[direction]}`)
    }

  summary.push(
    `roll calls   ${rollCalls.length}, ${rollCalls[0]?.date ?? '–'} … ${rollCalls.at(-1)?.date ?? '–'}`,
    `meps         ${meps} in ${Object.keys(data.countries).length} files + ${vacancies} vacant = ${meps + vacancies} seats, record of ${record?.describes ?? '–'}`,
    `mep names    ${names.size - unsureNames} as people write them (${overrides.length} by override), ${unsureNames} in the register's form`,
  )
}

/** A name's letters without case, accents and the apostrophe an Italian accent stands for: an override may change no other. */
const letters = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\p{M}'’]/gu, '')
    .toLowerCase()
