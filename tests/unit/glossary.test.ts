import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GLOSSARY, type GlossaryLanguage } from '../../locales/glossary'
import { findViolations, readTranslations } from '../../scripts/check-glossary'

const t = (msgstr: string) => ({ file: 'x.po', msgid: 'source', msgstr })
const violations = (language: GlossaryLanguage, msgstr: string) => findViolations([t(msgstr)], GLOSSARY[language]).map((v) => v.match)

describe('glossary term list (locales/glossary.ts)', () => {
  it('catches the variants the catalogs used to contain', () => {
    // nl
    expect(violations('nl', 'End-to-end versleuteling onder vuur')).toEqual(['End-to-end versleuteling'])
    expect(violations('nl', 'Blijf op de hoogte van Chat Control')).toEqual(['Chat Control'])
    expect(violations('nl', 'Stop chatcontrole: houd je privéberichten privé')).toEqual(['chatcontrole'])
    expect(violations('nl', 'campagne tegen EU-chatcontrole')).toEqual(['chatcontrole'])
    expect(violations('nl', 'Lees onze affiliate-verklaring')).toEqual(['affiliate-verklaring'])
    expect(violations('nl', 'De president van Signal zei')).toEqual(['president van Signal'])
    expect(violations('nl', 'Populairst')).toEqual(['Populairst'])
    expect(violations('nl', 'kunnen onschuldige inhoud markeren')).toEqual(['onschuldige inhoud'])
    expect(violations('nl', 'Met de verordening wordt elk privébericht gescand.')).toHaveLength(1)
    expect(violations('nl', 'je nieuwsbriefabonnement wissen')).toEqual(['nieuwsbriefabonnement'])
    expect(violations('nl', 'dan laten we dat abonnees per e-mail weten')).toEqual(['abonnees'])
    expect(violations('nl', 'of bij de toezichthouder van het EU-land')).toEqual(['toezichthouder'])
    // de
    expect(violations('de', 'Stoppt die Chatkontrolle. Schütze deine privaten Nachrichten.')).toEqual(['Stoppt'])
    expect(violations('de', 'Bleib bei Chat Control auf dem Laufenden')).toEqual(['Chat Control'])
    expect(violations('de', 'Unentschieden')).toEqual(['Unentschieden'])
    expect(violations('de', 'Privatsphäre zuerst')).toEqual(['Privatsphäre zuerst'])
    expect(violations('de', 'Testsieger')).toEqual(['Testsieger'])
    expect(violations('de', 'und den Newsletter abbestellen')).toEqual(['abbestell'])
    expect(violations('de', 'bei einer Datenschutzaufsichtsbehörde')).toEqual(['Datenschutzaufsichtsbehörde'])
    // fr
    expect(violations('fr', 'Stop au Chat Control.')).toEqual(['au Chat Control'])
    expect(violations('fr', 'Le Chat Control les scannerait tous')).toEqual(['Le Chat Control', 'scannerait'])
    expect(violations('fr', 'Zéro connaissance')).toEqual(['Zéro connaissance'])
    expect(violations('fr', 'Vérification «\u00a0zero knowledge\u00a0»')).toEqual(['zero knowledge'])
    expect(violations('fr', 'Les liens affiliés sont toujours signalés')).toEqual(['liens affiliés'])
    expect(violations('fr', 'pour que vous seuls et vos destinataires puissiez les lire')).toHaveLength(1)
    expect(violations('fr', 'Mentions légales')).toEqual(['Mentions légales'])
  })

  it('accepts the chosen terms, and the site name "Chat Control Info" in every language', () => {
    expect(violations('nl', 'Stop Chatcontrole. Lees onze affiliateverklaring over end-to-end-versleuteling.')).toEqual([])
    expect(violations('nl', 'De verordening zou elk bericht scannen. Standaard end-to-end versleuteld.')).toEqual([])
    expect(violations('de', 'Stopp die Chatkontrolle. Bester Allrounder. Unentschlossen. Datenschutz im Fokus.')).toEqual([])
    expect(
      violations('fr', 'Non à Chat Control\u00a0: il analyserait tout. Chiffrement à connaissance nulle, liens d’affiliation.'),
    ).toEqual([])
    for (const language of ['nl', 'de', 'fr'] as const) {
      expect(violations(language, '© 2025 Chat Control Info. Chat Control Info')).toEqual([])
    }
  })

  it('every catalog of nl, de and fr follows it (what npm run i18n:check enforces)', () => {
    for (const language of ['nl', 'de', 'fr'] as const) {
      const found = findViolations(readTranslations('locales', language), GLOSSARY[language])
      expect(found.map((v) => `${v.file}: ${v.match}`)).toEqual([])
    }
  })

  it('locales/GLOSSARY.md lists every chosen term and forbidden concept', () => {
    const doc = readFileSync('locales/GLOSSARY.md', 'utf8')
    for (const rules of Object.values(GLOSSARY)) {
      for (const rule of rules) expect(doc, rule.term).toContain(rule.term)
    }
  })
})

describe('hyphenated and typographic drifts (locales/glossary.ts)', () => {
  const rules = (language: 'nl' | 'de' | 'fr') => GLOSSARY[language]
  const check = (language: 'nl' | 'de' | 'fr', msgstr: string) =>
    findViolations([{ file: 'x.po', msgid: 'm', msgstr }], rules(language)).map((v) => v.match)
  it('catches the English name in a hyphenated compound, but not the site name', () => {
    expect(check('de', 'Bitte bestätige deine Anmeldung zum Chat-Control-Newsletter')).toContain('Chat-Control')
    expect(check('de', 'Chatkontrolle-Newsletter von Chat Control Info')).toEqual([])
    expect(check('nl', 'de Chat-Control-nieuwsbrief')).toContain('Chat-Control')
  })
  it('catches the MEP, subscribe and newsletter variants and French typography', () => {
    expect(check('de', 'kontaktiere deine EU-Abgeordneten')).not.toEqual([])
    expect(check('de', 'kontaktiere deine Europaabgeordneten')).toEqual([])
    expect(check('nl', 'Bevestig je inschrijving')).not.toEqual([])
    expect(check('fr', 'la lettre d’information')).not.toEqual([])
    expect(check('fr', "l'analyse")).not.toEqual([])
    expect(check('fr', 'Abonnement enregistré !')).not.toEqual([])
    expect(check('fr', 'Inscription enregistrée\u00a0!')).toEqual([])
  })
})
