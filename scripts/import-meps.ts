// `npm run data:meps -- DIR [--retrieved YYYY-MM-DD] [--out FOLDER]`: rebuilds the Act now MEP data
// (app/content/meps/<CC>.json and app/content/meps/record.json, docs/editing.md#refresh-the-mep-data)
// from open data in DIR:
//
// - HowTheyVote.eu's CSV export (https://howtheyvote.eu/developers, licence ODbL 1.0), unzipped:
//   members.csv       id, first_name, last_name, country_code (ISO 3166-1 alpha-3), date_of_birth,
//                     email, facebook, twitter — `id` is the Parliament's MEP id
//   countries.csv     code (alpha-3), iso_alpha_2, label
//   member_votes.csv  vote_id, member_id, position (FOR | AGAINST | ABSTENTION | DID_NOT_VOTE),
//                     country_code, group_code — `vote_id` is the `howTheyVote` of app/content/roll-calls.ts
//   last_updated.txt  the export's time stamp (ISO 8601): the day the record describes
//   (comma-separated, a header line, fields with commas or quotes in double quotes; empty = none)
// - meps.xml: the Parliament's list of its current Members
//   (https://www.europarl.europa.eu/meps/en/full-list/xml): one <mep> per Member with <fullName>,
//   <country>, <politicalGroup>, <id> and <nationalPoliticalGroup>. It decides who is current and
//   gives the name, the group and the national party.
// - attendance.csv: `date,member_id`, one line per Member named on the attendance register of the
//   sitting of a tracked roll call (the Parliament's minutes, PV-10-<date>-ATT). HowTheyVote's
//   DID_NOT_VOTE does not tell a Member who was there but did not vote (did-not-vote) from one
//   not on the register (not-recorded-present); the register does.
//
// Each current Member gets one value per roll call of app/content/roll-calls.ts: FOR → for,
// AGAINST → against, ABSTENTION → abstention, DID_NOT_VOTE → did-not-vote or
// not-recorded-present by the register, no line at all → not-an-mep (not a Member that day).
// An e-mail address must be a plain one at @europarl.europa.eu (isMepAddress,
// app/content/letter-links.ts): the letter buttons write to it.
// Vacancies are not in these sources: each country file keeps its recorded vacancies. The
// command stops on anything it cannot map (a group, a country, a sitting without its register);
// `npm run content:check` then checks the result, seats included.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMepAddress, MEP_DOMAIN } from '../app/content/letter-links'
import type { Mep, MepCountry, MepRecord } from '../app/content/schema'

/** What the import needs of a tracked roll call (app/content/roll-calls.ts). */
export interface TrackedRollCall {
  id: string
  date: string
  howTheyVote: number
}

export interface ImportOptions {
  rollCalls: readonly TrackedRollCall[]
  /** The member states' codes: one file each (app/content/member-states.ts). */
  countries: readonly string[]
  /** The vacancies recorded so far, by country: kept as they are. */
  vacancies: Readonly<Record<string, MepCountry['vacancies']>>
  /** The day the data is taken into the repository. */
  retrieved: string
}

export interface ImportResult {
  countries: Record<string, MepCountry>
  record: MepRecord
}

/** The Parliament's group names (meps.xml) and their short codes (MEP_GROUPS, app/content/schema.ts). */
const GROUPS: Readonly<Record<string, Mep['group']>> = {
  "Group of the European People's Party (Christian Democrats)": 'EPP',
  'Group of the Progressive Alliance of Socialists and Democrats in the European Parliament': 'S&D',
  'Patriots for Europe Group': 'PfE',
  'European Conservatives and Reformists Group': 'ECR',
  'Renew Europe Group': 'Renew',
  'Group of the Greens/European Free Alliance': 'Greens/EFA',
  'The Left group in the European Parliament - GUE/NGL': 'The Left',
  'Europe of Sovereign Nations Group': 'ESN',
  'Non-attached Members': 'NI',
}

const POSITIONS = { FOR: 'for', AGAINST: 'against', ABSTENTION: 'abstention' } as const

/** RFC 4180 CSV (as Python's csv module writes it) into records keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) field += c
    else if (c === ',') endField()
    else if (c === '\n') endRow()
    else if (c !== '\r') field += c
  }
  if (field !== '' || row.length) endRow()
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '')
  if (!header) return []
  return body.map((r, n) => {
    if (r.length !== header.length) throw new Error(`CSV line ${n + 2}: ${r.length} fields, the header has ${header.length}`)
    return Object.fromEntries(header.map((name, i) => [name, r[i]!]))
  })
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(parseInt(name.slice(1), 10))
        : (ENTITIES[name] ?? whole),
  )

/** The <mep> entries of the Parliament's list of Members (meps.xml). */
export function parseMepsXml(xml: string): Array<Record<string, string>> {
  return [...xml.matchAll(/<mep>([\s\S]*?)<\/mep>/g)].map(([, body]) =>
    Object.fromEntries([...body!.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)].map(([, tag, value]) => [tag!, decode(value!.trim())])),
  )
}

const required = (record: Record<string, string>, key: string, where: string): string => {
  const value = record[key]
  if (value === undefined || value === '') throw new Error(`${where}: no ${key}`)
  return value
}

/** Builds the country files and the record from the files of DIR (see the header). */
export async function importMeps(dir: string, options: ImportOptions): Promise<ImportResult> {
  const read = (name: string) => readFile(join(dir, name), 'utf8')
  const files = new Set(await readdir(dir))
  for (const name of ['members.csv', 'countries.csv', 'member_votes.csv', 'meps.xml', 'attendance.csv'])
    if (!files.has(name)) throw new Error(`${join(dir, name)} is missing (scripts/import-meps.ts lists what the folder holds)`)

  const alpha2 = new Map(parseCsv(await read('countries.csv')).map((c) => [c.code!, c.iso_alpha_2 === 'EL' ? 'GR' : c.iso_alpha_2!]))
  const members = new Map(parseCsv(await read('members.csv')).map((m) => [Number(m.id), m]))
  const tracked = new Map(options.rollCalls.map((r) => [r.howTheyVote, r]))
  const votes = new Map<string, string>() // `${roll call id} ${member id}` → position
  for (const v of parseCsv(await read('member_votes.csv'))) {
    const call = tracked.get(Number(v.vote_id))
    if (call) votes.set(`${call.id} ${v.member_id}`, required(v, 'position', `member_votes.csv, vote ${v.vote_id}`))
  }
  for (const call of options.rollCalls)
    if (![...votes.keys()].some((key) => key.startsWith(`${call.id} `)))
      throw new Error(`member_votes.csv has no line of vote ${call.howTheyVote} (${call.id}): an export that covers ${call.date} is needed`)
  const present = new Set(parseCsv(await read('attendance.csv')).map((a) => `${a.date} ${a.member_id}`))
  const registers = new Set([...present].map((key) => key.slice(0, 10)))
  const exported = files.has('last_updated.txt') ? (await read('last_updated.txt')).trim().slice(0, 10) : options.retrieved

  const countries: Record<string, MepCountry> = Object.fromEntries(
    options.countries.map((code) => [code, { country: code, meps: [], vacancies: options.vacancies[code] ?? [] }]),
  )
  for (const entry of parseMepsXml(await read('meps.xml'))) {
    const id = Number(required(entry, 'id', 'meps.xml, a <mep>'))
    const where = `meps.xml, MEP ${id}`
    const member = members.get(id)
    if (!member) throw new Error(`${where} is not in members.csv: a newer HowTheyVote export is needed`)
    const country = alpha2.get(member.country_code!)
    if (!country || !countries[country]) throw new Error(`${where}: country ${member.country_code} is not a member state of the list`)
    const groupName = required(entry, 'politicalGroup', where)
    const group = GROUPS[groupName]
    if (!group)
      throw new Error(`${where}: unknown political group "${groupName}" (add it to GROUPS in scripts/import-meps.ts and MEP_GROUPS)`)
    const mepVotes: Mep['votes'] = {}
    for (const call of options.rollCalls) {
      const position = votes.get(`${call.id} ${id}`)
      if (position === undefined) mepVotes[call.id] = 'not-an-mep'
      else if (position === 'DID_NOT_VOTE') {
        if (!registers.has(call.date))
          throw new Error(`attendance.csv has no register of ${call.date}: MEP ${id} did not vote in ${call.id} and cannot be classified`)
        mepVotes[call.id] = present.has(`${call.date} ${id}`) ? 'did-not-vote' : 'not-recorded-present'
      } else if (position in POSITIONS) mepVotes[call.id] = POSITIONS[position as keyof typeof POSITIONS]
      else throw new Error(`member_votes.csv: position "${position}" of MEP ${id} in vote ${call.howTheyVote}`)
    }
    if (member.email && !isMepAddress(member.email))
      throw new Error(`members.csv, MEP ${id}: e-mail ${JSON.stringify(member.email)} is not a plain address at @${MEP_DOMAIN}`)
    countries[country]!.meps.push({
      id,
      name: required(entry, 'fullName', where),
      country,
      party: required(entry, 'nationalPoliticalGroup', where),
      group,
      emails: member.email ? [member.email] : [],
      profile: `https://www.europarl.europa.eu/meps/en/${id}`,
      votes: mepVotes,
    })
  }
  const byName = (a: Mep, b: Mep) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()]
    return x < y ? -1 : x > y ? 1 : a.id - b.id
  }
  for (const file of Object.values(countries)) file.meps.sort(byName)

  const dates = [...new Set(options.rollCalls.map((r) => r.date))]
  const record: MepRecord = {
    describes: exported,
    retrieved: options.retrieved,
    rollCalls: options.rollCalls.map((r) => r.id),
    sources: [
      {
        name: 'HowTheyVote.eu, CSV export (members, countries, member_votes)',
        url: 'https://howtheyvote.eu/developers',
        date: exported,
        licence: 'Open Data Commons Open Database License (ODbL) 1.0',
      },
      {
        name: 'European Parliament, list of the current Members (XML)',
        url: 'https://www.europarl.europa.eu/meps/en/full-list/xml',
        date: options.retrieved,
        licence: null,
      },
      ...dates.map((date) => ({
        name: `European Parliament, attendance register of the sitting of ${date}`,
        // The 10th term's minutes (PV-10-…); a roll call of another term names its own.
        url: `https://www.europarl.europa.eu/doceo/document/PV-10-${date}-ATT_EN.pdf`,
        date,
        licence: null,
      })),
    ],
    method:
      'Built by npm run data:meps (scripts/import-meps.ts): the current Members, their names, groups and national parties from the Parliament’s list; country and e-mail from HowTheyVote’s members.csv; the raw vote of each tracked roll call from its member_votes.csv (FOR, AGAINST, ABSTENTION); DID_NOT_VOTE split by the sitting’s attendance register into did-not-vote (on the register) and not-recorded-present (not on it, which does not say why); no line for a roll call: not-an-mep. Vacancies are kept from the previous files with their own sources.',
  }
  return { countries, record }
}

/** The roll calls of app/content/roll-calls.ts. */
async function trackedRollCalls(): Promise<TrackedRollCall[]> {
  const { ROLL_CALLS } = await import('../app/content/roll-calls')
  return ROLL_CALLS.map(({ id, date, howTheyVote }) => ({ id, date, howTheyVote }))
}

async function main() {
  const args = process.argv.slice(2)
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const retrieved = option('--retrieved') ?? new Date().toISOString().slice(0, 10)
  const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
  if (!dir || !/^\d{4}-\d{2}-\d{2}$/.test(retrieved)) {
    console.error('usage: npm run data:meps -- DIR [--retrieved YYYY-MM-DD] [--out FOLDER]   (DIR: see scripts/import-meps.ts)')
    process.exit(2)
  }
  const [{ MEMBER_STATES }, prettier] = await Promise.all([import('../app/content/member-states'), import('prettier')])
  // The files are rebuilt in place; --out writes them elsewhere (to compare before replacing).
  const meps = fileURLToPath(new URL('../app/content/meps/', import.meta.url))
  const out = option('--out') ?? meps
  const vacancies: Record<string, MepCountry['vacancies']> = {}
  for (const { code } of MEMBER_STATES) {
    const previous = JSON.parse(await readFile(join(meps, `${code}.json`), 'utf8').catch(() => '{}')) as Partial<MepCountry>
    vacancies[code] = previous.vacancies ?? []
  }
  const result = await importMeps(dir, {
    rollCalls: await trackedRollCalls(),
    countries: MEMBER_STATES.map((s) => s.code),
    vacancies,
    retrieved,
  })
  const write = async (name: string, data: unknown) => {
    const path = join(out, name)
    const options = (await prettier.resolveConfig(path)) ?? {}
    await writeFile(path, await prettier.format(JSON.stringify(data), { ...options, filepath: path }))
  }
  for (const [code, file] of Object.entries(result.countries)) await write(`${code}.json`, file)
  await write('record.json', result.record)
  let total = 0
  for (const { code, seats } of MEMBER_STATES) {
    const file = result.countries[code]!
    total += file.meps.length
    if (file.meps.length + file.vacancies.length !== seats)
      console.log(
        `${code}: ${file.meps.length} MEPs + ${file.vacancies.length} vacancies ≠ ${seats} seats: record the vacancy (docs/editing.md#refresh-the-mep-data)`,
      )
  }
  console.log(`wrote ${total} MEPs in ${MEMBER_STATES.length} files and record.json to ${out}; now run npm run content:check`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
