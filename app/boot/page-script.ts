/**
 * The one inline script of a prerendered page (docs/decisions/006), compiled by
 * scripts/defer-boot.ts from this file and written where Start's client entry tag was.
 * It runs what a reader sees without touching anything, from the same modules the
 * React components use — the countdown ticks, the breadcrumb follows the sections, the
 * not-found page logs its path and Go Back uses the history, an opened letter shows its copy
 * button (app/components/act/letter-copy.ts) — and boots the app on
 * the visitor's first intent (intent.ts).
 *
 * Compiled in four variants (the build's `define`s below; esbuild drops the code a
 * variant does not use): the home pages' with the breadcrumb, the not-found pages' with
 * Go Back, the action pages' with letters with the copy button, and the other pages' with
 * none — each the same text on every page of its kind.
 */
import { tickInPage } from '~/lib/countdown'
import { trackInPage } from '~/components/pages/section-tracking'
import { notFoundInPage } from '~/components/layout/not-found-behaviour'
import { copyLettersInPage } from '~/components/act/letter-copy'
import { HYDRATED_ATTR, PENDING_ATTR } from '~/i18n/pending'
import { bootOnIntent } from './intent'

declare const PAGE_SCRIPT_BREADCRUMB: boolean
declare const PAGE_SCRIPT_NOT_FOUND: boolean
declare const PAGE_SCRIPT_LETTERS: boolean

const script = document.currentScript
tickInPage(document)
if (PAGE_SCRIPT_BREADCRUMB) trackInPage(document)
if (PAGE_SCRIPT_NOT_FOUND) notFoundInPage(document, HYDRATED_ATTR)
if (PAGE_SCRIPT_LETTERS) copyLettersInPage(document)
if (script instanceof HTMLScriptElement) bootOnIntent(document, script, PENDING_ATTR)
