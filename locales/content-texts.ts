// The texts of app/content as the catalogs get them: every `text(kind, message, options?)`
// call (app/content/text.ts), read with the TypeScript compiler, with its comment filled
// from the kind's template (locales/notes.ts) and the entry's own `// Translators:` addition.
// Used by the Lingui extractor of both configurations (locales/content-extractor.ts) and
// by `npm run i18n:check` (scripts/check-catalogs.ts), which prints `contentTextProblems`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { NOTES } from './notes'

/** Where the texts live, relative to the repository's root. */
export const CONTENT_DIR = 'app/content'
/** The name the content modules call; the function of app/content/text.ts. */
const TEXT = 'text'
/** The line comment that starts an entry's own addition to its note. */
const ADDITION = 'Translators:'

export interface ContentText {
  /** 1-based line of the `text(` call. */
  line: number
  kind: string
  message: string
  context?: string
  /** The id the catalogs key it by: Lingui's hash of the message and context. */
  id: string
  /** The note a translator reads: the kind's template, filled, with the entry's addition. */
  comment: string
  /** The entry's own `// Translators:` addition, if any. */
  addition?: string
}

/** The text of a literal: a string, a template without `${}`, or a `+` of those. */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left)
    const right = literalText(node.right)
    return left === undefined || right === undefined ? undefined : left + right
  }
  return undefined
}

const propertyName = (p: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined

/** The local name of app/content/text.ts's `text` in a file, if the file imports it. */
function textName(source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    if (!/(^|\/)text(\.ts)?$/.test(statement.moduleSpecifier.text)) continue
    const named = statement.importClause?.namedBindings
    if (named && ts.isNamedImports(named))
      for (const element of named.elements) if ((element.propertyName ?? element.name).text === TEXT) return element.name.text
  }
  return undefined
}

const isCallOf = (node: ts.Node, name: string | undefined): node is ts.CallExpression =>
  name !== undefined && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name

/** The English way of writing a day, as the site writes it (app/content/format.ts, formatDay). */
const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** 2026-03-11 → 11 March 2026; undefined for anything that is not an ISO day. */
function englishDay(iso: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined
  const day = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? undefined : ENGLISH_DAY.format(day)
}

/** A field of the template: the property on the nearest object literal around `node` that has it. */
function fieldValue(node: ts.Node, name: string, text: string | undefined): { value?: string; problem?: string } {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (!ts.isObjectLiteralExpression(n)) continue
    const property = n.properties.find((p): p is ts.PropertyAssignment => propertyName(p) === name)
    if (!property) continue
    const init = property.initializer
    const value = isCallOf(init, text) && init.arguments[1] ? literalText(init.arguments[1]) : literalText(init)
    return value === undefined ? { problem: `its \`${name}\` is not a literal text or a text() of one` } : { value }
  }
  return { problem: `no object literal around it has a \`${name}\`` }
}

/** Fills `{{field}}`, `{{field|day}}` and `{{addition}}` (at the end when the template has none). */
function fillNote(
  template: string,
  node: ts.Node,
  text: string | undefined,
  addition: string | undefined,
): { comment: string; problems: string[] } {
  const problems: string[] = []
  const slotted = template.includes('{{addition}}') ? template : `${template}{{addition}}`
  const comment = slotted.replace(/\{\{(\w+)(?:\|(\w+))?\}\}/g, (whole, name: string, filter?: string) => {
    if (name === 'addition') return addition ? ` ${addition}` : ''
    const { value, problem } = fieldValue(node, name, text)
    if (value === undefined) {
      const said = `its note names {{${name}}}, but ${problem}`
      if (!problems.includes(said)) problems.push(said)
      return whole
    }
    if (!filter) return value
    const day = filter === 'day' ? englishDay(value) : undefined
    if (filter !== 'day') problems.push(`its note's field {{${name}|${filter}}} has an unknown filter (known: day)`)
    else if (!day) problems.push(`its note's {{${name}|day}} is not an ISO day: ${JSON.stringify(value)}`)
    return day ?? whole
  })
  return { comment: comment.trim(), problems }
}

/** Every comment of the file, once, in source order. */
function commentsOf(source: ts.SourceFile, code: string): ts.CommentRange[] {
  const seen = new Map<number, ts.CommentRange>()
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(code, node.getFullStart()) ?? []) seen.set(range.pos, range)
    for (const range of ts.getTrailingCommentRanges(code, node.end) ?? []) seen.set(range.pos, range)
    ts.forEachChild(node, visit)
  }
  visit(source)
  for (const range of ts.getLeadingCommentRanges(code, source.endOfFileToken.getFullStart()) ?? []) seen.set(range.pos, range)
  return [...seen.values()].sort((a, b) => a.pos - b.pos)
}

/** The `// Translators:` blocks: a line comment starting so, and the line comments right under it. */
function additionsOf(source: ts.SourceFile, code: string): { start: number; end: number; text: string }[] {
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line
  const blocks: { start: number; end: number; lines: string[]; lastLine: number }[] = []
  let open = false
  for (const range of commentsOf(source, code)) {
    const body = range.kind === ts.SyntaxKind.SingleLineCommentTrivia ? code.slice(range.pos + 2, range.end).trim() : undefined
    const last = blocks.at(-1)
    if (body?.startsWith(ADDITION)) {
      blocks.push({ start: range.pos, end: range.end, lines: [body.slice(ADDITION.length).trim()], lastLine: lineOf(range.pos) })
      open = true
    } else if (open && last && body !== undefined && lineOf(range.pos) === last.lastLine + 1) {
      last.lines.push(body)
      last.end = range.end
      last.lastLine = lineOf(range.pos)
    } else open = false
  }
  return blocks.map(({ start, end, lines }) => ({ start, end, text: lines.join(' ').replace(/\s+/g, ' ').trim() }))
}

/**
 * What may stand between an addition and its `text(`: names, `:`, `=`, `(`, `[`, `{`, `,`
 * (`badge:`, `'new-member':`, `p(`, `const X =`), but no other string and no `)`, so an
 * addition never reaches past another entry.
 */
const GAP = /^(?:\s|[\w$]|[:=([{,]|'[\w-]+'(?=\s*:))*$/

/** The texts of one content file and what is wrong with them (`line: problem`). */
export function readContentTexts(file: string, code: string): { texts: ContentText[]; problems: string[] } {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const lineOf = (node: ts.Node | number) =>
    source.getLineAndCharacterOfPosition(typeof node === 'number' ? node : node.getStart(source)).line + 1
  const texts: ContentText[] = []
  const problems: string[] = []
  const additions = additionsOf(source, code).map((a) => ({ ...a, used: false }))
  const notes: Record<string, string> = NOTES
  const text = textName(source)
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const hasMessage = node.properties.some((p) => propertyName(p) === 'message')
      const annotated = [
        ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(code, node.pos) ?? []),
      ].some((r) => code.slice(r.pos, r.end).replace(/\s/g, '') === '/*i18n*/')
      if (hasMessage || annotated)
        problems.push(
          `${file}:${lineOf(node)}: a message object (${annotated ? '/*i18n*/ ' : ''}{ … message … }): write it as text('<kind>', '<English text>') (app/content/text.ts), its note's kind from locales/notes.ts`,
        )
    }
    if (isCallOf(node, text)) {
      const line = lineOf(node)
      const where = `${file}:${line}`
      const [kindNode, messageNode, optionsNode] = node.arguments
      const kind = kindNode && ts.isStringLiteralLike(kindNode) ? kindNode.text : undefined
      const message = messageNode ? literalText(messageNode) : undefined
      let context: string | undefined
      let contextOk = true
      if (optionsNode && ts.isObjectLiteralExpression(optionsNode)) {
        const property = optionsNode.properties.find((p): p is ts.PropertyAssignment => propertyName(p) === 'context')
        if (property) {
          context = literalText(property.initializer)
          contextOk = context !== undefined
        }
      } else if (optionsNode) contextOk = false
      const start = node.getStart(source)
      const addition = additions.find((a) => !a.used && a.end <= start && GAP.test(code.slice(a.end, start)))
      if (addition) addition.used = true
      if (kind === undefined)
        problems.push(`${where}: text()'s first argument, the kind, must be a literal string: one of the keys of locales/notes.ts`)
      else if (!(kind in notes))
        problems.push(`${where}: unknown kind '${kind}': add its template to locales/notes.ts, or use a kind that is there`)
      if (message === undefined)
        problems.push(
          `${where}: text()'s second argument, the English text, must be a literal (a string or a template without \${}: write placeholders as {name} with \`values\`)`,
        )
      if (!contextOk) problems.push(`${where}: text()'s options must be an object literal with a literal \`context\``)
      if (kind !== undefined && kind in notes && message !== undefined && contextOk) {
        const filled = fillNote(notes[kind]!, node, text, addition?.text)
        for (const problem of filled.problems)
          problems.push(`${where}: ${problem}: give the entry that property, or write the text under another kind (locales/notes.ts)`)
        if (!filled.problems.length)
          texts.push({
            line,
            kind,
            message,
            ...(context !== undefined ? { context } : {}),
            id: generateMessageId(message, context),
            comment: filled.comment,
            ...(addition ? { addition: addition.text } : {}),
          })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  for (const a of additions.filter((a) => !a.used))
    problems.push(
      `${file}:${lineOf(a.start)}: a \`// ${ADDITION}\` comment that comes right before no text(…) call: move it there or remove it`,
    )
  return { texts, problems }
}

/** Every .ts file under app/content of `root`, relative to it, in a stable order. */
export function contentFiles(root: string = process.cwd()): string[] {
  return readdirSync(join(root, CONTENT_DIR), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))
    .map((path) => join(CONTENT_DIR, path))
    .sort()
}

/** What `npm run i18n:check` reports about the texts of app/content, one `file:line: problem` each. */
export function contentTextProblems(root: string = process.cwd()): string[] {
  return contentFiles(root).flatMap((file) => readContentTexts(file, readFileSync(join(root, file), 'utf8')).problems)
}
