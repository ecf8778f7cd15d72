import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import type { Locale } from '../../app/i18n/languages'
import { ROOT } from './env'

function readCatalog(locale: Locale): Messages {
  const po = PO.parse(readFileSync(join(ROOT, 'locales', locale, 'mail.po'), 'utf8'))
  const messages: Messages = {}
  for (const item of po.items) if (item.msgstr[0]) messages[item.msgid] = item.msgstr[0]
  return messages
}

/**
 * The mail catalogs for the operator commands, which run under tsx without the
 * Lingui Vite plugin: read from locales/{locale}/mail.po and compiled at run time.
 * Same texts as the server's (app/newsletter/mail/mail-i18n.server.ts).
 */
export function mailI18nFromCatalogs(locale: Locale): I18n {
  const i18n = setupI18n()
  i18n.setMessagesCompiler(compileMessage)
  i18n.loadAndActivate({ locale, messages: { ...readCatalog('en'), ...readCatalog(locale) } })
  return i18n
}
