import { describe, expect, it } from 'vitest'
import { checkContent, type ContentData } from '~/content/check'
import { displayName, NAME_OVERRIDES, readName } from '~/content/mep-name'
import { contentData } from '../../scripts/lib/content-modules'

// The names of app/content/mep-name.ts: the hard cases one by one (from the MEP data and
// beyond it), then rules every one of the 719 register names must keep, then what
// `npm run content:check` lists (app/content/meps/check.ts).

type MepEntry = { id: number; name: string; country: string }
const TODAY = new Date().toISOString().slice(0, 10)
const allMeps = (data: ContentData = contentData()): MepEntry[] =>
  Object.values(data.meps.countries).flatMap((file) => (file as { meps: MepEntry[] }).meps)

describe('displayName: the hard cases', () => {
  const cases: Array<[country: string, register: string, written: string]> = [
    // the register's usual form
    ['AT', 'Alexander BERNHUBER', 'Alexander Bernhuber'],
    ['AT', 'Anna STÜRGKH', 'Anna Stürgkh'],
    // Dutch particles in lower case after a given name, capitalised when the name opens with them
    ['NL', 'Esther DE LANGE', 'Esther de Lange'],
    ['NL', 'Reinier VAN LANSCHOT', 'Reinier van Lanschot'],
    ['NL', 'Brigitte VAN DEN BERG', 'Brigitte van den Berg'],
    ['NL', 'Ingeborg TER LAAK', 'Ingeborg ter Laak'],
    ['NL', "Sophia IN 'T VELD", "Sophia in 't Veld"],
    ['NL', 'Raquel GARCÍA HERMIDA-VAN DER WALLE', 'Raquel García Hermida-van der Walle'],
    ['NL', "Hedy D'ANCONA", "Hedy d'Ancona"],
    ['NL', 'DE LANGE Esther', 'De Lange Esther'],
    ['NL', 'Jan IJSSELMUIDEN', 'Jan IJsselmuiden'],
    ['LV', 'Ivars IJABS', 'Ivars Ijabs'],
    // Belgian particles keep their capital
    ['BE', 'Johan VAN OVERTVELDT', 'Johan Van Overtveldt'],
    ['BE', 'Elio DI RUPO', 'Elio Di Rupo'],
    ['BE', 'Tom VANDENDRIESSCHE', 'Tom Vandendriessche'],
    // German
    ['DE', 'Ursula VON DER LEYEN', 'Ursula von der Leyen'],
    ['DE', 'Michael VON DER SCHULENBURG', 'Michael von der Schulenburg'],
    ['DE', 'Karl-Theodor ZU GUTTENBERG', 'Karl-Theodor zu Guttenberg'],
    ['DE', 'Irmhild BOẞDORF', 'Irmhild Boßdorf'],
    ['DE', 'Marie-Agnes STRACK-ZIMMERMANN', 'Marie-Agnes Strack-Zimmermann'],
    ['DE', 'David MCALLISTER', 'David McAllister'],
    // French, Spanish, Portuguese, Italian
    ['FR', 'Isabelle LE CALLENNEC', 'Isabelle Le Callennec'],
    ['FR', 'Philippe DE VILLIERS', 'Philippe de Villiers'],
    ['FR', "Valéry GISCARD D'ESTAING", "Valéry Giscard d'Estaing"],
    ['ES', 'Margarita DE LA PISA CARRIÓN', 'Margarita de la Pisa Carrión'],
    ['ES', 'Pilar DEL CASTILLO VERA', 'Pilar del Castillo Vera'],
    ['ES', 'Diana RIBA I GINER', 'Diana Riba i Giner'],
    ['ES', 'Antonio LÓPEZ-ISTÚRIZ WHITE', 'Antonio López-Istúriz White'],
    ['PT', 'Paulo DO NASCIMENTO CABRAL', 'Paulo do Nascimento Cabral'],
    ['PT', 'Tiago MOREIRA DE SÁ', 'Tiago Moreira de Sá'],
    ['PT', 'Ana SOUSA E SILVA', 'Ana Sousa e Silva'],
    ['IT', 'Danilo DELLA VALLE', 'Danilo Della Valle'],
    ['IT', 'Salvatore DE MEO', 'Salvatore De Meo'],
    ['IT', "Rosa D'AMATO", "Rosa D'Amato"],
    ['IT', "Marcello DELL'UTRI", "Marcello Dell'Utri"],
    ['IT', "Gaetano PEDULLA'", 'Gaetano Pedullà'],
    // Irish
    ['IE', 'Aodhán Ó RÍORDÁIN', 'Aodhán Ó Ríordáin'],
    ['IE', 'Cynthia NÍ MHURCHÚ', 'Cynthia Ní Mhurchú'],
    ['IE', 'Pat Ó HUIGINN', 'Pat Ó hUiginn'],
    ['IE', 'Máire NÍ hEIGEARTAIGH', 'Máire Ní hEigeartaigh'],
    ['IE', 'Michael MCNAMARA', 'Michael McNamara'],
    ['IE', "Grace O'SULLIVAN", "Grace O'Sullivan"],
    ['IE', 'Seán KELLY', 'Seán Kelly'],
    ['FR', 'Emmanuel MACRON', 'Emmanuel Macron'],
    // Nordic, Baltic, Central European and Turkish letters; locale pitfalls
    ['DK', 'Villy SØVNDAL', 'Villy Søvndal'],
    ['SE', 'Alice TEODORESCU MÅWE', 'Alice Teodorescu Måwe'],
    ['SE', 'Abir AL-SAHLANI', 'Abir Al-Sahlani'],
    ['SE', 'Carl AF UGGLAS', 'Carl af Ugglas'],
    ['FI', 'Eero HEINÄLUOMA', 'Eero Heinäluoma'],
    ['EE', 'Jüri RATAS', 'Jüri Ratas'],
    ['LT', 'Rasa JUKNEVIČIENĖ', 'Rasa Juknevičienė'],
    ['LT', 'Vilija BLINKEVIČIŪTĖ', 'Vilija Blinkevičiūtė'],
    ['LV', 'Mārtiņš STAĶIS', 'Mārtiņš Staķis'],
    ['PL', 'Elżbieta Katarzyna ŁUKACIJEWSKA', 'Elżbieta Katarzyna Łukacijewska'],
    ['PL', 'Ewa ZAJĄCZKOWSKA-HERNIK', 'Ewa Zajączkowska-Hernik'],
    ['HU', 'Enikő GYŐRI', 'Enikő Győri'],
    ['RO', 'Nicolae ȘTEFĂNUȚĂ', 'Nicolae Ștefănuță'],
    ['RO', 'Diana IOVANOVICI ŞOŞOACĂ', 'Diana Iovanovici Şoşoacă'],
    ['SK', 'Ľudovít ÓDOR', 'Ľudovít Ódor'],
    ['CZ', 'Jaroslava POKORNÁ JERMANOVÁ', 'Jaroslava Pokorná Jermanová'],
    ['DE', 'Özlem DEMIREL', 'Özlem Demirel'],
    ['DE', 'Ayşe İNCE', 'Ayşe İnce'],
    ['NL', 'Ufuk KÂHYA', 'Ufuk Kâhya'],
    ['HR', 'Đuro ǄAKULA', 'Đuro ǅakula'],
    ['GR', 'Elissavet VOZEMBERG-VRIONIDI', 'Elissavet Vozemberg-Vrionidi'],
    ['GR', 'Γιώργος ΠΑΠΑΣ', 'Γιώργος Παπα\u03c2'],
    // one word, initials, the capitals first
    ['ES', 'ALVISE', 'Alvise'],
    ['SE', 'Jakop G. DALUNDE', 'Jakop G. Dalunde'],
    ['HU', 'GYÜRK András', 'Gyürk András'],
    ['IE', 'Luke Ming FLANAGAN', 'Luke Ming Flanagan'],
    // a name already written as people write it
    ['AT', 'Anna Stürgkh', 'Anna Stürgkh'],
  ]
  it.each(cases)('%s %s → %s', (country, register, written) => {
    expect(readName(register, country)).toEqual({ name: written })
    expect(displayName(register, country)).toBe(written)
  })

  it('writes a Greek final sigma as ς and never leaves a combining dot from İ', () => {
    expect(displayName('Γιώργος ΠΑΠΑΣ', 'GR').at(-1)).toBe('ς')
    expect(displayName('Ayşe İNCE', 'DE')).not.toMatch(/\u0307/)
  })
})

describe('displayName: names the rules leave in the register’s form', () => {
  const cases: Array<[country: string, register: string, reason: RegExp]> = [
    ['IE', 'Chris MACMANUS', /Mac names are written both ways/],
    ['IE', 'Michael McNAMARA', /lower case and a run of capitals in one word/],
    ['FR', 'Jean-MARC DUPONT', /lower case and a run of capitals in one word/],
    ['AT', 'ANNA Maria STÜRGKH', /two runs of words in capitals/],
    ['DE', 'Lothar DE MAIZIÈRE', /the particle "DE": no rule for it in DE/],
    ['MT', 'Mario DE MARCO', /the particle "DE": no rule for it in MT/],
    ['FR', 'Jean DE LA FONTAINE', /"DE LA": particles that FR writes more than one way/],
    ['FR', 'Joachim DU BELLAY', /the particle "DU": no rule for it in FR/],
    ['BE', 'Freya VAN DEN BOSSCHE', /particles that BE writes more than one way/],
    ['IT', "Giosuè MOSE'", /a final E with an apostrophe/],
    ['FR', "Pap N'DIAYE", /an apostrophe that no rule of FR covers/],
    ['DE', "Massimo D'ALEMA", /an apostrophe that no rule of DE covers/],
    ['AT', 'Anna STÜRGKH (AT)', /a character or spacing/],
    ['AT', 'Anna  STÜRGKH', /a character or spacing/],
  ]
  it.each(cases)('%s %s', (country, register, reason) => {
    const reading = readName(register, country)
    expect(reading.name).toBe(register)
    expect(reading.unsure).toMatch(reason)
    expect(displayName(register, country)).toBe(register)
  })

  it('an override gives the spelling the rules cannot know, for the register form it names only', () => {
    for (const override of Object.values(NAME_OVERRIDES)) {
      expect(displayName(override.register, 'DE')).toBe(override.name)
      expect(override.source).toMatch(/^https:\/\//)
      expect(override.checked <= TODAY).toBe(true)
    }
    expect(readName('Fabio DE MASI', 'DE')).toEqual({ name: 'Fabio De Masi' })
    expect(readName('Fabio DE MASIO', 'DE').unsure).toMatch(/the particle "DE"/)
  })
})

describe('displayName over the 719 register names', () => {
  const meps = allMeps()
  const capitalsWord = (word: string) => /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word.replace(/ß/g, ''))
  /** Letters without case, accents and apostrophes. */
  const letters = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\p{M}'’]/gu, '')
      .toLowerCase()
  /** Acronyms a name may keep in capitals (none so far). */
  const ACRONYMS: readonly string[] = []

  it('reads every name of the data', () => {
    expect(meps.length).toBe(719)
  })

  it('changes nothing but letter case (and an Italian accent the register writes as an apostrophe)', () => {
    for (const { name, country } of meps) {
      const shown = displayName(name, country)
      expect(letters(shown), name).toBe(letters(name))
      if (!/\p{Lu}['’](?= |$)/u.test(name)) expect(shown.toLowerCase(), name).toBe(name.toLowerCase())
    }
  })

  it('keeps the given names and the word count, and writes no word in capitals', () => {
    for (const { name, country } of meps) {
      const reading = readName(name, country)
      const shown = reading.name.split(' ')
      const words = name.split(' ')
      expect(shown.length, name).toBe(words.length)
      for (const [i, word] of words.entries()) if (!capitalsWord(word)) expect(shown[i], name).toBe(word)
      if (reading.unsure) continue
      for (const word of shown) {
        const bare = word.replace(/[^\p{L}]/gu, '')
        if (bare.length > 2 && !ACRONYMS.includes(bare)) expect(bare, name).not.toBe(bare.toUpperCase())
        // Capital after capital only for the Dutch IJ.
        expect(word.replace(/^IJ/u, 'Ij'), name).not.toMatch(/\p{Lu}\p{Lu}/u)
        // A word in lower case is a particle: a few letters, or an elided article.
        if (/^\p{Ll}/u.test(word)) expect(word, name).toMatch(/^(\p{Ll}{1,3}|'\p{Ll}|\p{Ll}['’]\p{Lu}.*)$/u)
      }
    }
  })

  it('is idempotent, and the register’s form where unsure', () => {
    for (const { name, country } of meps) {
      const reading = readName(name, country)
      expect(displayName(reading.name, country), name).toBe(reading.name)
      if (reading.unsure) expect(reading.name).toBe(name)
    }
  })
})

describe('npm run content:check lists the names the rules cannot settle', () => {
  const report = (change: (data: ContentData) => void = () => {}) => {
    const data = structuredClone(contentData())
    change(data)
    return checkContent(data, TODAY)
  }
  const mep = (data: ContentData, id: number) => allMeps(data).find((m) => m.id === id)!

  it('counts the names in its summary, and each unsettled one is a warning naming the MEP', () => {
    const shipped = report()
    const line = shipped.summary.find((l) => l.startsWith('mep names'))
    expect(line).toMatch(/^mep names +\d+ as people write them \(\d+ by override\), \d+ in the register's form$/)
    const unsure = allMeps().filter((m) => readName(m.name, m.country).unsure)
    expect(line).toContain(`, ${unsure.length} in the register's form`)
    for (const m of unsure) expect(shipped.warnings.join('\n')).toContain(`MEP ${m.id} (${m.country}) "${m.name}"`)

    const changed = report((d) => void (mep(d, 197648).name = 'Alexander McBERNHUBER'))
    expect(changed.errors).toEqual([])
    expect(changed.warnings.join('\n')).toMatch(
      /MEP 197648 \(AT\) "Alexander McBERNHUBER": shown in the register's form, .*NAME_OVERRIDES in app\/content\/mep-name\.ts/,
    )
    expect(changed.summary.join('\n')).toContain(`, ${unsure.length + 1} in the register's form`)
  })

  it('warns when an override is for a name the register no longer writes', () => {
    const [id, override] = Object.entries(NAME_OVERRIDES)[0]!
    const changed = report((d) => void (mep(d, Number(id)).name = `${override.register}X`))
    expect(changed.errors).toEqual([])
    expect(changed.warnings.join('\n')).toContain(`MEP name override ${id} (app/content/mep-name.ts): the register now writes`)
  })
})
