import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { marked, type Tokens } from 'marked'
import { LANGS, type Lang } from '../../app/i18n/languages'
import type { RenderedIssue } from '../../app/newsletter/mail/compose'
import { OperatorError } from './operator-db'

export interface Issue {
  /** The folder's name: the issue's key in the delivery ledger. */
  id: string
  /** One rendering per language that has its file; English always. */
  languages: Partial<Record<Lang, RenderedIssue>> & { en: RenderedIssue }
}

/** Inline Markdown of a heading → plain text for the Subject line. */
function plainText(inline: string): string {
  return (
    inline
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`~]+/g, '')
      // Line breaks and runs of spaces, but not the no-break space French puts before ":".
      .replace(/[ \t\r\n]+/g, ' ')
      .trim()
  )
}

/** An issue's text in one language: the Markdown, its HTML, and its first heading as the subject. */
export function issueFromMarkdown(markdown: string, file: string): RenderedIssue {
  const heading = marked.lexer(markdown).find((token): token is Tokens.Heading => token.type === 'heading')
  const subject = heading ? plainText(heading.text) : ''
  if (!subject) throw new OperatorError(`${file} has no heading: the first heading is the email's subject.`)
  return { subject, text: markdown, html: marked.parse(markdown, { async: false, gfm: true }) }
}

/**
 * An issue is a folder with one Markdown file per language (en.md, nl.md, de.md,
 * fr.md). en.md is required: subscribers whose language has no file get English.
 */
export function readIssue(folder: string): Issue {
  const dir = resolve(folder)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new OperatorError(`${folder} is not a folder.`)
  const id = basename(dir)
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(id)) {
    throw new OperatorError(`The folder name "${id}" is the issue's key: use letters, digits, ".", "_" or "-" only (e.g. 2026-11-23).`)
  }
  const languages: Partial<Record<Lang, RenderedIssue>> = {}
  for (const lang of LANGS) {
    const file = join(dir, `${lang}.md`)
    if (existsSync(file)) languages[lang] = issueFromMarkdown(readFileSync(file, 'utf8'), file)
  }
  if (!languages.en) throw new OperatorError(`${join(folder, 'en.md')} is missing: English is the fallback for every language.`)
  return { id, languages: languages as Issue['languages'] }
}
