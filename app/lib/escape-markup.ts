const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text made safe for HTML and XML, in element content and in quoted attribute values
 * (mails, the sitemap, the not-found page's Go Back link, the social cards' markup).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}
