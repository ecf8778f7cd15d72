// `npm run i18n:extract` runs this first (`tsx scripts/message-ids.ts`): every message of the
// content modules (app/content/**) is a plain descriptor the Lingui extractor reads,
//
//   title: /*i18n*/ { id: 'uRL/rz', message: `Signal would rather …`, comment: 'Home page, …' },
//
// and its id is Lingui's hash of the English text (and context): generateMessageId, the id
// the `msg` macro computed and the one the PO format recognises, so the catalogs keep the
// English text as msgid (docs/decisions/021-plain-message-descriptors.md). An editor writes
// `id: ''`; this command writes the right id into every descriptor whose id is empty, wrong
// or missing, and edits nothing else. `npm run i18n:check` (scripts/check-catalogs.ts) fails
// on what `messageIdProblems` finds, naming the file, the line and this command.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/** Where the descriptors live, relative to the repository's root. */
export const CONTENT_DIR = 'app/content'
export const FIX_COMMAND = 'npm run i18n:extract'

interface Descriptor {
  /** 1-based line of the object's `{`. */
  line: number
  annotated: boolean
  /** The object has a `message` property (a descriptor, annotated or not). */
  hasMessage: boolean
  /** The id the message calls for; undefined when the message is not a literal text. */
  expected?: string
  /** Why `expected` could not be computed. */
  unreadable?: string
  /** The id property's literal as written, when there is one. */
  id?: { value: string; start: number; end: number } | { value: undefined; start: number; end: number }
  /** Where a missing id goes: before the first property, with the separator the object uses. */
  insertAt?: { at: number; separator: string }
}

const propertyName = (p: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined

/** The text of a literal as the extractor reads it: a string, a template without `${}`, or a `+` of those. */
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

const isI18nComment = (text: string, range: ts.CommentRange) =>
  range.kind === ts.SyntaxKind.MultiLineCommentTrivia && text.slice(range.pos + 2, range.end - 2).trim() === 'i18n'

/** The object literals of one file that are, or look like, message descriptors. */
function descriptorsOf(fileName: string, text: string): Descriptor[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Descriptor[] = []
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      // Between the previous token and the `{`: TypeScript calls a comment on the previous
      // token's line (`title: /*i18n*/ {`) trailing, one on a line of its own leading.
      const comments = [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])]
      const annotated = comments.some((range) => isI18nComment(text, range))
      const props = new Map(node.properties.flatMap((p) => (ts.isPropertyAssignment(p) && propertyName(p) ? [[propertyName(p)!, p]] : [])))
      const message = props.get('message')
      if (annotated || message) {
        const start = node.getStart(source)
        const descriptor: Descriptor = { line: source.getLineAndCharacterOfPosition(start).line + 1, annotated, hasMessage: !!message }
        const context = props.get('context')
        const messageText = message && literalText(message.initializer)
        const contextText = context ? literalText(context.initializer) : ''
        if (!message) descriptor.unreadable = 'it has no `message`'
        else if (messageText === undefined)
          descriptor.unreadable = 'its `message` is not a literal text (write placeholders as {name} with `values`, not ${…})'
        else if (contextText === undefined) descriptor.unreadable = 'its `context` is not a literal text'
        else descriptor.expected = generateMessageId(messageText, context ? contextText : undefined)
        const id = props.get('id')
        if (id) {
          const init = id.initializer
          descriptor.id = {
            value: ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init) ? init.text : undefined,
            start: init.getStart(source),
            end: init.end,
          }
        } else if (node.properties.length) {
          const first = node.properties[0]!.getStart(source)
          descriptor.insertAt = { at: first, separator: text.slice(start + 1, first) }
        }
        found.push(descriptor)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every .ts file under app/content of `root`, relative to it, in a stable order. */
export function contentFiles(root: string = process.cwd()): string[] {
  return readdirSync(join(root, CONTENT_DIR), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => join(CONTENT_DIR, path))
    .sort()
}

/** A file's text with every descriptor's id written as its message calls for; the same text when all are right. */
export function withMessageIds(fileName: string, text: string): { text: string; written: number } {
  const edits: { start: number; end: number; insert: string }[] = []
  for (const d of descriptorsOf(fileName, text)) {
    if (!d.annotated || d.expected === undefined || d.id?.value === d.expected) continue
    if (d.id) edits.push({ start: d.id.start, end: d.id.end, insert: `'${d.expected}'` })
    else if (d.insertAt) edits.push({ start: d.insertAt.at, end: d.insertAt.at, insert: `id: '${d.expected}',${d.insertAt.separator}` })
  }
  let out = text
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.insert + out.slice(edit.end)
  return { text: out, written: edits.length }
}

/** Writes the ids of app/content under `root`; returns how many ids it wrote, in how many files. */
export function writeMessageIds(root: string = process.cwd()): { written: number; files: string[] } {
  let written = 0
  const files: string[] = []
  for (const file of contentFiles(root)) {
    const path = join(root, file)
    const before = readFileSync(path, 'utf8')
    const after = withMessageIds(file, before)
    if (!after.written) continue
    writeFileSync(path, after.text)
    written += after.written
    files.push(file)
  }
  return { written, files }
}

/**
 * What `npm run i18n:check` reports, one line each, `file:line: problem`: a descriptor whose id
 * is missing, empty or not its message's; an object with a `message` but no `/*i18n*\/`
 * (the extractor would skip it, so the text would never reach the catalogs); an annotated
 * object whose message is not a literal text.
 */
export function messageIdProblems(root: string = process.cwd()): string[] {
  const problems: string[] = []
  for (const file of contentFiles(root)) {
    const where = (d: Descriptor) => `${file}:${d.line}`
    for (const d of descriptorsOf(file, readFileSync(join(root, file), 'utf8'))) {
      if (!d.annotated) {
        problems.push(
          `${where(d)}: an object with a \`message\` lacks the /*i18n*/ annotation before its \`{\`, so no catalog gets its text`,
        )
      } else if (d.expected === undefined) {
        problems.push(`${where(d)}: a /*i18n*/ descriptor whose id cannot be computed: ${d.unreadable}`)
      } else if (!d.id?.value) {
        problems.push(`${where(d)}: the descriptor has no id: run \`${FIX_COMMAND}\` (it writes '${d.expected}')`)
      } else if (d.id.value !== d.expected) {
        problems.push(
          `${where(d)}: the id '${d.id.value}' is not its message's ('${d.expected}'; the text or context changed): run \`${FIX_COMMAND}\``,
        )
      }
    }
  }
  return problems
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { written, files } = writeMessageIds()
  console.log(written ? `message ids: wrote ${written} id(s) in ${files.join(', ')}` : 'message ids: all up to date')
  const left = messageIdProblems()
  for (const problem of left) console.error(`✗ ${problem}`)
  if (left.length) process.exit(1)
}
