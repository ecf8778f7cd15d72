/**
 * TanStack Query, loaded when first needed. Most visits never fetch anything (the
 * language is decided before paint), so the query library (~10 KiB gzip) is not part of
 * the page's start-up JavaScript: the language detector loads it only while geolocation
 * decides (docs/decisions/015).
 */
export type QueryRuntime = typeof import('./query-runtime')

let runtime: Promise<QueryRuntime> | undefined

export function loadQueryRuntime(): Promise<QueryRuntime> {
  runtime ??= import('./query-runtime')
  return runtime
}
