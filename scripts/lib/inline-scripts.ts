/**
 * Bytes (UTF-8, uncompressed) of a document's executable inline scripts — what a page
 * runs before any script file (docs/decisions/006). JSON-LD and other data blocks are
 * not counted. Used by the audit (scripts/audit.ts) and the end-to-end tests.
 */
export function inlineScriptBytes(html: string): number {
  let bytes = 0
  for (const [, attrs = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && !/javascript|ecmascript/.test(type)) continue
    bytes += Buffer.byteLength(text)
  }
  return bytes
}
