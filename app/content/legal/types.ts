import type { MessageDescriptor } from '@lingui/core'
import type { PageRouteId } from '~/i18n/slugs'

/**
 * Legal pages are content, not code: every paragraph is a Lingui message descriptor
 * (`/*i18n*\/ { id, message, comment }`, docs/editing.md), so translators edit them in
 * locales/<lang>/legal.po like any other string, and the page components only decide how a
 * document looks.
 */

/** A table cell: translated text, or a literal technical name shown as code (a storage key). */
export type LegalCell = MessageDescriptor | { code: string }

export type LegalLink = { to: PageRouteId; label: MessageDescriptor } | { href: string; label: MessageDescriptor }

export type LegalBlock =
  | { kind: 'p'; text: MessageDescriptor }
  | { kind: 'list'; items: MessageDescriptor[] }
  | { kind: 'table'; caption: MessageDescriptor; head: MessageDescriptor[]; rows: LegalCell[][] }
  | { kind: 'links'; links: LegalLink[] }
  /** Content the page supplies at render time (e.g. the controller's identity from configuration). */
  | { kind: 'slot'; name: LegalSlot }

/** Named places in a document filled by the page component (see LegalDocument's `slots`). */
export type LegalSlot = 'controller'

export interface LegalSection {
  /** Anchor id of the section (table of contents); stable across languages. */
  id: string
  title: MessageDescriptor
  blocks: LegalBlock[]
}

export interface LegalDocumentContent {
  title: MessageDescriptor
  intro: MessageDescriptor
  /** Shown under the title, e.g. "Last updated: 27 September 2025". */
  updated?: MessageDescriptor
  /** The same date, machine-readable (ISO 8601), for the <time> element. */
  updatedIso?: string
  /**
   * A change made after `updated`, shown under it with its own date: the page keeps the
   * date the specification gives it (docs/product.md#legal-constants) and says what changed since.
   */
  amended?: { text: MessageDescriptor; iso: string }
  sections: LegalSection[]
}

// Small builders keep the content files readable: one line per paragraph.
export const p = (text: MessageDescriptor): LegalBlock => ({ kind: 'p', text })
export const list = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'list', items })
export const slot = (name: LegalSlot): LegalBlock => ({ kind: 'slot', name })
export const links = (...items: LegalLink[]): LegalBlock => ({ kind: 'links', links: items })
