/**
 * MEP names as people write them. The Parliament's register (and so app/content/meps/<CC>.json,
 * imported by scripts/import-meps.ts) writes given names as they are and the family name in
 * capitals: "Alexander BERNHUBER", "Aodhán Ó RÍORDÁIN", "Kim VAN SPARRENTAK". The data keeps that
 * form; `displayName` gives the form for a letter or a card: "Alexander Bernhuber",
 * "Aodhán Ó Ríordáin", "Kim van Sparrentak" (docs/decisions/023-mep-display-names.md).
 *
 * The rules change letter case only (one exception: an Italian final vowel that the register
 * writes with an apostrophe, "PEDULLA'", gets its accent, "Pedullà"). The run of words in
 * capitals, wherever it stands in the name, is the part they rewrite; given names keep the
 * register's spelling. Where the rules cannot tell how a name is written (a particle whose case
 * the country writes both ways, "McNAMARA" with capitals inside a word, two runs of capitals),
 * `readName` says why and `displayName` keeps the register's form, which is never misspelt,
 * only in capitals. `npm run content:check` lists those names (app/content/meps/check.ts);
 * an editor settles one with an entry of NAME_OVERRIDES below, keyed by the Parliament's id.
 */

/** A name the rules cannot settle, by an entry of NAME_OVERRIDES (docs/editing.md#mep-names). */
export interface NameOverride {
  /** The register's form the override is for: when the register changes the name, the override stops applying. */
  register: string
  /** The name as the MEP writes it. */
  name: string
  /** A page where the MEP (or their office, party or parliament) writes the name so. */
  source: string
  /** The day the source was read (YYYY-MM-DD). */
  checked: string
}

/**
 * Names as their MEPs write them where the rules cannot know, keyed by the Parliament's id
 * (the `id` of app/content/meps/<CC>.json). `npm run content:check` warns when an id is no
 * longer a current MEP or the register's form has changed, and fails when a name is not the
 * register's letters.
 */
export const NAME_OVERRIDES: Readonly<Record<number, NameOverride>> = {
  // German writes a Huguenot "de" in lower case (de Maizière); an Italian family's "De" keeps its capital.
  124858: {
    register: 'Fabio DE MASI',
    name: 'Fabio De Masi',
    source: 'https://www.fabio-de-masi.de/de/article/4451.om-profi-bis-zum-newcomer.html',
    checked: '2026-11-28',
  },
}

/** How a name reads: the form to show, and why the rules kept the register's form where they did. */
export interface NameReading {
  name: string
  /** Set when the rules cannot settle the name: `name` is then the register's form. */
  unsure?: string
}

/** A country's way of writing the particles before a family name, after a given name. */
interface Convention {
  /** Particles (one or more words, lower case, ' for an apostrophe) written in lower case: "van der", "de la". */
  lower?: readonly string[]
  /** Particles written with a capital: Belgian "Van", Italian "Della", French "Le", Irish "Ó". */
  capital?: readonly string[]
  /** An elided article joined to the name (d'Ors, D'Amato, Dell'Utri): its case, and the prefixes it covers. */
  elided?: { case: 'lower' | 'capital'; prefixes: readonly string[] }
  /** Dutch IJ: both letters capital at the start of a name (IJsselmuiden). */
  ij?: boolean
  /** Irish: "Ó hAodha" (h before a vowel after Ó, Ní, Ua) and "Mac" names that are written two ways. */
  irish?: boolean
  /** Italian: a final vowel with an apostrophe in capitals is the accented vowel (PEDULLA' → Pedullà). */
  italianAccent?: boolean
}

/** Particles of several words are one entry: 'van der'. */
const list = (particles: string): readonly string[] => particles.split('|')

const GERMANIC = ['von', 'von der', 'von dem', 'von und zu', 'vom', 'zu', 'zum', 'zur', 'van', 'van der', 'van den', 'van de', 'ten', 'ter']
const ITALIAN = ['de', 'di', 'da', 'del', 'della', 'dello', 'delle', 'dei', 'degli', 'dal', 'dalla', 'lo', 'la', 'li']

/**
 * Per member state, as that country writes names after a given name. A particle not listed for
 * the MEP's country makes the name unsure: German "de" (de Maizière, De Masi), French "du" and
 * "de la" (du Bellay, de La Fontaine), Belgian compounds (Van den Bossche, Van Der …) are written
 * both ways, so an override says which.
 */
const CONVENTIONS: Readonly<Record<string, Convention>> = {
  // Dutch: every particle in lower case after a given name (Esther de Lange, Sophia in 't Veld).
  NL: {
    lower: list(
      "van|van der|van den|van de|van het|van 't|de|den|der|het|'t|'s|in 't|in de|in den|in het|ter|ten|te|op|op de|op den|op 't|uit de|uit den|uit het|von|von der|la|le|du",
    ),
    elided: { case: 'lower', prefixes: ['d', 'l'] },
    ij: true,
  },
  // Belgian: one particle, capitalised as the civil register writes it (Van Overtveldt, De Croo, Di Rupo);
  // a compound (Van den, Van der, De la) is written both ways.
  BE: {
    capital: ['van', 'vanden', 'vander', 'vande', 'de', 'den', 'der', 'di', 'da', 'le', 'la', 'du'],
    elided: { case: 'capital', prefixes: ['d', 'l'] },
    ij: true,
  },
  // German and Austrian: von, zu and the Low German/Dutch van, ten, ter in lower case (von der Leyen, zu Guttenberg).
  DE: { lower: GERMANIC },
  AT: { lower: GERMANIC },
  // French: de and d' in lower case, the article Le/La/Les with a capital (Le Pen, d'Ornano).
  FR: { lower: ['de'], capital: ['le', 'la', 'les'], elided: { case: 'lower', prefixes: ['d'] } },
  // Spanish (and Catalan "i"): de, del, de la, de los and the conjunctions y, i in lower case.
  ES: { lower: ['de', 'del', 'de la', 'de las', 'de los', 'y', 'i'], elided: { case: 'lower', prefixes: ['d'] } },
  // Portuguese: de, da, do, das, dos and the conjunction e in lower case.
  PT: { lower: ['de', 'da', 'do', 'das', 'dos', 'e'] },
  // Italian: the particles keep their capital (De Meo, Della Valle, La Russa, D'Amato, Dell'Utri).
  IT: {
    capital: ITALIAN,
    elided: { case: 'capital', prefixes: ['d', 'l', 'dell', 'dall', 'nell', 'sull', 'all', 'sant'] },
    italianAccent: true,
  },
  // Irish: Ó, Ní, Nic, Mac, Ua, Uí as words of their own (Ó Ríordáin, Ní Mhurchú).
  IE: { capital: ['ó', 'ní', 'nic', 'mac', 'mag', 'ua', 'uí'], irish: true },
  // Swedish, Danish and Finland-Swedish nobility: von, af in lower case.
  SE: { lower: ['von', 'af'] },
  DK: { lower: ['von', 'af'] },
  FI: { lower: ['von', 'af'] },
}

/** Every word that is a particle somewhere: one of them without a rule in the MEP's country makes the name unsure. */
const PARTICLES = new Set([
  ...Object.values(CONVENTIONS).flatMap((c) => [...(c.lower ?? []), ...(c.capital ?? [])].flatMap((p) => p.split(' '))),
  ...['des', 'du', 'les', 'dos', 'al', 'el', 'ben', 'bin', 'ibn', 'abu', 'ould'],
])

/** The Irish particles after which a vowel takes an h (Ó hAodha, Ní hÉigeartaigh). */
const IRISH_H = new Set(['ó', 'ní', 'ua'])

/** Thrown inside the rules when they cannot settle a name; readName returns the register's form with the reason. */
class Unsure {
  readonly reason: string
  constructor(reason: string) {
    this.reason = reason
  }
}

/** One letter in lower case: İ is i (not i + a combining dot), a final Σ is ς. */
function lowerLetter(letter: string, final: boolean): string {
  if (letter === 'İ') return 'i'
  if (letter === 'Σ') return final ? 'ς' : 'σ'
  return letter.toLowerCase()
}

function lower(text: string): string {
  const letters = [...text]
  return letters.map((c, i) => lowerLetter(c, i === letters.length - 1 && i > 0 && /\p{L}/u.test(letters[i - 1]!))).join('')
}

/** The title-case form of a first letter: the digraph letters DŽ, LJ, NJ, DZ as Dž, Lj, Nj, Dz. */
const TITLE: Readonly<Record<string, string>> = { Ǆ: 'ǅ', Ǉ: 'ǈ', Ǌ: 'ǋ', Ǳ: 'ǲ' }

/** A word part without hyphen or apostrophe: its first letter as the register writes it, the rest in lower case. */
function capitalise(part: string, convention: Convention): string {
  if (convention.ij && /^IJ\p{L}/u.test(part)) return `IJ${lower(part.slice(2))}`
  const [first = '', ...rest] = part
  return (TITLE[first] ?? first) + lower(rest.join(''))
}

const GRAVE: Readonly<Record<string, string>> = { A: 'à', I: 'ì', O: 'ò', U: 'ù' }

/** A hyphen-free part of a capitals word that is not a particle. */
function convertPart(part: string, country: string, nameInitial: boolean, afterIrish: boolean): string {
  const convention = CONVENTIONS[country] ?? {}
  if (convention.irish) {
    // Ó hAodha: the register writes HAODHA or hAODHA.
    if (/^h\p{Lu}/u.test(part) || (afterIrish && /^H[AEIOUÁÉÍÓÚ]/u.test(part))) return `h${capitalise(part.slice(1), convention)}`
    if (/^MAC[^AEIOUÁÉÍÓÚHKY]\p{Lu}{2}/u.test(part))
      throw new Unsure(`"${part}": Irish Mac names are written both ways (MacManus, Macmanus)`)
  }
  const apostrophe = /['’]/u.exec(part)
  if (apostrophe) {
    const at = apostrophe.index
    const mark = apostrophe[0]
    const before = part.slice(0, at)
    const after = part.slice(at + 1)
    // O'Sullivan, O'Neill
    if (before === 'O' && after) return `O${mark}${convertPart(after, country, false, false)}`
    // d'Ors, D'Amato, Dell'Utri
    const elided = convention.elided
    if (after && /^\p{Lu}+$/u.test(before) && elided?.prefixes.includes(before.toLowerCase())) {
      const prefix = elided.case === 'capital' || nameInitial ? capitalise(before, convention) : lower(before)
      return `${prefix}${mark}${convertPart(after, country, false, false)}`
    }
    // PEDULLA' → Pedullà (Italian capitals without accents)
    if (!after && convention.italianAccent && before) {
      const vowel = before.at(-1)!
      const grave = GRAVE[vowel]
      if (grave) return capitalise(before.slice(0, -1), convention) + grave
      throw new Unsure(`"${part}": a final ${vowel} with an apostrophe, an accent the rules cannot choose`)
    }
    throw new Unsure(`"${part}": an apostrophe that no rule of ${country} covers (app/content/mep-name.ts)`)
  }
  // McNamara, McAllister
  if (/^MC\p{Lu}{2}/u.test(part)) return `Mc${capitalise(part.slice(2), convention)}`
  return capitalise(part, convention)
}

const key = (word: string): string => lower(word).replace(/’/g, "'")

/** The longest particle of `list` that starts with `first` and continues with `words` from `next`, leaving a word after it. */
function matchParticle(list: readonly string[] | undefined, first: string, words: readonly string[], next: number, end: number): number {
  let best = 0
  for (const particle of list ?? []) {
    const parts = particle.split(' ')
    if (parts[0] !== key(first) || next + parts.length - 1 >= end) continue
    if (parts.slice(1).every((p, i) => key(words[next + i]!) === p)) best = Math.max(best, parts.length)
  }
  return best
}

/** Rewrites the run of capitals words[start..end); `start` is 0 when the run opens the name. */
function convertRun(words: readonly string[], start: number, end: number, country: string): string[] {
  const convention = CONVENTIONS[country] ?? {}
  const out: string[] = []
  let afterIrish = false
  for (let i = start; i < end; i++) {
    const hPrefix = afterIrish
    afterIrish = false
    const pieces = words[i]!.split(/([-‐‑])/u)
    let word = ''
    for (let p = 0; p < pieces.length; p += 2) {
      const part = pieces[p]!
      const nameInitial = i === 0 && p === 0
      // A particle: the last part of a word, followed by more of the family name.
      if (p === pieces.length - 1 && i < end - 1 && PARTICLES.has(key(part))) {
        const lowerLength = matchParticle(convention.lower, part, words, i + 1, end)
        const capitalLength = matchParticle(convention.capital, part, words, i + 1, end)
        const length = Math.max(lowerLength, capitalLength)
        if (!length) throw new Unsure(`the particle "${part}": no rule for it in ${country} (app/content/mep-name.ts)`)
        const rest = words.slice(i + 1, i + length)
        const after = words[i + length]!
        if (PARTICLES.has(key(after)))
          throw new Unsure(`"${[part, ...rest, after].join(' ')}": particles that ${country} writes more than one way`)
        const asLower = lowerLength >= capitalLength
        word += asLower && !nameInitial ? lower(part) : capitalise(part, convention)
        for (const w of rest) word += ` ${asLower ? lower(w) : capitalise(w, convention)}`
        afterIrish = Boolean(convention.irish && IRISH_H.has(key(words[i + length - 1]!)))
        i += length - 1
        break
      }
      word += convertPart(part, country, nameInitial, hPrefix && p === 0) + (pieces[p + 1] ?? '')
    }
    out.push(word)
  }
  return out
}

/** A word in capitals: an upper-case letter and no lower-case one (ß has no capital in most registers). */
const inCapitals = (word: string, country: string): boolean =>
  (/\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word.replace(/ß/g, '')) && !/^\p{Lu}\.$/u.test(word)) ||
  (country === 'IE' && /^h\p{Lu}{2,}$/u.test(word))

/**
 * How the register's name reads (`country`: the MEP's member state, whose way of writing
 * particles applies). `unsure` names what the rules could not settle; `name` is then the
 * register's form.
 */
export function readName(registerName: string, country: string): NameReading {
  const override = Object.values(NAME_OVERRIDES).find((o) => o.register === registerName)
  if (override) return { name: override.name }
  try {
    if (!/^[\p{L}\p{M}'’.\-‐‑ ]+$/u.test(registerName) || /^ | $| {2}/.test(registerName))
      throw new Unsure('a character or spacing other than letters, single spaces, hyphens, apostrophes and initials')
    const words = registerName.split(' ')
    const capitals = words.map((w) => inCapitals(w, country))
    const runs = capitals.filter((c, i) => c && !capitals[i - 1]).length
    if (runs > 1) throw new Unsure('two runs of words in capitals: which is the family name?')
    for (const [i, w] of words.entries()) {
      if (capitals[i]) {
        if (w.includes('.')) throw new Unsure(`"${w}": a full stop inside a word in capitals`)
        continue
      }
      const ij = CONVENTIONS[country]?.ij ? w.replace(/^IJ/u, 'Ij') : w
      if (/\p{Lu}\p{Lu}/u.test(ij))
        throw new Unsure(
          `"${w}": lower case and a run of capitals in one word, neither a given name nor a family name as the register writes them`,
        )
    }
    if (!runs) return { name: registerName }
    const start = capitals.indexOf(true)
    let stop = start
    while (stop < words.length && capitals[stop]) stop++
    const rewritten = convertRun(words, start, stop, country)
    return { name: [...words.slice(0, start), ...rewritten, ...words.slice(stop)].join(' ') }
  } catch (error) {
    if (error instanceof Unsure) return { name: registerName, unsure: error.reason }
    throw error
  }
}

/** The name as people write it ("Alexander BERNHUBER" → "Alexander Bernhuber"); the register's form where the rules are unsure. */
export const displayName = (registerName: string, country: string): string => readName(registerName, country).name
