import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, describe, expect, it } from 'vitest'
import { contentFiles, messageIdProblems, withMessageIds, writeMessageIds } from '../../scripts/message-ids'

// The ids of the content's message descriptors (scripts/message-ids.ts,
// docs/decisions/021-plain-message-descriptors.md): `npm run i18n:extract` writes them,
// `npm run i18n:check` fails on a wrong or missing one. Broken on a scratch copy, never on
// the real files.

const ROOT = resolve('.')
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const scratches: string[] = []
afterAll(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the repository's parts the commands read; node_modules is linked, not copied. */
function scratch(parts: string[] = ['app/content']): string {
  const dir = mkdtempSync(join(tmpdir(), 'message-ids-'))
  scratches.push(dir)
  for (const part of parts) cpSync(join(ROOT, part), join(dir, part), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Replaces the first occurrence of `from` in a file of the scratch copy, and says at which line it was. */
function edit(dir: string, file: string, from: string, to: string): number {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  const at = text.indexOf(from)
  if (at < 0) throw new Error(`${file}: no ${JSON.stringify(from)}`)
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length))
  return text.slice(0, at).split('\n').length
}

/** The first descriptor of a file: its id and the line of its `{` (the line before the id's, as Prettier writes them). */
function firstDescriptor(file: string): { id: string; line: number; indent: string } {
  const lines = readFileSync(file, 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes('/*i18n*/ {'))
  const [, indent, id] = /^(\s*)id: '([^']+)'/.exec(lines[index + 1]!)!
  return { id: id!, line: index + 1, indent: indent! }
}

/** Breaks an id (empty, wrong, missing) in three files and an annotation in a fourth of the scratch copy; returns where. */
function breakIds(dir: string, { annotation = true } = {}) {
  const news = firstDescriptor('app/content/news.ts')
  const corrections = firstDescriptor('app/content/corrections.ts')
  const threats = firstDescriptor('app/content/threats.ts')
  edit(dir, 'app/content/news.ts', `id: '${news.id}'`, "id: ''")
  edit(dir, 'app/content/corrections.ts', `id: '${corrections.id}'`, "id: 'wrong1'")
  edit(dir, 'app/content/threats.ts', `{\n${threats.indent}id: '${threats.id}',\n`, '{\n')
  const unannotated = annotation ? edit(dir, 'app/content/timeline.ts', '/*i18n*/ {', '{') : undefined
  return { news, corrections, threats, unannotated }
}

describe('the message ids of app/content', () => {
  it('are right in every descriptor, and every object with a message is annotated', () => {
    expect(contentFiles().length).toBeGreaterThan(20)
    expect(messageIdProblems()).toEqual([])
  })

  it('are Lingui’s hash of the text and context, so the catalogs keep the English text as msgid', () => {
    const source =
      "const a = /*i18n*/ { id: '', message: 'Tool cards', comment: 'x' }\nconst b = /*i18n*/ { id: '', message: 'May', context: 'month' }\n"
    const { text, written } = withMessageIds('app/content/x.ts', source)
    expect(written).toBe(2)
    expect(text).toContain(`id: '${generateMessageId('Tool cards')}', message: 'Tool cards'`)
    expect(text).toContain(`id: '${generateMessageId('May', 'month')}', message: 'May', context: 'month'`)
    expect(withMessageIds('app/content/x.ts', text)).toEqual({ text, written: 0 })
  })

  it('a wrong, empty or missing id and a missing annotation are each named by file and line, with the command that fixes them', () => {
    const dir = scratch()
    const { news, corrections, threats, unannotated } = breakIds(dir)
    const problems = messageIdProblems(dir)
    expect(problems).toHaveLength(4)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^app/content/news.ts:${news.line}: .*no id.*npm run i18n:extract`)))
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^app/content/corrections.ts:${corrections.line}: the id 'wrong1' .*npm run i18n:extract`)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^app/content/threats.ts:${threats.line}: .*no id.*npm run i18n:extract`)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^app/content/timeline.ts:${unannotated}: .*lacks the /\\*i18n\\*/ annotation`)),
    )
  })

  it('the command writes the ids back, touching nothing but them', () => {
    const dir = scratch()
    breakIds(dir, { annotation: false }) // a missing annotation is the editor's to write
    expect(writeMessageIds(dir).written).toBe(3)
    expect(messageIdProblems(dir)).toEqual([])
    for (const file of ['app/content/news.ts', 'app/content/corrections.ts', 'app/content/threats.ts'])
      expect(readFileSync(join(dir, file), 'utf8'), file).toBe(readFileSync(file, 'utf8'))
  })

  it('runs as the first step of `npm run i18n:extract`, from the folder it is run in', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts['i18n:extract']).toMatch(/^tsx scripts\/message-ids\.ts && lingui extract/)
    const dir = scratch()
    edit(dir, 'app/content/news.ts', `id: '${firstDescriptor('app/content/news.ts').id}'`, "id: ''")
    const out = execFileSync(TSX, [join(ROOT, 'scripts/message-ids.ts')], { cwd: dir, encoding: 'utf8' })
    expect(out).toMatch(/wrote 1 id\(s\) in app\/content\/news.ts/)
    expect(readFileSync(join(dir, 'app/content/news.ts'), 'utf8')).toBe(readFileSync('app/content/news.ts', 'utf8'))
  })

  it('`npm run i18n:check` fails on them, naming each', { timeout: 120_000 }, () => {
    const dir = scratch(['app', 'locales', 'scripts', 'lingui.config.ts', 'package.json', 'tsconfig.json'])
    const { news, unannotated } = breakIds(dir)
    const run = spawnSync(TSX, ['scripts/check-catalogs.ts'], { cwd: dir, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`✗ app/content/news.ts:${news.line}: the descriptor has no id: run \`npm run i18n:extract\``)
    expect(run.stderr).toContain(`✗ app/content/timeline.ts:${unannotated}: an object with a \`message\` lacks the /*i18n*/ annotation`)
  })
})
