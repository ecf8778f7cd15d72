import type { Messages } from '@lingui/core'

/**
 * Pseudo-localization (docs/translating.md#pseudo-locale): every letter accented, every
 * vowel doubled — about a third longer, like German or French next to English — and
 * each message between ⟦ ⟧, so a cut-off text shows a missing bracket. Placeholders
 * (`{name}`), Lingui's element tags (`<0>`, `</0>`, `<1/>`) and a plural's `#` stay as
 * they are. A text that reaches the page without Lingui stays plain English and stands out.
 */
const ACCENTS: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}
const VOWELS = 'aeiouyAEIOUY'
const KEEP = /(\{[^{}]*\}|<\/?\d+\/?>|#)/

/** One text (no ICU structure left in it). */
export function pseudoText(text: string): string {
  return text
    .split(KEEP)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((ch) => (ACCENTS[ch] ?? ch).repeat(VOWELS.includes(ch) ? 2 : 1)).join('')))
    .join('')
}

type Compiled = Messages[string]

function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message)
  // A compiled message: strings and placeholders; a plural or select carries its branches.
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token)
    const [name, type, branches] = token
    if (branches && typeof branches === 'object') {
      // Branches are texts or compiled messages; `offset` is a number (or undefined).
      const translated = Object.entries(branches).map(([k, v]) => [
        k,
        typeof v === 'string' || Array.isArray(v) ? pseudoCompiled(v as Compiled) : v,
      ])
      return [name, type, Object.fromEntries(translated)]
    }
    return token
  }) as Compiled
}

/** A compiled catalog, pseudo-localized: each message between ⟦ ⟧. */
export function pseudoLocalize(messages: Messages): Messages {
  const out: Messages = {}
  for (const [id, message] of Object.entries(messages)) {
    const body = pseudoCompiled(message)
    out[id] = typeof body === 'string' ? `⟦${body}⟧` : (['⟦', ...body, '⟧'] as Compiled)
  }
  return out
}
