import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mepRecordSchema, mepCountrySchema } from '~/content/schema'
import { importMeps, parseCsv, type ImportOptions } from '../../scripts/import-meps'
import expected from '../fixtures/meps/expected.json'
import { HOSTILE_MEP_ADDRESSES } from './hostile-mep-addresses'

// `npm run data:meps` (scripts/import-meps.ts) on a small HowTheyVote export with the
// Parliament's list of Members and the attendance registers (tests/fixtures/meps/howtheyvote/):
// the files it builds are exactly tests/fixtures/meps/expected.json.
const FIXTURE = join(import.meta.dirname, '../fixtures/meps/howtheyvote')
const OPTIONS: ImportOptions = {
  rollCalls: [
    { id: '2026-03-11-narrower-extension', date: '2026-03-11', howTheyVote: 186972 },
    { id: '2026-07-09-reject-council-position', date: '2026-07-09', howTheyVote: 195775 },
  ],
  countries: ['AT', 'DK'],
  vacancies: { DK: expected.countries.DK.vacancies },
  retrieved: '2026-11-27',
}

let scratch: string | undefined
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true })
  scratch = undefined
})
/** A copy of the fixture with one file replaced. */
async function fixtureWith(name: string, text: string): Promise<string> {
  scratch = await mkdtemp(join(tmpdir(), 'meps-import-'))
  await cp(FIXTURE, scratch, { recursive: true })
  await writeFile(join(scratch, name), text)
  return scratch
}

describe('npm run data:meps', () => {
  it('builds the expected country files and record from the fixture', async () => {
    const result = await importMeps(FIXTURE, OPTIONS)
    expect(result.countries).toEqual(expected.countries)
    expect(result.record).toEqual({ ...expected.record, method: expect.stringContaining('DID_NOT_VOTE') })
  })

  it('builds files the schemas accept', async () => {
    const result = await importMeps(FIXTURE, OPTIONS)
    for (const file of Object.values(result.countries)) expect(mepCountrySchema.safeParse(file).success).toBe(true)
    expect(mepRecordSchema.safeParse(result.record).success).toBe(true)
  })

  it('reads quoted CSV fields with commas and doubled quotes', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""",\r\n')).toEqual([{ a: 'x, y', b: 'say "hi"', c: '' }])
  })

  it('stops when a sitting’s attendance register is missing', async () => {
    const dir = await fixtureWith('attendance.csv', 'date,member_id\n2026-03-11,197558\n')
    await expect(importMeps(dir, OPTIONS)).rejects.toThrow(/no register of 2026-07-09/)
  })

  it('stops on a political group it cannot map', async () => {
    const xml = await readFile(join(FIXTURE, 'meps.xml'), 'utf8')
    const dir = await fixtureWith('meps.xml', xml.replace('Patriots for Europe Group', 'Identity and Democracy Group'))
    await expect(importMeps(dir, OPTIONS)).rejects.toThrow(/MEP 277178: unknown political group "Identity and Democracy Group"/)
  })

  it('stops when a tracked roll call is not in the export', async () => {
    const rollCalls = [...OPTIONS.rollCalls, { id: '2026-03-26-extension', date: '2026-03-26', howTheyVote: 189270 }]
    await expect(importMeps(FIXTURE, { ...OPTIONS, rollCalls })).rejects.toThrow(/no line of vote 189270 \(2026-03-26-extension\)/)
  })

  it('stops on a current Member missing from the export', async () => {
    const dir = await fixtureWith('members.csv', 'id,first_name,last_name,country_code,date_of_birth,email,facebook,twitter\r\n')
    await expect(importMeps(dir, OPTIONS)).rejects.toThrow(/MEP 197648 is not in members\.csv/)
  })

  it('stops on an e-mail address that is not a plain one at @europarl.europa.eu', async () => {
    const members = await readFile(join(FIXTURE, 'members.csv'), 'utf8')
    for (const address of HOSTILE_MEP_ADDRESSES) {
      // A CSV field, quoted as the export quotes one with a comma or a quote.
      const field = `"${address.replaceAll('"', '""')}"`
      const dir = await fixtureWith('members.csv', members.replace('alexander.bernhuber@europarl.europa.eu', field))
      await expect(importMeps(dir, OPTIONS), address).rejects.toThrow(
        /members\.csv, MEP 197648: e-mail .* is not a plain address at @europarl\.europa\.eu/,
      )
      await rm(dir, { recursive: true, force: true })
    }
  })
})
