import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createVisitCounter, oldestKeptDay } from '../../server/visits'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-visits-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const read = (dir: string, day: string) => JSON.parse(readFileSync(join(dir, `${day}.json`), 'utf8')) as Record<string, number>

describe('visit counter', () => {
  it('writes one total per page and UTC day, and nothing else', () => {
    const dir = tempDir()
    let now = new Date('2025-10-01T23:59:59Z')
    const visits = createVisitCounter({ dir, now: () => now })
    visits.count('/nl')
    visits.count('/nl')
    visits.count('/')
    now = new Date('2025-10-02T00:00:01Z')
    visits.count('/nl')
    visits.stop()
    expect(read(dir, '2025-10-01')).toEqual({ '/': 1, '/nl': 2 })
    expect(read(dir, '2025-10-02')).toEqual({ '/nl': 1 })
  })

  it('adds to what an earlier process wrote the same day', () => {
    const dir = tempDir()
    writeFileSync(join(dir, '2025-10-01.json'), JSON.stringify({ '/nl': 5, '/de': 1 }))
    const visits = createVisitCounter({ dir, now: () => new Date('2025-10-01T12:00:00Z') })
    visits.count('/nl')
    visits.flush()
    visits.flush() // nothing pending: no double count
    visits.stop()
    expect(read(dir, '2025-10-01')).toEqual({ '/de': 1, '/nl': 6 })
  })

  it('deletes daily files older than 13 months', () => {
    const dir = tempDir()
    writeFileSync(join(dir, '2024-08-31.json'), '{}')
    writeFileSync(join(dir, '2024-09-01.json'), '{}')
    writeFileSync(join(dir, 'notes.txt'), 'kept')
    const visits = createVisitCounter({ dir, now: () => new Date('2025-10-01T12:00:00Z') })
    visits.stop()
    expect(oldestKeptDay(new Date('2025-10-01T12:00:00Z'))).toBe('2024-09-01')
    expect(readdirSync(dir).sort()).toEqual(['2024-09-01.json', 'notes.txt'])
  })
})
