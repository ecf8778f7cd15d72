import { expect, type Page } from '@playwright/test'
import { publicPath, type NoindexRouteId, type PageRouteId } from '../../app/i18n/slugs'
import { isBorrowed, type Lang } from '../../app/i18n/languages'
import { TEST_CONTROLLER } from '../../scripts/lib/test-controller'
import { borrowedExactly, borrowedPattern, withoutMarks } from '../extra-language/borrowed-text'

/**
 * docs/product.md#other-pages: the non-home pages of the slug table (5 Coming Soon pages, 3 legal pages, contact,
 * the updates page and the action index, in every language). Expectations are written out here independently of the app's
 * catalogs, so a missing or wrong translation fails.
 */
type Kind = 'coming-soon' | 'legal' | 'contact' | 'updates' | 'act'
interface PageSpec {
  kind: Kind
  /** Expected <h1> per language. */
  h1: Record<Lang, string>
  /** Number of numbered sections of a legal document. */
  sections?: number
}

export const PAGES: Record<Exclude<PageRouteId, '/{-$lang}' | NoindexRouteId>, PageSpec> = {
  '/{-$lang}/best-vpns': {
    kind: 'coming-soon',
    h1: { en: 'Best VPNs', nl: 'Beste VPN’s', de: 'Beste VPNs', fr: 'Meilleurs VPN' },
  },
  '/{-$lang}/encrypted-email': {
    kind: 'coming-soon',
    h1: { en: 'Encrypted Email', nl: 'Versleutelde e-mail', de: 'Verschlüsselte E-Mail', fr: 'E-mail chiffré' },
  },
  '/{-$lang}/password-managers': {
    kind: 'coming-soon',
    h1: { en: 'Password Managers', nl: 'Wachtwoordbeheerders', de: 'Passwort-Manager', fr: 'Gestionnaires de mots de passe' },
  },
  '/{-$lang}/secure-cloud-storage': {
    kind: 'coming-soon',
    h1: { en: 'Secure Cloud Storage', nl: 'Veilige cloudopslag', de: 'Sicherer Cloud-Speicher', fr: 'Stockage cloud sécurisé' },
  },
  '/{-$lang}/blog': { kind: 'coming-soon', h1: { en: 'Blog', nl: 'Blog', de: 'Blog', fr: 'Blog' } },
  '/{-$lang}/privacy-policy': {
    kind: 'legal',
    sections: 15,
    h1: { en: 'Privacy Policy', nl: 'Privacybeleid', de: 'Datenschutzerklärung', fr: 'Politique de confidentialité' },
  },
  '/{-$lang}/terms': {
    kind: 'legal',
    sections: 10,
    h1: { en: 'Terms of Service', nl: 'Gebruiksvoorwaarden', de: 'Nutzungsbedingungen', fr: 'Conditions d’utilisation' },
  },
  '/{-$lang}/affiliate-disclosure': {
    kind: 'legal',
    sections: 7,
    h1: { en: 'Affiliate Disclosure', nl: 'Affiliateverklaring', de: 'Affiliate-Offenlegung', fr: 'Divulgation d’affiliation' },
  },
  // What happened after the as-of date (docs/product.md#updates; its entries: tests/e2e/time.spec.ts).
  '/{-$lang}/updates': {
    kind: 'updates',
    h1: {
      en: 'What happened since 4 October 2025',
      nl: 'Wat er sinds 4 oktober 2025 is gebeurd',
      de: 'Was seit dem 4. Oktober 2025 geschah',
      fr: 'Ce qui s’est passé depuis le 4 octobre 2025',
    },
  },
  '/{-$lang}/contact': { kind: 'contact', h1: { en: 'Contact Us', nl: 'Contact', de: 'Kontakt', fr: 'Nous contacter' } },
  // Act now (docs/product.md#act-now; the member states' pages: tests/e2e/act.spec.ts).
  '/{-$lang}/act': {
    kind: 'act',
    h1: {
      en: 'Act now: who decides, and how to write to them',
      nl: 'In actie: wie beslist en hoe je ze schrijft',
      de: 'Jetzt handeln: wer entscheidet und wie du ihnen schreibst',
      fr: 'Agir : qui décide et comment leur écrire',
    },
  },
}
export const ROUTES = Object.keys(PAGES) as (keyof typeof PAGES)[]

const COMING_SOON_BADGE: Record<Lang, string> = { en: 'Coming Soon', nl: 'Binnenkort', de: 'Demnächst', fr: 'Bientôt disponible' }

/** The facts of docs/product.md#legal-pages / #legal-constants as each language states them. */
const FACTS: Partial<Record<keyof typeof PAGES, Record<Lang, string[]>>> = {
  '/{-$lang}/privacy-policy': {
    en: [
      'Last updated: 27 September 2025',
      'children under 16',
      'established in Belgium',
      'plus 3 years',
      'accept all, reject non-essential, or customize',
      'preferred-language',
      'detected-language',
      'This site sets no cookies',
    ],
    nl: [
      'Laatst bijgewerkt: 27 september 2025',
      'kinderen jonger dan 16 jaar',
      'gevestigd in België',
      'plus 3 jaar',
      'alles accepteren, niet-essentiële weigeren of per categorie aanpassen',
      'preferred-language',
      'detected-language',
      'Deze site plaatst geen cookies',
    ],
    de: [
      'Zuletzt aktualisiert: 27. September 2025',
      'Kinder unter 16 Jahren',
      'mit Sitz in Belgien',
      'plus 3 Jahre',
      'alle akzeptieren, nicht notwendige ablehnen oder nach Kategorien anpassen',
      'preferred-language',
      'detected-language',
      'Diese Website setzt keine Cookies',
    ],
    fr: [
      'Dernière mise à jour : 27 septembre 2025',
      'enfants de moins de 16 ans',
      'établi en Belgique',
      'plus 3 ans',
      'tout accepter, refuser les cookies non essentiels ou personnaliser par catégorie',
      'preferred-language',
      'detected-language',
      'Ce site ne dépose aucun cookie',
    ],
  },
  '/{-$lang}/terms': {
    en: [
      '18 or over',
      'governed by Belgian law',
      'The Belgian courts have jurisdiction',
      'the English version prevails',
      'at least 30 days before',
      'or 100 euros if that is higher',
    ],
    nl: [
      '18 jaar of ouder',
      'Belgisch recht',
      'De Belgische rechtbanken zijn bevoegd',
      'heeft de Engelse versie voorrang',
      'ten minste 30 dagen',
      'of tot 100 euro als dat hoger is',
    ],
    de: [
      '18 Jahre oder älter',
      'gilt belgisches Recht',
      'sind die belgischen Gerichte zuständig',
      'ist die englische Fassung maßgeblich',
      'mindestens 30 Tage',
      'oder auf 100 Euro, falls dieser Betrag höher ist',
    ],
    fr: [
      '18 ans ou plus',
      'régies par le droit belge',
      'Les tribunaux belges sont compétents',
      'la version anglaise prévaut',
      'au moins 30 jours avant',
      'ou à 100 euros si ce montant est plus élevé',
    ],
  },
  '/{-$lang}/affiliate-disclosure': {
    en: ['at no extra cost to you', 'Editorial independence', 'How we choose tools', 'rel="sponsored"', 'open in a new tab'],
    nl: [
      'Commissies kosten jou niets extra',
      'Redactionele onafhankelijkheid',
      'Zo kiezen we tools',
      'rel="sponsored"',
      'in een nieuw tabblad',
    ],
    de: ['nichts extra', 'Redaktionelle Unabhängigkeit', 'Wie wir Tools auswählen', 'rel="sponsored"', 'in einem neuen Tab'],
    fr: [
      'ne vous coûtent rien de plus',
      'Indépendance éditoriale',
      'Comment nous choisissons les outils',
      'rel="sponsored"',
      's’ouvrent dans un nouvel onglet',
    ],
  },
  '/{-$lang}/contact': {
    en: ['24-48 hours', 'URGENT', 'PGP key is available on request', 'General enquiries', 'Tool suggestions', 'Press and media'],
    nl: ['24-48 uur', 'URGENT', 'PGP-sleutel is op aanvraag beschikbaar', 'Algemene vragen', 'Tools voorstellen', 'Pers en media'],
    de: [
      '24–48 Stunden',
      'URGENT',
      'PGP-Schlüssel ist auf Anfrage erhältlich',
      'Allgemeine Anfragen',
      'Tool-Vorschläge',
      'Presse und Medien',
    ],
    fr: [
      '24 à 48 heures',
      'URGENT',
      'clé PGP est disponible sur demande',
      'Questions générales',
      'Suggestions d’outils',
      'Presse et médias',
    ],
  },
}

// Default mailboxes of app/config.server.ts (the e2e server sets no CONTACT_EMAIL_*).
const MAILBOXES = ['hello@chatcontrol.info', 'tools@chatcontrol.info', 'press@chatcontrol.info']
// The data controller the test build names (scripts/lib/test-controller.ts, scripts/test.sh).
const CONTROLLER = [TEST_CONTROLLER.CONTROLLER_NAME, TEST_CONTROLLER.CONTROLLER_ADDRESS, TEST_CONTROLLER.CONTROLLER_EMAIL]
for (const route of ['/{-$lang}/privacy-policy', '/{-$lang}/contact'] as const) {
  for (const facts of Object.values(FACTS[route]!)) facts.push(...CONTROLLER)
}

/** Visible text with French non-breaking spaces folded, so facts match as written. */
export const norm = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

async function mainText(page: Page) {
  return norm(await page.locator('main').innerText())
}

/**
 * The visible content one of the non-home pages must show in its language (headings,
 * Coming Soon badge and way home, the legal documents' sections and table of contents,
 * the contact mailboxes, the facts above).
 */
export async function expectPageContent(page: Page, routeId: keyof typeof PAGES, lang: Lang) {
  const spec = PAGES[routeId]
  // The test build's extra language has no expectations of its own: English's, as it shows
  // them (pseudo-localized, tests/extra-language/borrowed-text.ts).
  const borrowed = isBorrowed(lang)
  await expect(page.locator('h1')).toHaveText(borrowed ? borrowedExactly(spec.h1.en) : spec.h1[lang])
  const text = borrowed ? withoutMarks(await mainText(page)) : await mainText(page)

  if (spec.kind === 'coming-soon') {
    const badge = borrowed ? borrowedExactly(COMING_SOON_BADGE.en) : COMING_SOON_BADGE[lang]
    await expect(page.locator('main').getByText(badge, { exact: true })).toBeVisible()
    await expect(page.locator('main ul > li h2')).toHaveCount(3)
    const home = page.locator('main a').first()
    await expect(home).toHaveAttribute('href', publicPath('/{-$lang}', lang))
    expect((await page.locator('main header p').last().innerText()).length).toBeGreaterThan(40)
  }
  if (spec.kind === 'legal') {
    const sections = page.locator('main article section[id]')
    await expect(sections).toHaveCount(spec.sections!)
    const toc = page.locator('main nav a[href^="#"]')
    await expect(toc).toHaveCount(spec.sections!)
    for (const href of await toc.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`section${href}`)).toHaveCount(1)
    }
    expect(text.length).toBeGreaterThan(2500)
  }
  if (spec.kind === 'contact') {
    const mailto = await page.locator('main a[href^="mailto:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    // The three mailboxes, then the controller's address ("Who runs this site").
    expect(mailto).toEqual([...MAILBOXES, TEST_CONTROLLER.CONTROLLER_EMAIL].map((m) => `mailto:${m}`))
    await expect(page.locator('main form')).toHaveCount(0)
  }
  if (spec.kind === 'act') {
    // The 27 member states as plain links, each to its own page in this language.
    const links = page.locator('main [data-act-countries] a')
    await expect(links).toHaveCount(27)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href?.startsWith(`${publicPath('/{-$lang}/act', lang)}/`)).toBe(true)
    }
  }
  if (spec.kind === 'updates') {
    expect(await page.locator('main [data-update]').count()).toBeGreaterThanOrEqual(8)
    await expect(page.locator('main [data-corrections] li').first()).toBeVisible()
  }
  if (borrowed) for (const fact of FACTS[routeId]?.en ?? []) expect(text).toMatch(new RegExp(borrowedPattern(fact, { orValue: true })))
  else for (const fact of FACTS[routeId]?.[lang] ?? []) expect(text).toContain(fact)
}
