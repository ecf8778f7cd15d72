// The "what happened since" issue of `npm run newsletter:send -- --updates-since <day>`:
// the entries of app/content/updates.ts on or after that day, in every language, as
// app/components/updates/updates-digest.ts writes them. Loaded by scripts/newsletter-send.ts
// through Vite's module runner with the Lingui macro and the Lingui Vite plugin, so the
// texts and the catalogs (locales/*/updates.po) compile exactly as in the build.
import { setupI18n, type Messages } from '@lingui/core'
import { updatesDigest, updatesSince, type UpdatesDigest } from '../../app/components/updates/updates-digest'
import { DEFAULT_LANG, LANGS, type Lang } from '../../app/i18n/languages'

// The updates catalogs, compiled by the Lingui Vite plugin, by language folder (as
// app/newsletter/mail/mail-i18n.server.ts loads the mail catalogs), and the `messages`
// catalogs, which hold the statement of where it stands now (app/content/now.ts,
// lingui.config.ts). Eager: the module runner that loads this file is closed once it is loaded.
const catalogs = import.meta.glob<{ messages: Messages }>(['../../locales/*/updates.po', '../../locales/*/messages.po'], { eager: true })
/** A language without its catalogs yet reads the English texts. */
const load = (lang: Lang): Messages => ({
  ...catalogs[`../../locales/${lang}/messages.po`]?.messages,
  ...catalogs[`../../locales/${lang}/updates.po`]?.messages,
})

export interface UpdatesIssue {
  /** The delivery ledger's key: the same entries give the same key, so a second run sends nobody a copy. */
  id: string
  /** How many entries the issue carries. */
  entries: number
  languages: Record<Lang, UpdatesDigest>
}

export function buildUpdatesIssue(siteUrl: string, since: string): UpdatesIssue {
  const entries = updatesSince(since)
  const english = load(DEFAULT_LANG)
  const languages = {} as Record<Lang, UpdatesDigest>
  for (const lang of LANGS) {
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: lang, messages: { ...english, ...load(lang) } })
    languages[lang] = updatesDigest(i18n, lang, siteUrl, since)
  }
  const newest = entries[0]?.date ?? since
  return { id: `updates-${since}-to-${newest}`, entries: entries.length, languages }
}
