import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { COUNTRY_POSITIONS, countPositions } from '~/content/countries'
import { SCHEDULED_EVENTS } from '~/content/scheduled-events'
import { UPDATES } from '~/content/updates'
import { PUBLIC_LANGS } from '~/i18n/languages'
import { i18nFor } from '~/spread/build'
import { buildOpenData, LICENCE } from '~/spread/open-data'
import { DATASETS, dataPath, schemaPath } from '~/spread/paths'

const SITE = 'https://chatcontrol.info'
const files = new Map(buildOpenData((lang, message) => i18nFor(lang)._(message), SITE).map((f) => [f.path, JSON.parse(f.body) as unknown]))
const json = <T>(path: string) => files.get(path) as T

function validator(name: (typeof DATASETS)[number]) {
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  return ajv.compile(json<object>(schemaPath(name)))
}

describe('the open data files', () => {
  it.each(DATASETS)('%s: validates against the JSON Schema published beside it, with its licence and sources', (name) => {
    const validate = validator(name)
    const data = json<{ $schema: string; licence: { id: string; url: string }; sources: string[] }>(dataPath(name))
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true)
    expect(data.$schema).toBe(`${SITE}${schemaPath(name)}`)
    expect(data.licence).toMatchObject({ id: LICENCE.id, url: LICENCE.url })
    expect(data.sources.length).toBeGreaterThan(0)
    expect(json<{ $id: string }>(schemaPath(name)).$id).toBe(`${SITE}${schemaPath(name)}`)
  })

  it.each(DATASETS)('%s: the schema refuses a file that breaks it', (name) => {
    const validate = validator(name)
    const broken = structuredClone(json<Record<string, unknown>>(dataPath(name)))
    delete broken.licence
    expect(validate(broken)).toBe(false)
    expect(validate({ ...json<object>(dataPath(name)), unknown: 1 })).toBe(false)
  })

  it('positions: the tracker’s 27 entries, its counts, and every name in every language', () => {
    type States = {
      tally: { counts: object }
      states: Array<{ code: string; status: string; name: Record<string, string>; moved: unknown }>
    }
    const data = json<States>(dataPath('positions'))
    expect(data.tally.counts).toEqual(countPositions())
    expect(data.states.map((s) => [s.code, s.status])).toEqual(COUNTRY_POSITIONS.map((c) => [c.code, c.status]))
    expect(data.states.filter((s) => s.moved).map((s) => s.code)).toEqual(COUNTRY_POSITIONS.filter((c) => c.moved).map((c) => c.code))
    const germany = data.states.find((s) => s.code === 'DE')!
    expect(Object.keys(germany.name).sort()).toEqual([...PUBLIC_LANGS].sort())
    expect(germany.name.de).toBe('Deutschland')
    expect(germany.name.fr).toBe('Allemagne')
  })

  it('updates and events: the same entries, in the same order, as the content modules', () => {
    const updates = json<{ updates: Array<{ id: string; date: string; sources: Array<{ url: string }> }> }>(dataPath('updates')).updates
    expect(updates.map((u) => u.id)).toEqual(UPDATES.map((u) => u.id))
    expect(updates.map((u) => u.sources.map((s) => s.url))).toEqual(UPDATES.map((u) => u.sources.map((s) => s.url)))
    const events = json<{ events: Array<{ id: string; status: string }> }>(dataPath('events')).events
    expect(events.map((e) => [e.id, e.status])).toEqual(SCHEDULED_EVENTS.map((e) => [e.id, e.status]))
  })
})
