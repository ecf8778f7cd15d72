/**
 * The translators' term list, machine-readable (locales/GLOSSARY.md explains it in
 * prose; tests/unit/glossary-doc.test.ts keeps the two in step). `npm run i18n:check`
 * (scripts/check-glossary.ts) fails when a translation in locales/<language>/*.po
 * contains a forbidden variant. A term list, not a grammar checker: each rule names the
 * chosen term and the variants it replaces.
 *
 * One entry per translated language of app/i18n/languages.ts, keyed by its code: a new
 * language is a type error here until it has its entry, and the entry starts with the
 * language's register (how the site says "you"), the first decision a translator makes
 * (docs/translating.md#adding-a-language).
 */
import type { PrefixedLang } from '../app/i18n/languages'

/** A language with a glossary: every site language but English, the source. */
export type GlossaryLanguage = PrefixedLang

export interface GlossaryRule {
  /** The chosen term, as translators should write it. */
  term: string
  /** What the term translates (English source concept). */
  concept: string
  /** Variants that must not appear in any translation of this language. */
  forbidden: RegExp[]
  /** Entries whose translator comment matches are exempt from the rule (scripts/check-glossary.ts). */
  unlessComment?: RegExp
}

export interface LanguageGlossary {
  /**
   * How the site addresses the reader, one register throughout (headings, buttons and legal
   * texts included): the forms of the other register are forbidden. The first row of the
   * language's table in locales/GLOSSARY.md.
   */
  register: GlossaryRule
  /** One term per concept. */
  terms: readonly GlossaryRule[]
}

/** Every rule of a language, the register first: what `npm run i18n:check` applies, in the order of locales/GLOSSARY.md. */
export const rulesOf = (glossary: LanguageGlossary): readonly GlossaryRule[] => [glossary.register, ...glossary.terms]

/** A whole word: not inside another word, not after an apostrophe (French elisions). */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}’'])(?:${alternatives})(?![\\p{L}])`, 'u')

/**
 * The letters of the Act now pages (app/content/letters.ts): the visitor writes to an MEP or
 * to a permanent representation, in the polite form of a letter to an official, not in the
 * register the site uses with its reader. Their translator comments say so.
 */
const LETTER = /\bletters? to (?:an MEP|the country['’]s permanent representation)\b|\bevery letter\b/i

/** "Chat Control" may appear only in proper names: the site's, "Chat Control Info", and the campaign "Fight Chat Control" (fightchatcontrol.eu). */
const ENGLISH_NAME = /(?<!Fight )Chat[- ]Control(?! Info)/

export const GLOSSARY: Readonly<Record<GlossaryLanguage, LanguageGlossary>> = {
  nl: {
    // Informal je/jij throughout; "u" alone is the countdown's unit for hours (msgctxt "countdown unit"), not the pronoun.
    register: {
      concept: 'you (register)',
      term: 'je/jij/jouw',
      forbidden: [word('[Uu]w|[Uu]we|[Uu]zelf'), new RegExp(`(?<=\\p{L}.*)${word('[Uu]').source}|${word('[Uu]').source}(?=.*\\p{L})`, 'u')],
      unlessComment: LETTER,
    },
    terms: [
      { concept: 'Chat Control', term: 'Chatcontrole', forbidden: [ENGLISH_NAME, /(?<![\p{L}])chatcontrole/u, /Chat[- ]controle/i] },
      {
        concept: 'end-to-end encryption',
        term: 'end-to-end-versleuteling',
        forbidden: [/end-to-end versleuteling/i, /end-to-end-?encryptie/i],
      },
      { concept: 'affiliate disclosure', term: 'affiliateverklaring', forbidden: [/affiliate[- ]verklaring/i] },
      {
        concept: 'affiliate links / relationships',
        term: 'affiliatelink, affiliaterelatie',
        forbidden: [/affiliate[- ](links?|relaties?)\b/i],
      },
      { concept: "Signal's president", term: 'de voorzitter van Signal', forbidden: [/president van Signal/i] },
      {
        concept: 'subscribe / unsubscribe (newsletter)',
        term: 'aanmelden, aanmelding; uitschrijven',
        forbidden: [
          /inschrij[fv]/i,
          /ingeschreven/i,
          /\bschrijf je (?:je )?(?:opnieuw )?in\b/i,
          /\babonne(?:er|ren)/i,
          /geabonneerd/i,
          /afmeld/i,
          /afgemeld/i,
          /nieuwsbriefabonnement/i,
          /\babonnees?\b/i,
        ],
      },
      {
        concept: 'data protection authority',
        term: 'gegevensbeschermingsautoriteit',
        forbidden: [/(?<!Europese )toezichthouder|Europese toezichthouder(?! voor gegevensbescherming)/i],
      },
      { concept: 'Most Popular (badge)', term: 'Populairste keuze', forbidden: [/^Populairst$/, /^Meest populair$/i] },
      { concept: 'legitimate content', term: 'legitieme inhoud', forbidden: [/onschuldige inhoud/i, /legale inhoud/i] },
      // The regulation is still a proposal: what it would do is conditional ("zou … scannen").
      {
        concept: 'would scan (the regulation is a proposal)',
        term: 'zou … scannen / zou … gescand worden',
        forbidden: [/\bwordt\b[^.;:]*\bgescand\b/],
      },
    ],
  },
  de: {
    // Du-Form throughout: no plural imperative, no Sie-form.
    register: {
      concept: 'you (informal singular)',
      term: 'du / dein (Du-Form)',
      forbidden: [/\bStoppt\b/, /\bSchützt\b/, /\bEuch\b|\beuch\b/, /\b(?:Ihnen|Ihre[mnrs]?)\b/],
      unlessComment: LETTER,
    },
    terms: [
      { concept: 'Chat Control', term: 'die Chatkontrolle', forbidden: [ENGLISH_NAME, /Chat-Kontrolle/] },
      { concept: 'MEP', term: 'Europaabgeordnete', forbidden: [/EU-Abgeordnete/, /(?<![\p{L}-])Abgeordnete/u, /Parlamentarier/] },
      { concept: 'legitimate content', term: 'legitime Inhalte', forbidden: [/legale Inhalte/i] },
      { concept: 'Undecided (country position)', term: 'Unentschlossen', forbidden: [/Unentschieden/] },
      { concept: 'Privacy-First (badge)', term: 'Datenschutz im Fokus', forbidden: [/Privatsphäre zuerst/i] },
      { concept: 'Best Overall (badge)', term: 'Bester Allrounder', forbidden: [/Testsieger/i] },
      { concept: 'unsubscribe (newsletter)', term: 'abmelden', forbidden: [/abbestell/i] },
      { concept: 'data protection authority', term: 'Datenschutzbehörde', forbidden: [/Datenschutzaufsichtsbehörde/i] },
      {
        concept: 'end-to-end encryption',
        term: 'Ende-zu-Ende-Verschlüsselung',
        forbidden: [/Ende zu Ende/, /End-to-End-Verschlüsselung/i],
      },
    ],
  },
  fr: {
    // Vous throughout: no tu, te, toi, ton, ta, tes, nor the elided t’.
    register: {
      concept: 'you (register)',
      term: 'vous/votre/vos',
      forbidden: [word('[Tt]u|[Tt]e|[Tt]oi|[Tt]on|[Tt]a|[Tt]es'), /(?<![\p{L}])[Tt][’'](?=\p{L})/u],
      unlessComment: LETTER,
    },
    terms: [
      {
        concept: 'Chat Control',
        term: 'Chat Control (sans article)',
        forbidden: [/\b(?:[Ll]e|[Ll]a|[Dd]u|[Aa]u) Chat Control(?! Info)/, /l[’']Chat Control/],
      },
      { concept: 'newsletter', term: 'la newsletter', forbidden: [/lettre d[’']information/i] },
      { concept: 'apostrophe', term: 'apostrophe ’', forbidden: [/\p{L}'\p{L}/u] },
      { concept: 'space before : ; ! ? » (French typography)', term: 'espace insécable (U+00A0)', forbidden: [/ [:;!?»]/, /« /] },
      { concept: 'scan', term: 'analyser, analyse', forbidden: [/\bscann\p{L}*/iu, /\bscan\b/i] },
      {
        concept: 'zero knowledge',
        term: 'à connaissance nulle',
        forbidden: [/z[ée]ro[- ]knowledge/i, /z[ée]ro connaissance/i, /connaissance z[ée]ro/i],
      },
      { concept: 'affiliate links', term: 'liens d’affiliation', forbidden: [/\bliens? affili[ée]s?\b/i, /\bliens? sponsoris[ée]s?\b/i] },
      {
        concept: 'so that only you and your recipients can read them',
        term: 'pour que seuls vous et vos destinataires puissiez les lire',
        forbidden: [/vous seuls et vos destinataires/i],
      },
      { concept: 'Legal (footer heading)', term: 'Informations juridiques', forbidden: [/Mentions légales/i] },
      { concept: 'Privacy-First (badge)', term: 'Priorité à la confidentialité', forbidden: [/Confidentialité d[’']abord/i] },
    ],
  },
}
