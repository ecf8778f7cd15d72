import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { DEFAULT_LANG, type Lang } from '../../app/i18n/languages'
import { ROOT } from './env'

const catalogFile = (lang: Lang) => join(ROOT, 'locales', lang, 'mail.po')

function readCatalog(lang: Lang): Messages {
  const file = catalogFile(lang)
  if (!existsSync(file)) return {}
  const po = PO.parse(readFileSync(file, 'utf8'))
  const messages: Messages = {}
  for (const item of po.items) if (item.msgstr[0]) messages[item.msgid] = item.msgstr[0]
  return messages
}

/**
 * The mail catalogs for the operator commands, which run under tsx without the
 * Lingui Vite plugin: read from locales/{locale}/mail.po and compiled at run time.
 * Same texts as the server's (app/newsletter/mail/mail-i18n.server.ts).
 */
export function mailI18nFromCatalogs(lang: Lang): I18n {
  const i18n = setupI18n()
  i18n.setMessagesCompiler(compileMessage)
  // A language without a mail catalog gets the English mail, marked as English
  // (docs/translating.md#adding-a-language), like the server's.
  const speaks = existsSync(catalogFile(lang)) ? lang : DEFAULT_LANG
  i18n.loadAndActivate({ locale: speaks, messages: { ...readCatalog(DEFAULT_LANG), ...readCatalog(lang) } })
  return i18n
}
