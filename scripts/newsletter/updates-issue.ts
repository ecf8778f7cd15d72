// The "what happened since" issue of `npm run newsletter:send -- --updates-since <day>`:
// the entries of app/content/updates.ts on or after that day, in every language, as
// app/components/updates/updates-digest.ts writes them. Loaded by scripts/newsletter-send.ts
// through Vite's module runner with the Lingui macro, as scripts/check-content.ts loads the
// content data.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import { updatesDigest, updatesSince, type UpdatesDigest } from '../../app/components/updates/updates-digest'
import { LANGS, type Lang } from '../../app/i18n/languages'

/** locales/{locale}/updates.po under the ids the `msg`/`t` macros give its messages. */
function updatesCatalog(root: string, locale: Lang): Messages {
  const file = join(root, 'locales', locale, 'updates.po')
  if (!existsSync(file)) return {} // a language without its catalog yet reads the English texts
  const po = PO.parse(readFileSync(file, 'utf8'))
  const messages: Messages = {}
  for (const item of po.items) {
    const text = item.msgstr[0] || (locale === 'en' ? item.msgid : '')
    if (text) messages[generateMessageId(item.msgid, item.msgctxt ?? undefined)] = text
  }
  return messages
}

export interface UpdatesIssue {
  /** The delivery ledger's key: the same entries give the same key, so a second run sends nobody a copy. */
  id: string
  /** How many entries the issue carries. */
  entries: number
  languages: Record<Lang, UpdatesDigest>
}

export function buildUpdatesIssue(root: string, siteUrl: string, since: string): UpdatesIssue {
  const entries = updatesSince(since)
  const english = updatesCatalog(root, 'en')
  const languages = Object.fromEntries(
    LANGS.map((locale) => {
      const i18n = setupI18n()
      i18n.setMessagesCompiler(compileMessage)
      i18n.loadAndActivate({ locale, messages: { ...english, ...updatesCatalog(root, locale) } })
      return [locale, updatesDigest(i18n, locale, siteUrl, since)]
    }),
  ) as Record<Lang, UpdatesDigest>
  const newest = entries[0]?.date ?? since
  return { id: `updates-${since}-to-${newest}`, entries: entries.length, languages }
}
