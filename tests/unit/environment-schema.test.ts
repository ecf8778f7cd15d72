import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configSchema, ENVIRONMENT, readEnvironment } from '~/config.server'
import { readNodeServerConfig } from '../../server/config'

// One environment schema (app/config.server.ts): the app, the Node server and every script
// read their variables through ENVIRONMENT, each variable defined once.

describe('readEnvironment', () => {
  it('gives the named variables, validated and with their defaults, and no others', () => {
    const env = readEnvironment(['DIST_DIR', 'SITE_URL', 'BENCH_PORT', 'LOADTEST_PHASES'], { SITE_URL: 'https://chatcontrol.info/' })
    expect(env).toEqual({
      DIST_DIR: 'dist',
      SITE_URL: 'https://chatcontrol.info',
      BENCH_PORT: 4191,
      LOADTEST_PHASES: ['posts', 'mixed', 'two-servers'],
    })
  })

  it('validates only what it reads: a wrong variable elsewhere does not stop a build step', () => {
    expect(readEnvironment(['DIST_DIR'], { DIST_DIR: 'dist-x', SMTP_URL: 'ftp://nope', METRICS_PORT: '99999' })).toEqual({
      DIST_DIR: 'dist-x',
    })
  })

  it('stops with a message naming a wrong variable it reads', () => {
    expect(() => readEnvironment(['GO_ORIGIN_URL'], { GO_ORIGIN_URL: 'http://origin.example' })).toThrow(
      /GO_ORIGIN_URL: must be an https origin/,
    )
    expect(() => readEnvironment(['BENCH_ONLY'], { BENCH_ONLY: '2,x' })).toThrow(/BENCH_ONLY/)
    expect(() => readEnvironment(['OPERATOR_DATABASE_URL'], { OPERATOR_DATABASE_URL: 'mysql://db' })).toThrow(/OPERATOR_DATABASE_URL/)
    expect(() => readEnvironment(['AUDIT_PORT'], { AUDIT_PORT: '0' })).toThrow(/AUDIT_PORT/)
  })

  it('reads lists, flags and empty values as the scripts used them', () => {
    expect(
      readEnvironment(['AUDIT_PATHS', 'BENCH_ONLY', 'BENCH_DISTINCT_CLIENTS'], {
        AUDIT_PATHS: '/, /nl',
        BENCH_ONLY: '2,3',
        BENCH_DISTINCT_CLIENTS: '1',
      }),
    ).toEqual({
      AUDIT_PATHS: ['/', '/nl'],
      BENCH_ONLY: [2, 3],
      BENCH_DISTINCT_CLIENTS: true,
    })
    expect(
      readEnvironment(['AUDIT_PATHS', 'AUDIT_RUNS', 'GO_ORIGIN_URL'], { AUDIT_PATHS: '', AUDIT_RUNS: '', GO_ORIGIN_URL: ' ' }),
    ).toEqual({
      AUDIT_PATHS: undefined,
      AUDIT_RUNS: undefined,
      GO_ORIGIN_URL: undefined,
    })
  })
})

describe('one schema', () => {
  it('the app and the server take their variables from ENVIRONMENT', () => {
    const names = new Set(Object.keys(ENVIRONMENT.shape))
    for (const name of Object.keys(configSchema.parse({}))) expect(names.has(name), name).toBe(true)
    for (const name of Object.keys(readNodeServerConfig({}))) expect(names.has(name), name).toBe(true)
  })

  it('no script and no server module reads a variable from process.env itself', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
      )
    const raw = [...files('scripts'), ...files('server')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/process\.env(\.\w|\[)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(raw, 'read it with readEnvironment([…]) (app/config.server.ts)').toEqual([])
  })
})
