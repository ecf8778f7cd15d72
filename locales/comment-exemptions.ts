/**
 * Catalog entries that need no translator comment although the rule of
 * scripts/lib/translator-notes.ts asks for one (docs/translating.md#the-comment-rule):
 * each with the reason a translator cannot misread it. An entry that gets a comment, or
 * disappears, must leave this list (tests/unit/catalog-comments.test.ts fails otherwise).
 */
export interface CommentExemption {
  /** The catalog: `messages`, `home`, `updates`, `legal`, `mail`. */
  catalog: string
  /** The English text (the msgid). */
  message: string
  reason: string
}

export const COMMENT_EXEMPTIONS: readonly CommentExemption[] = []
