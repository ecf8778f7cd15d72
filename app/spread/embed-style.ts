import { createHash } from 'node:crypto'

/*
 * The embeddable cards' one style sheet and the policy that allows exactly it
 * (app/spread/embed.ts writes the cards; server/fast-path.ts sends the policy). No Lingui
 * text here: the server imports this module.
 */

// The design tokens of app/styles.css (light, and dark after the system setting).
export const CARD_CSS = `:root{--bg:#fff;--fg:#0b1424;--muted:#46546a;--border:#d3dce8;--tint:#e9eef5;--primary:#0f6e66;--oppose:#17733a;--support:#a8480a;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#111b2d;--fg:#e7edf6;--muted:#a3b2c7;--border:#26354d;--tint:#1a2639;--primary:#5fe0cd;--oppose:#5ad68a;--support:#f6a04d}}
*{box-sizing:border-box}html,body{margin:0}
body{font:15px/1.45 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
main{border:1px solid var(--border);border-radius:14px;padding:16px;min-height:100vh}
h1{font-size:18px;margin:0 0 4px;line-height:1.25}
p{margin:6px 0}.muted{color:var(--muted);font-size:13px}
dl{display:flex;gap:8px;margin:12px 0}dl div{flex:1;border-radius:10px;padding:8px;text-align:center;background:var(--tint)}
dt{font-size:12px;font-weight:600}dd{margin:0;font-size:26px;font-weight:800}
.oppose{color:var(--oppose)}.support{color:var(--support)}.neutral{color:var(--muted)}
.status{display:inline-block;border-radius:999px;padding:2px 10px;font-weight:700;background:var(--tint)}
a{color:var(--primary);font-weight:600;text-underline-offset:3px}
a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.act{display:inline-block;margin-top:8px;padding:10px 14px;min-height:44px;border:2px solid var(--primary);border-radius:10px;text-decoration:none}
footer{margin-top:12px;font-size:12px;color:var(--muted)}`

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The Content-Security-Policy of a card: nothing may load or run, the one inline sheet is
 * allowed by its hash, and — unlike every other page of the site — any site may frame it.
 */
export const embedPolicy = (): string =>
  ["default-src 'none'", `style-src ${sha256(CARD_CSS)}`, "base-uri 'none'", "form-action 'none'", 'frame-ancestors *'].join('; ')
