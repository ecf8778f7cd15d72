import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GLOSSARY, rulesOf, type GlossaryLanguage } from '../../locales/glossary'
import { TRANSLATED } from '../../scripts/lib/catalogs'
import { findViolations, readTranslations } from '../../scripts/check-glossary'

const t = (msgstr: string) => ({ file: 'x.po', msgid: 'source', msgstr })
const violations = (language: GlossaryLanguage, msgstr: string) =>
  findViolations([t(msgstr)], rulesOf(GLOSSARY[language])).map((v) => v.match)

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

  it('holds each language to its register', () => {
    expect(violations('nl', 'Bevestig uw aanmelding')).toEqual(['uw'])
    expect(violations('nl', 'Hebt u vragen?')).toEqual(['u'])
    expect(violations('nl', 'u')).toEqual([]) // the countdown's unit for hours
    expect(violations('nl', 'Bevestig je aanmelding, dan hoor je van ons')).toEqual([])
    expect(violations('de', 'Schützt eure Nachrichten')).toEqual(['Schützt'])
    expect(violations('fr', 'Protège tes messages')).toEqual(['tes'])
    expect(violations('fr', 'pour t’abonner')).toEqual(['t’'])
    expect(violations('fr', 'Vous êtes abonné à la boîte de votre choix')).toEqual([])
  })

  it('lets the visitor’s letters to an MEP or a permanent representation take the polite form (their comment says so)', () => {
    const letter = (msgstr: string, comment: string) => [{ file: 'act.po', msgid: 'source', msgstr, comment }]
    const mep = 'Act now pages, letter to an MEP who abstained: the one request.'
    const representation = "Act now pages, letter to the country's permanent representation: the request."
    expect(findViolations(letter('Ich bitte Sie, Ihre Stimme zu nutzen.', mep), rulesOf(GLOSSARY.de))).toEqual([])
    expect(findViolations(letter('Uw vertegenwoordiging spreekt voor België.', representation), rulesOf(GLOSSARY.nl))).toEqual([])
    // …and only the register: the terms still hold in a letter.
    expect(findViolations(letter('Ich bitte Sie, die Chat-Kontrolle abzulehnen.', mep), rulesOf(GLOSSARY.de)).map((v) => v.match)).toEqual([
      'Chat-Kontrolle',
    ])
    // A text the site addresses to its reader is held to the register.
    expect(findViolations(letter('Schreiben Sie Ihren Abgeordneten', 'Act now pages: the button.'), [GLOSSARY.de.register])).not.toEqual([])
  })

  it('accepts the chosen terms, and the site name "Chat Control Info" in every language', () => {
    expect(violations('nl', 'Stop Chatcontrole. Lees onze affiliateverklaring over end-to-end-versleuteling.')).toEqual([])
    expect(violations('nl', 'De verordening zou elk bericht scannen. Standaard end-to-end versleuteld.')).toEqual([])
    expect(violations('de', 'Stopp die Chatkontrolle. Bester Allrounder. Unentschlossen. Datenschutz im Fokus.')).toEqual([])
    expect(
      violations('fr', 'Non à Chat Control\u00a0: il analyserait tout. Chiffrement à connaissance nulle, liens d’affiliation.'),
    ).toEqual([])
    for (const language of TRANSLATED) {
      expect(violations(language, '© 2025 Chat Control Info. Chat Control Info')).toEqual([])
    }
  })

  it('every catalog of every translated language follows it (what npm run i18n:check enforces)', () => {
    for (const language of TRANSLATED) {
      const found = findViolations(readTranslations('locales', language), rulesOf(GLOSSARY[language]))
      expect(found.map((v) => `${v.file}: ${v.match}`)).toEqual([])
    }
  })

  it('locales/GLOSSARY.md lists every chosen term and forbidden concept', () => {
    const doc = readFileSync('locales/GLOSSARY.md', 'utf8')
    for (const glossary of Object.values(GLOSSARY)) {
      for (const rule of rulesOf(glossary)) expect(doc, rule.term).toContain(rule.term)
    }
  })
})

describe('hyphenated and typographic drifts (locales/glossary.ts)', () => {
  const rules = (language: GlossaryLanguage) => rulesOf(GLOSSARY[language])
  const check = (language: GlossaryLanguage, msgstr: string) =>
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
