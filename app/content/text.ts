import type { MessageDescriptor } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { NoteKind } from '../../locales/notes.ts'

/**
 * A text of the content, as the catalogs know it: `text('tool-feature', 'Passkey support')`.
 * The id is Lingui's hash of the English text and context, the id the PO format recognises,
 * so the catalogs keep the English text as msgid (docs/decisions/025-content-texts-by-kind.md).
 * `kind` names the translator's note of this kind of entry (locales/notes.ts); the extractor
 * of the content (locales/content-texts.ts) fills it, with the entry's own addition, a
 * `// Translators: …` comment right before the call. Neither reaches the browser: only the
 * kind's type is imported here, and the minifier drops comments.
 *
 * `message` must be a literal (placeholders as `{name}` with `values`), and `kind` a literal
 * key of locales/notes.ts: `npm run i18n:check` fails otherwise, naming the file and line.
 */
export function text(
  kind: NoteKind,
  message: string,
  options: { context?: string; values?: Record<string, unknown> } = {},
): MessageDescriptor {
  void kind
  const { context, values } = options
  return {
    id: generateMessageId(message, context),
    message,
    ...(context === undefined ? {} : { context }),
    ...(values === undefined ? {} : { values }),
  }
}
