// The Lingui extractors of both configurations (lingui.config.ts, lingui.letters.config.ts):
// the texts of app/content, `text(kind, message)` calls (app/content/text.ts), read by
// locales/content-texts.ts with their note filled from locales/notes.ts; every other file
// by Lingui's own Babel extractor, as before. A custom extractor is Lingui's documented
// extension point (`extractors` of the configuration, ExtractorType of @lingui/conf).
import { relative } from 'node:path'
import babel from '@lingui/cli/api/extractors/babel'
import { CONTENT_DIR, readContentTexts } from './content-texts'

/** Lingui's `ExtractorType` (@lingui/conf), as its Babel extractor declares it. */
type ExtractorType = typeof babel

const CONTENT_FILE = new RegExp(`(^|/)${CONTENT_DIR}/.*(?<!\\.d)\\.ts$`)

const contentExtractor: ExtractorType = {
  match: (filename) => CONTENT_FILE.test(filename.replace(/\\/g, '/')),
  extract(filename, code, onMessageExtracted) {
    const file = relative(process.cwd(), filename).replace(/\\/g, '/')
    const { texts, problems } = readContentTexts(file, code)
    // Lingui prints the error with the file's name and fails the extraction.
    if (problems.length) throw new Error(`\n${problems.join('\n')}\n(docs/translating.md#every-entry-explains-itself)`)
    for (const { id, message, context, comment, line } of texts)
      onMessageExtracted({ id, message, ...(context === undefined ? {} : { context }), comment, origin: [filename, line] })
  },
}

export const EXTRACTORS: ExtractorType[] = [contentExtractor, babel]
