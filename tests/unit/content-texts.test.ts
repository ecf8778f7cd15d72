import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, describe, expect, it } from 'vitest'
import { text } from '~/content/text'
import { contentFiles, contentTextProblems, readContentTexts } from '../../locales/content-texts'
import { EXTRACTORS } from '../../locales/content-extractor'
import { NOTES } from '../../locales/notes'

// The texts of app/content (docs/decisions/025-content-texts-by-kind.md): `text(kind, message)`
// at run time, and their notes filled by the extractor from locales/notes.ts. Broken on a
// scratch copy, never on the real files.

const ROOT = resolve('.')
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const scratches: string[] = []
afterAll(() => {
  for (const dir of scratches) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the repository's parts the commands read; node_modules is linked, not copied. */
function scratch(parts: string[] = ['app/content']): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-texts-'))
  scratches.push(dir)
  for (const part of parts) cpSync(join(ROOT, part), join(dir, part), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Replaces the first occurrence of `from` in a file of the scratch copy, and says at which line it was. */
function edit(dir: string, file: string, from: string, to: string): number {
  const path = join(dir, file)
  const source = readFileSync(path, 'utf8')
  const at = source.indexOf(from)
  if (at < 0) throw new Error(`${file}: no ${JSON.stringify(from)}`)
  writeFileSync(path, source.slice(0, at) + to + source.slice(at + from.length))
  return source.slice(0, at).split('\n').length
}

/** Adds a line at the end of a file of the scratch copy, and says which line it is. */
function append(dir: string, file: string, line: string): number {
  const path = join(dir, file)
  const source = readFileSync(path, 'utf8')
  writeFileSync(path, `${source}${line}\n`)
  return source.split('\n').length
}

const read = (file: string) => readContentTexts(file, readFileSync(file, 'utf8'))
const HEAD = "import { text } from './text.ts'\n"

describe('text(kind, message)', () => {
  it('is a message descriptor keyed by Lingui’s hash of the English text and context, so the catalogs keep the English as msgid', () => {
    expect(text('tool-feature', 'Passkey support')).toEqual({ id: generateMessageId('Passkey support'), message: 'Passkey support' })
    const withOptions = text('affiliate-paragraph', 'Picks: {PICKS}.', { context: 'disclosure', values: { PICKS: 'A, B' } })
    expect(withOptions).toEqual({
      id: generateMessageId('Picks: {PICKS}.', 'disclosure'),
      message: 'Picks: {PICKS}.',
      context: 'disclosure',
      values: { PICKS: 'A, B' },
    })
  })
})

describe('the texts of app/content', () => {
  it('are all text() calls the extractor reads, each with a note', () => {
    expect(contentFiles().length).toBeGreaterThan(20)
    expect(contentTextProblems()).toEqual([])
    const texts = contentFiles().flatMap((file) => read(file).texts)
    expect(texts.length).toBeGreaterThan(400)
    for (const t of texts) expect(t.comment.length, t.message).toBeGreaterThan(20)
    // No template is left unused, none is a leftover of a kind no entry has.
    expect(new Set(texts.map((t) => t.kind))).toEqual(new Set(Object.keys(NOTES)))
  })

  it('fill a template’s fields from the entry: a tool card’s name, a legal section’s title (a text itself) and id, a day', () => {
    const feature = read('app/content/tools.ts').texts.find((t) => t.message === 'Passkey support')!
    expect(feature.comment).toContain('the card of NordPass')
    expect(feature.comment).not.toMatch(/Secure Core|Watchtower/)
    const paragraph = read('app/content/legal/privacy-policy.ts').texts.find((t) => t.kind === 'privacy-paragraph')!
    expect(paragraph.comment).toMatch(/^Privacy Policy page \(\/privacy-policy\), section "[^"{]+" \(#[\w-]+\): a paragraph\./)
    const rollCall = read('app/content/roll-calls.ts').texts.find((t) => t.kind === 'roll-call-title')!
    expect(rollCall.comment).toContain('voted on 11 March 2026')
  })

  it('put an entry’s `// Translators:` addition where its template says, and only on that entry', () => {
    const source = `${HEAD}const S = {
  id: 'rights',
  title: text('privacy-heading', 'Your rights'),
  blocks: [
    // Translators: Keep "Secure Core":
    //   a name the service uses.
    text('privacy-paragraph', 'One'),
    text('privacy-paragraph', 'Two'),
  ],
}
`
    const { texts, problems } = readContentTexts('app/content/x.ts', source)
    expect(problems).toEqual([])
    const [one, two] = texts.filter((t) => t.kind === 'privacy-paragraph')
    expect(one!.addition).toBe('Keep "Secure Core": a name the service uses.')
    expect(one!.comment).toBe(
      'Privacy Policy page (/privacy-policy), section "Your rights" (#rights): a paragraph. Keep "Secure Core": a name the service uses. Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).',
    )
    expect(two!.addition).toBeUndefined()
    expect(two!.comment).not.toContain('Secure Core')
  })

  it('name each mistake by file and line, with the fix', () => {
    const dir = scratch()
    const kind = edit(dir, 'app/content/news.ts', "text('news-title', ", 'text(KIND, ')
    const unknown = edit(dir, 'app/content/threats.ts', "text('threat-title', ", "text('threat-heading', ")
    const message = edit(dir, 'app/content/timeline.ts', "text('timeline-phase', `", "text('timeline-phase', `${'x'}")
    const field = edit(dir, 'app/content/corrections.ts', "text('correction-where', ", "text('tool-feature', ")
    const object = append(dir, 'app/content/home-sections.ts', "export const X = { id: 'x', message: 'y' }")
    const annotated = append(dir, 'app/content/scheduled-events.ts', "export const Y = /*i18n*/ { id: 'x' }")
    const stray = edit(dir, 'app/content/now.ts', 'export const NOW', '// Translators: nothing follows\nexport const NOW')
    const problems = contentTextProblems(dir)
    const expected: [string, number, RegExp][] = [
      ['news.ts', kind, /text\(\)'s first argument, the kind, must be a literal string: one of the keys of locales\/notes.ts/],
      ['threats.ts', unknown, /unknown kind 'threat-heading': add its template to locales\/notes.ts/],
      ['timeline.ts', message, /text\(\)'s second argument, the English text, must be a literal .*\{name\} with `values`/],
      ['corrections.ts', field, /its note names \{\{name\}\}, but no object literal around it has a `name`: give the entry that property/],
      ['home-sections.ts', object, /a message object \(\{ … message … \}\): write it as text\('<kind>', '<English text>'\)/],
      ['scheduled-events.ts', annotated, /a message object \(\/\*i18n\*\/ \{ … message … \}\)/],
      ['now.ts', stray, /a `\/\/ Translators:` comment that comes right before no text\(…\) call/],
    ]
    for (const [file, line, problem] of expected)
      expect(problems, file).toContainEqual(
        expect.stringMatching(new RegExp(`^app/content/${file.replace('.', '\\.')}:${line}: ${problem.source}`)),
      )
    expect(problems).toHaveLength(expected.length)
  })

  it('the extractor emits the id, English text, filled note and origin, and refuses a file with a mistake', async () => {
    const [content, babel] = EXTRACTORS
    expect(content!.match(join(ROOT, 'app/content/tools.ts'))).toBe(true)
    expect(content!.match(join(ROOT, 'app/components/sections/tool-card.tsx'))).toBe(false)
    expect(babel!.match(join(ROOT, 'app/components/sections/tool-card.tsx'))).toBe(true)
    const got: { id: string; message?: string; comment?: string; origin?: unknown }[] = []
    const file = join(ROOT, 'app/content/threats.ts')
    await content!.extract(file, readFileSync(file, 'utf8'), (m) => got.push(m))
    expect(got.length).toBe(8)
    expect(got[0]).toMatchObject({ id: generateMessageId(got[0]!.message!), origin: [file, expect.any(Number)] })
    expect(got[0]!.comment).toMatch(/^Home page, section "What is Chat Control\?" \(#chat-control\): heading of the threat card "/)
    expect(() => content!.extract(file, `${HEAD}const X = text('no-such-kind', 'Y')\n`, () => {})).toThrow(/unknown kind 'no-such-kind'/)
  })

  it('`npm run i18n:check` fails on them, naming each', { timeout: 180_000 }, () => {
    const dir = scratch(['app', 'locales', 'scripts', 'lingui.config.ts', 'lingui.letters.config.ts', 'package.json', 'tsconfig.json'])
    const line = edit(dir, 'app/content/threats.ts', "text('threat-title', ", "text('threat-heading', ")
    const run = spawnSync(TSX, ['scripts/check-catalogs.ts'], { cwd: dir, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`✗ app/content/threats.ts:${line}: unknown kind 'threat-heading'`)
  })
})
