/**
 * The letter's copy button (docs/product.md#act-now): in the server's HTML it is `hidden`,
 * inside the letter's plain text (`<details data-letter-text>`, letter-options.tsx). When the
 * visitor opens that text — their intent — the page script (app/boot/page-script.ts) shows the
 * button where the browser can write to the clipboard. Without JavaScript the text is there to
 * select and copy by hand. Plain DOM, no app: the action pages never hydrate.
 */
export const LETTER_TEXT_ATTR = 'data-letter-text'
export const LETTER_BODY_ATTR = 'data-letter-body'
export const COPY_LETTER_ATTR = 'data-copy-letter'
/** The button's label once the letter is copied, translated on the server. */
export const COPIED_LABEL_ATTR = 'data-copied-label'

export function copyLettersInPage(doc: Document): void {
  const clipboard = doc.defaultView?.navigator.clipboard
  if (!clipboard) return
  // `toggle` does not bubble: caught on its way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute(LETTER_TEXT_ATTR)) return
      const button = details.querySelector<HTMLButtonElement>(`button[${COPY_LETTER_ATTR}]`)
      if (!button?.hidden) return
      button.hidden = false
      button.addEventListener('click', () => {
        const text = details.querySelector(`[${LETTER_BODY_ATTR}]`)?.textContent ?? ''
        clipboard.writeText(text).then(
          () => {
            button.textContent = button.getAttribute(COPIED_LABEL_ATTR) ?? button.textContent
          },
          // Refused (no permission, no focus): the text stays there to select by hand.
          () => undefined,
        )
      })
    },
    true,
  )
}
