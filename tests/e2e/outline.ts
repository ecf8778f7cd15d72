/**
 * The `<section>` elements of a document that have no heading of their own (h1–h6 inside it,
 * not inside a section nested in it): what the Nu HTML Checker warns about as "Section lacks
 * heading". Each is named by its opening tag, shortened. Plain string work on the server's HTML:
 * a `<section` or `<h1`…`<h6` inside a script, a template or an attribute value would be counted
 * too, which the site's HTML does not have.
 */
export function sectionsWithoutHeading(html: string): string[] {
  const open: Array<{ tag: string; heading: boolean }> = []
  const lacking: string[] = []
  for (const [token] of html.matchAll(/<section\b[^>]*>|<\/section\s*>|<h[1-6]\b/gi)) {
    const lower = token.toLowerCase()
    if (lower.startsWith('<section')) open.push({ tag: token.slice(0, 160), heading: false })
    else if (lower.startsWith('</section')) {
      const section = open.pop()
      if (section && !section.heading) lacking.push(section.tag)
    } else if (open.length) open[open.length - 1]!.heading = true
  }
  return [...lacking, ...open.filter((section) => !section.heading).map((section) => section.tag)]
}
