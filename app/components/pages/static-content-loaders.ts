import type { I18n } from '@lingui/core'
import type { Lang } from '~/i18n/languages'
import { loadNamespace } from '~/i18n/lingui'
import { defineStaticContent } from '~/components/static/static-content'

interface LoaderArgs {
  context: { i18n: I18n; lang: Lang }
}

/** The home page's sections (home-page.tsx). */
export const homeContent = defineStaticContent(() => import('~/components/sections/home-sections'))

/** The legal documents (the three legal routes). */
export const legalContent = defineStaticContent(() => import('./legal-pages'))

/** The updates page (what happened since the as-of date, app/components/updates/). */
export const updatesContent = defineStaticContent(() => import('~/components/updates/updates-page'))

/** The action pages (app/components/act/): the index and each member state's page. */
export const actContent = defineStaticContent(() => import('~/components/act/act-pages'))

/**
 * Route loaders of the pages with static content: its module and strings (catalog
 * namespace), for the server render and client-side renders. A first visit hydrates
 * without either: the loaders do not run then (docs/decisions/006).
 */
export async function loadHomeContent({ context }: LoaderArgs) {
  await Promise.all([loadNamespace(context.i18n, context.lang, 'home'), homeContent.load()])
}

export async function loadLegalContent({ context }: LoaderArgs) {
  await Promise.all([loadNamespace(context.i18n, context.lang, 'legal'), legalContent.load()])
}

export async function loadUpdatesContent({ context }: LoaderArgs) {
  await Promise.all([loadNamespace(context.i18n, context.lang, 'updates'), updatesContent.load()])
}

/** The action pages show the tracker's country names (the `home` catalog) and the updates' titles (`updates`) beside their own texts (`act`). */
export async function loadActContent({ context }: LoaderArgs) {
  await Promise.all([
    loadNamespace(context.i18n, context.lang, 'act'),
    loadNamespace(context.i18n, context.lang, 'home'),
    loadNamespace(context.i18n, context.lang, 'updates'),
    actContent.load(),
  ])
}
