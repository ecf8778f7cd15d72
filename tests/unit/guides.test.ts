import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { checkContent, dayAfter, type ContentData } from '~/content/check'
import { text as contentText } from '~/content/text'
import type { RecordSearch, Update } from '~/content/schema'
import { GLOSSARY, rulesOf } from '../../locales/glossary'
import { findViolations } from '../../scripts/check-glossary'
import { catalogFiles, TRANSLATED } from '../../scripts/lib/catalogs'
import { contentData } from '../../scripts/lib/content-modules'
import { readContentTexts } from '../../locales/content-texts'
import { catalogProblems, placeholdersOf } from '../../scripts/lib/translator-notes'
import pkg from '../../package.json' with { type: 'json' }

/*
 * The guides work as written. Their code blocks are the real, complete forms and go through
 * the same rules as the data and the catalogs (app/content/check.ts, scripts/lib/translator-notes.ts,
 * locales/glossary.ts, Prettier); their commands exist; and a newcomer who follows
 * docs/editing.md — an entry dated yesterday and checked today, the review date moved as
 * step 2 says — or re-checks an entry ends with data that passes `npm run content:check`
 * on today's date, read from the clock.
 */

const EDITING = readFileSync('docs/editing.md', 'utf8')
const TRANSLATING = readFileSync('docs/translating.md', 'utf8')
const README = readFileSync('README.md', 'utf8')

/** The text of a section, from its `## heading` to the next heading of the same level. */
function section(doc: string, heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`no section "## ${heading}"`)
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/** The code blocks of a language in a text, without the indentation of the list they sit in. */
function blocks(text: string, language: string): string[] {
  return [...text.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm)]
    .filter((m) => m[2] === language)
    .map((m) =>
      m[3]!
        .split('\n')
        .map((line) => line.slice(m[1]!.length))
        .join('\n'),
    )
}

/** A text of the content (app/content): `text(kind, message)`, a message descriptor. */
type Descriptor = { id: string; message: string }
/** A code block of a guide as a content file holds it: `text` imported as app/content's files import it. */
const asContent = (code: string): string => `import { text } from './text.ts'\nconst entry = ${code.trim().replace(/,$/, '')}\n`
/** The data an entry of the guide stands for: its JavaScript object literal, `text` being app/content/text.ts's. */
const evaluate = (code: string): unknown => new Function('text', `return (${code.trim().replace(/,$/, '')})`)(contentText)
/** The notes `npm run i18n:extract` writes for the texts of a code block, by English text (locales/content-texts.ts). */
function notesOf(code: string, file = 'app/content/updates.ts'): Map<string, string> {
  const { texts, problems } = readContentTexts(file, asContent(code))
  if (problems.length) throw new Error(problems.join('\n'))
  return new Map(texts.map((t) => [t.message, t.comment]))
}

const TODAY = new Date().toISOString().slice(0, 10)
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const YESTERDAY = dayBefore(TODAY)

const ADD_AN_UPDATE = section(EDITING, 'Add an update')
const [TEMPLATE] = blocks(ADD_AN_UPDATE, 'ts')
const [TRANSLATIONS] = blocks(ADD_AN_UPDATE, 'json')

/** The guide's entry, as an editor fills it in for an event of `date` compared with its sources on `checked`. */
function entryFor(date: string, checked: string): Update & { title: Descriptor; summary: Descriptor } {
  const entry = evaluate(TEMPLATE!) as Update & { title: Descriptor; summary: Descriptor }
  // An id of its own: the data may hold an entry made from the same example.
  const id = `${entry.id.replace(/-\d{4}$/, '')}-guide-trial-${date.slice(0, 4)}`
  return { ...entry, id, date, checked, sources: entry.sources.map((s) => ({ ...s, date })) }
}

/** Step 1 (the entry at its place, newest first) and step 2 (the review date and the search record) of "Add an update". */
function addAnUpdate(data: ContentData, entry: Update, today = TODAY): ContentData {
  const updates = data.updates as Update[]
  const newest = updates
    .map((u) => u.date)
    .sort()
    .at(-1)!
  const at = updates.findIndex((u) => u.date <= entry.date)
  const next: ContentData = {
    ...data,
    updates: [...updates.slice(0, at < 0 ? updates.length : at), entry, ...updates.slice(at < 0 ? updates.length : at)],
  }
  if (entry.date > newest) {
    // Step 2: the review date, the search record replaced whole, and the statement of where it
    // stands compared with the entry and dated today.
    next.lastReviewed = today
    next.recordSearch = search(today, entry.date)
    next.now = { ...(data.now as Record<string, unknown>), date: today }
  }
  return next
}

/** RECORD_SEARCH as "Record a search that found nothing" writes it: the search of `day`, alone. */
const search = (day: string, after: string): RecordSearch => ({
  day,
  after,
  searches: [{ where: 'consilium.europa.eu, press releases', query: 'Council position', found: 'the event of the entry' }],
  result: `Nothing dated after ${after} was found.`,
})
const NOW_WARNING = /where it stands \(app\/content\/now\.ts\) was checked on/

/** The English catalog entries `npm run i18n:extract` writes for the entry's texts. */
const extracted = (entry: { title: Descriptor; summary: Descriptor }) => {
  const notes = notesOf(TEMPLATE!)
  return PO.parse(
    [entry.title, entry.summary]
      .map((d) =>
        [
          `#. ${notes.get(d.message) ?? ''}`,
          '#: app/content/updates.ts',
          `msgid ${JSON.stringify(d.message)}`,
          `msgstr ${JSON.stringify(d.message)}`,
        ].join('\n'),
      )
      .join('\n\n'),
  )
}

describe('docs/editing.md, "Add an update"', () => {
  it('has the entry and the translations as code blocks', () => {
    expect(TEMPLATE).toContain("text('update-title', ")
    expect(TRANSLATIONS).toBeDefined()
  })

  it('its texts are text(kind, message): no id to write, the id the hash of the English text', () => {
    const entry = evaluate(TEMPLATE!) as { title: Descriptor; summary: Descriptor }
    for (const text of [entry.title, entry.summary]) expect(text.id, text.message).toBe(generateMessageId(text.message))
    expect(TEMPLATE).not.toMatch(/\bid: '',|comment:|\/\*i18n\*\//)
    expect(notesOf(TEMPLATE!).size).toBe(2)
  })

  it('its entry passes the content check as written, with its own dates', () => {
    const entry = evaluate(TEMPLATE!) as Update
    const data = addAnUpdate(contentData(), entry, entry.checked)
    expect(checkContent(data, entry.checked).errors).toEqual([])
  })

  it('its texts carry the translator comments the catalog check asks for', () => {
    const entry = entryFor(YESTERDAY, TODAY)
    const notes = notesOf(TEMPLATE!)
    for (const text of [entry.title, entry.summary]) expect(notes.get(text.message)?.length, text.message).toBeGreaterThan(20)
    // The notes name the entry's own id, filled from the template of its kind (locales/notes.ts).
    const written = (evaluate(TEMPLATE!) as Update).id
    for (const note of notes.values()) expect(note).toContain(`entry "${written}"`)
    expect(catalogProblems('updates', { file: 'locales/en/updates.po', po: extracted(entry) }, [])).toEqual([])
  })

  it('its translations keep the placeholders and follow the glossary, for the entry’s texts', () => {
    const entry = entryFor(YESTERDAY, TODAY)
    const translations = JSON.parse(TRANSLATIONS!) as Record<string, Partial<Record<string, string>>>
    expect(Object.keys(translations).sort()).toEqual([entry.title.message, entry.summary.message].sort())
    for (const [english, byLanguage] of Object.entries(translations)) {
      for (const [language, text] of Object.entries(byLanguage)) {
        expect(TRANSLATED, language).toContain(language)
        expect(placeholdersOf(text!), `${language}: ${text}`).toEqual(placeholdersOf(english))
        const glossary = GLOSSARY[language as (typeof TRANSLATED)[number]]
        expect(findViolations([{ file: 'docs/editing.md', msgid: english, msgstr: text! }], rulesOf(glossary)).map((v) => v.match)).toEqual(
          [],
        )
      }
    }
  })

  it('its entry, pasted at the top of app/content/updates.ts, is formatted as Prettier wants', async () => {
    const file = 'app/content/updates.ts'
    const source = readFileSync(file, 'utf8')
    const top = 'export const UPDATES: readonly Update[] = [\n'
    expect(source).toContain(top)
    const indented = TEMPLATE!
      .trimEnd()
      .split('\n')
      .map((line) => (line ? `  ${line}` : line))
      .join('\n')
    const pasted = source.replace(top, `${top}${indented}\n`)
    const options = { ...(await prettier.resolveConfig(file)), filepath: file }
    // As formatted as the file it goes into (which `npm run lint` holds to Prettier).
    expect(await prettier.check(pasted, options)).toBe(await prettier.check(source, options))
  })

  it('followed on a copy of the data: an entry dated yesterday, checked today, the review date moved as step 2 says', () => {
    const data = addAnUpdate(contentData(), entryFor(YESTERDAY, TODAY))
    const report = checkContent(data, TODAY)
    expect(report.errors).toEqual([])
    expect(report.warnings.join('\n')).not.toMatch(NOW_WARNING)
    expect((data.updates as Update[]).some((u) => u.date === YESTERDAY && u.checked === TODAY)).toBe(true)
    expect(data.lastReviewed >= YESTERDAY).toBe(true)
  })

  it('followed for an event older than the newest entry: nothing else moves', () => {
    const base = contentData()
    const updates = base.updates as Update[]
    const gap = dayAfter(updates.at(-1)!.date)
    const data = addAnUpdate(base, entryFor(gap, TODAY))
    expect(data.lastReviewed).toBe(base.lastReviewed)
    expect(data.recordSearch).toBe(base.recordSearch)
    expect(checkContent(data, TODAY).errors).toEqual([])
  })

  // An entry of today is newer than every entry unless one is of today already.
  const newest = (contentData().updates as Update[])
    .map((u) => u.date)
    .sort()
    .at(-1)!
  it('step 2 replaces the search record, as "Record a search that found nothing" says, and explains the warning about now.ts', () => {
    const step2 = ADD_AN_UPDATE.slice(ADD_AN_UPDATE.indexOf('2. **The review date'), ADD_AN_UPDATE.indexOf('3. **The texts'))
    expect(step2).toMatch(/replace `RECORD_SEARCH` whole/)
    expect(step2).not.toMatch(/add the\s+queries/)
    expect(section(EDITING, 'Search for events')).toMatch(/replace it\s+whole, never append to it/)
    expect(section(EDITING, 'The check')).toMatch(/appears whenever you move `LAST_REVIEWED`/)
  })

  it.runIf(newest < TODAY)('fails as the guide says when step 2 is skipped for the newest entry', () => {
    const base = contentData()
    const skipped = { ...addAnUpdate(base, entryFor(TODAY, TODAY)), lastReviewed: base.lastReviewed, recordSearch: base.recordSearch }
    const errors = checkContent(skipped, TODAY).errors.join('\n')
    expect(errors).toMatch(/record search: looked after/)
  })
})

describe('docs/editing.md, "Re-check an entry"', () => {
  it('followed on a copy of the data: the oldest entry checked today, nothing else moved, passes', () => {
    const base = contentData()
    const updates = [...(base.updates as Update[])]
    updates[updates.length - 1] = { ...updates.at(-1)!, checked: TODAY }
    const data = { ...base, updates }
    expect(checkContent(data, TODAY).errors).toEqual([])
    expect(section(EDITING, 'Re-check an entry')).toMatch(/`checked` to today/)
  })
})

describe('docs/editing.md, "Move the review date" (a review)', () => {
  it('followed on a copy of the data: the search of today recorded, every date moved as the guide lists, passes without warnings about the review', () => {
    const base = contentData()
    const updates = (base.updates as Update[]).map((u, i) => (i < 3 ? { ...u, checked: TODAY } : u))
    const reviewBy = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10)
    const data: ContentData = {
      ...base,
      updates,
      lastReviewed: TODAY,
      reviewBy,
      recordSearch: search(TODAY, updates[0]!.date),
      now: { ...(base.now as Record<string, unknown>), date: TODAY },
    }
    const report = checkContent(data, TODAY)
    expect(report.errors).toEqual([])
    expect(report.warnings.join('\n')).not.toMatch(NOW_WARNING)
    expect(report.warnings.join('\n')).not.toMatch(/review date .* has passed/)
    for (const step of ['`LAST_REVIEWED`', '`RECORD_SEARCH`', '`REVIEW_BY`', 'now.ts'])
      expect(section(EDITING, 'Move the review date'), step).toContain(step)
  })
})

describe('docs/editing.md writes every text of an entry as the content does', () => {
  it('`text(kind, message)` in each code block, every kind one of locales/notes.ts and its note filled; never an id, a message object or the macro', () => {
    const samples = blocks(EDITING, 'ts').filter((code) => code.includes('text('))
    expect(samples.length).toBeGreaterThanOrEqual(3)
    for (const code of samples) {
      // An entry (`{ … }`), the fields of one (`title: …, excerpt: …`), or a list (`features: […]`).
      const entry = code.trim().startsWith('{') ? code : `{\n${code}\n  name: 'Surfshark', id: 'guide-sample',\n}`
      const { texts, problems } = readContentTexts('app/content/news.ts', asContent(entry))
      expect(problems, code).toEqual([])
      expect(texts.length, code).toBe(code.match(/\btext\(/g)!.length)
    }
    expect(EDITING).not.toMatch(/\bmsg\(|\/\*i18n\*\/|\bid: ''/)
  })
})

describe('the guides end with the check CI runs, and the README leads to them', () => {
  it('docs/editing.md ends with "Before you commit": the subset of npm test, with its time', () => {
    const last = EDITING.slice(EDITING.lastIndexOf('\n## '))
    expect(last).toMatch(/^\n## Before you commit\n/)
    expect(blocks(last, 'sh').join('\n')).toMatch(/content:check.*i18n:check/)
    expect(last).toMatch(/\d+ seconds/)
    expect(last).toContain('npm test')
  })

  it('"Before you commit" runs what CI\'s lint runs on the content (Prettier and ESLint, with lint\'s flags)', () => {
    const check = blocks(EDITING.slice(EDITING.lastIndexOf('\n## ')), 'sh').join('\n')
    const lint = (pkg.scripts as Record<string, string>).lint!
    const eslint = /eslint( --[\w-]+(=\S+)?)*/.exec(lint)![0]
    const prettier = /prettier --check/.exec(lint)![0]
    expect(check).toContain(`npx ${eslint.replace(/ \.$/, '')} app/content`)
    expect(check).toContain(`npx ${prettier} app/content`)
  })

  it("docs/translating.md's check of a new language runs CI's lint", () => {
    expect(blocks(section(TRANSLATING, 'Before you commit'), 'sh').join('\n')).toMatch(/npm run lint/)
  })

  it('docs/translating.md ends with the check: npm test and the subset of a translation', () => {
    const last = TRANSLATING.slice(TRANSLATING.lastIndexOf('\n## '))
    expect(blocks(last, 'sh').join('\n')).toContain('i18n:check')
    expect(last).toContain('npm test')
  })

  it('the README links each guide and names each role’s check', () => {
    for (const guide of ['docs/editing.md', 'docs/translating.md', 'docs/operating.md']) expect(README).toContain(`](${guide})`)
    for (const command of ['npm run content:check', 'npm run i18n:check', 'npm test']) expect(README).toContain(command)
  })
})

/** The commands of a guide's shell blocks that name a script, a file or a test. */
function commands(doc: string): string[] {
  return blocks(doc, 'sh')
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .flatMap((line) => line.split(/\s*&&\s*/))
    .filter((command) => /^(npm|npx)\b/.test(command))
}

describe('every command of the guides and the README exists', () => {
  for (const [name, doc] of [
    ['docs/editing.md', EDITING],
    ['docs/translating.md', TRANSLATING],
    ['README.md', README],
  ] as const) {
    it(name, () => {
      const scripts = pkg.scripts as Record<string, string>
      const found = commands(doc)
      expect(found.length, name).toBeGreaterThan(0)
      for (const command of found) {
        const words = command.split(/\s+/)
        const run = /^npm run(?: -s)? ([\w:-]+)/.exec(command)
        if (run) expect(scripts, command).toHaveProperty([run[1]!])
        else if (/^npm (start|test)\b/.test(command)) expect(scripts, command).toHaveProperty([words[1]!])
        else if (/^npx (tsx|vitest run|prettier --(check|write))\b/.test(command))
          for (const path of words.slice(2).filter((w) => /^[\w.-]+\/[\w./-]*$/.test(w) && !w.startsWith('/')))
            expect(existsSync(path), `${command}: ${path}`).toBe(true)
      }
    })
  }
})

describe('docs/translating.md: its examples are entries and lines of the project', () => {
  it('the PO entry it shows is an entry of a catalog, comments and translation included', () => {
    const [example] = blocks(TRANSLATING, 'po')
    const [shown] = PO.parse(example!).items
    const entries = TRANSLATED.flatMap((lang) => catalogFiles([lang]))
      .filter(existsSync)
      .flatMap((file) => PO.parse(readFileSync(file, 'utf8')).items)
    const same = entries.find((i) => i.msgid === shown!.msgid && i.msgstr[0] === shown!.msgstr[0])
    expect(same, shown!.msgid).toBeDefined()
    expect(same!.extractedComments).toEqual(shown!.extractedComments)
    expect(same!.references).toEqual(shown!.references)
  })

  it('each source example is a part of the file it names, with its comment', () => {
    const examples = blocks(section(TRANSLATING, 'The comment rule'), 'tsx')
    expect(examples.length).toBeGreaterThan(0)
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    for (const example of examples) {
      for (const part of example.split(/^(?=\/\/ app\/)/m).filter((p) => p.trim())) {
        const [first, ...rest] = part.split('\n')
        const file = /^\/\/ (app\/\S+)$/.exec(first!)?.[1]
        expect(file, first).toBeDefined()
        const code = rest.join('\n')
        expect(code).toMatch(/comment[:=]|\/\/ Translators:/)
        expect(squash(readFileSync(file!, 'utf8')), `${file}: ${code}`).toContain(squash(code))
      }
    }
  })
})

/** Every test file, by path. */
const testFiles = (dir = 'tests'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? testFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('docs/translating.md, "Adding a language", names every file a new language needs', () => {
  const steps = section(TRANSLATING, 'Adding a language')

  it('every table of expectations per language in the tests (`const X: Record<Lang, …>`), by file and name', () => {
    const tables = testFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:export )?const (\w+)\s*:[^=\n]*\bRecord<Lang\b/gm)].map((m) => ({ file, name: m[1]! })),
    )
    expect(tables.length).toBeGreaterThan(5)
    const unnamed = tables.filter(({ file, name }) => !steps.includes(`\`${file}\``) || !steps.includes(`\`${name}\``))
    expect(unnamed.map(({ file, name }) => `${file}: ${name}`)).toEqual([])
  })

  it('and each file it names exists', () => {
    const named = [...steps.matchAll(/`((?:app|tests|scripts|locales|docs)\/[\w./{}-]+\.(?:ts|tsx|md))`/g)].map((m) => m[1]!)
    expect(named.length).toBeGreaterThan(8)
    for (const file of named) expect(existsSync(file), file).toBe(true)
  })
})

/** Every Markdown file of docs/, and the README. */
const docFiles = (dir = 'docs'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? docFiles(path) : entry.name.endsWith('.md') ? [path] : []
  })

describe('the docs cite files and headings, never line numbers (lines move; a heading or a name does not)', () => {
  const LINE_NUMBER = [
    /\b[\w./{}-]+\.(?:ts|tsx|js|mjs|md|json|po|css|sh|sql|ya?ml|txt):\d+/,
    /#L\d+/,
    /\blines? \d+(?:\s*(?:[-–,]|and)\s*\d+)*/i,
  ]
  for (const file of [...docFiles(), 'README.md'])
    it(file, () => {
      const text = readFileSync(file, 'utf8')
      expect(LINE_NUMBER.flatMap((pattern) => text.match(new RegExp(pattern, 'gi')) ?? [])).toEqual([])
    })
})
