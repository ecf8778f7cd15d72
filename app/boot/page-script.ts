/**
 * The one inline script of every prerendered page (docs/decisions/006), compiled by
 * scripts/defer-boot.ts from this file and written where Start's client entry tag was.
 * It runs what a reader sees without touching anything, from the same modules the
 * React components use — the countdown ticks, the breadcrumb follows the sections, the
 * not-found page logs its path and Go Back uses the history — and boots the app on
 * the visitor's first intent (intent.ts).
 */
import { tickInPage } from '~/lib/countdown'
import { trackInPage } from '~/components/pages/section-tracking'
import { notFoundInPage } from '~/components/layout/not-found-behaviour'
import { HYDRATED_ATTR, PENDING_ATTR } from '~/i18n/pending'
import { bootOnIntent } from './intent'

const script = document.currentScript
tickInPage(document)
trackInPage(document)
notFoundInPage(document, HYDRATED_ATTR)
if (script instanceof HTMLScriptElement) bootOnIntent(document, script, PENDING_ATTR)
