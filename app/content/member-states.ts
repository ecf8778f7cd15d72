/**
 * The 27 member states of the "Act now" pages (docs/product.md#act-now): each state's
 * seats in the European Parliament of the 2024–2029 term, the path segment of its page in
 * each language, and who decides for it in the Council. The country's name is the
 * tracker's (app/content/countries.ts, translated in the catalogs); its MEPs are in
 * app/content/meps/. `npm run content:check` checks the list (scripts/check-content.ts).
 */

/**
 * Seats per member state: European Council Decision (EU) 2023/2061 of 22 September 2023
 * establishing the composition of the European Parliament, Article 3 (720 seats in all).
 */
export const SEATS_SOURCE = { url: 'https://eur-lex.europa.eu/eli/dec/2023/2061/oj', date: '2023-09-27' } as const

// prettier-ignore
export const MEMBER_STATES = [
  { code: 'AT', seats: 20, slugs: { en: 'austria', nl: 'oostenrijk', de: 'oesterreich', fr: 'autriche' } },
  { code: 'BE', seats: 22, slugs: { en: 'belgium', nl: 'belgie', de: 'belgien', fr: 'belgique' } },
  { code: 'BG', seats: 17, slugs: { en: 'bulgaria', nl: 'bulgarije', de: 'bulgarien', fr: 'bulgarie' } },
  { code: 'HR', seats: 12, slugs: { en: 'croatia', nl: 'kroatie', de: 'kroatien', fr: 'croatie' } },
  { code: 'CY', seats: 6, slugs: { en: 'cyprus', nl: 'cyprus', de: 'zypern', fr: 'chypre' } },
  { code: 'CZ', seats: 21, slugs: { en: 'czechia', nl: 'tsjechie', de: 'tschechien', fr: 'tchequie' } },
  { code: 'DK', seats: 15, slugs: { en: 'denmark', nl: 'denemarken', de: 'daenemark', fr: 'danemark' } },
  { code: 'EE', seats: 7, slugs: { en: 'estonia', nl: 'estland', de: 'estland', fr: 'estonie' } },
  { code: 'FI', seats: 15, slugs: { en: 'finland', nl: 'finland', de: 'finnland', fr: 'finlande' } },
  { code: 'FR', seats: 81, slugs: { en: 'france', nl: 'frankrijk', de: 'frankreich', fr: 'france' } },
  { code: 'DE', seats: 96, slugs: { en: 'germany', nl: 'duitsland', de: 'deutschland', fr: 'allemagne' } },
  { code: 'GR', seats: 21, slugs: { en: 'greece', nl: 'griekenland', de: 'griechenland', fr: 'grece' } },
  { code: 'HU', seats: 21, slugs: { en: 'hungary', nl: 'hongarije', de: 'ungarn', fr: 'hongrie' } },
  { code: 'IE', seats: 14, slugs: { en: 'ireland', nl: 'ierland', de: 'irland', fr: 'irlande' } },
  { code: 'IT', seats: 76, slugs: { en: 'italy', nl: 'italie', de: 'italien', fr: 'italie' } },
  { code: 'LV', seats: 9, slugs: { en: 'latvia', nl: 'letland', de: 'lettland', fr: 'lettonie' } },
  { code: 'LT', seats: 11, slugs: { en: 'lithuania', nl: 'litouwen', de: 'litauen', fr: 'lituanie' } },
  { code: 'LU', seats: 6, slugs: { en: 'luxembourg', nl: 'luxemburg', de: 'luxemburg', fr: 'luxembourg' } },
  { code: 'MT', seats: 6, slugs: { en: 'malta', nl: 'malta', de: 'malta', fr: 'malte' } },
  { code: 'NL', seats: 31, slugs: { en: 'netherlands', nl: 'nederland', de: 'niederlande', fr: 'pays-bas' } },
  { code: 'PL', seats: 53, slugs: { en: 'poland', nl: 'polen', de: 'polen', fr: 'pologne' } },
  { code: 'PT', seats: 21, slugs: { en: 'portugal', nl: 'portugal', de: 'portugal', fr: 'portugal' } },
  { code: 'RO', seats: 33, slugs: { en: 'romania', nl: 'roemenie', de: 'rumaenien', fr: 'roumanie' } },
  { code: 'SK', seats: 15, slugs: { en: 'slovakia', nl: 'slowakije', de: 'slowakei', fr: 'slovaquie' } },
  { code: 'SI', seats: 9, slugs: { en: 'slovenia', nl: 'slovenie', de: 'slowenien', fr: 'slovenie' } },
  { code: 'ES', seats: 61, slugs: { en: 'spain', nl: 'spanje', de: 'spanien', fr: 'espagne' } },
  { code: 'SE', seats: 21, slugs: { en: 'sweden', nl: 'zweden', de: 'schweden', fr: 'suede' } },
] as const

export type MemberState = (typeof MEMBER_STATES)[number]
export type MemberStateCode = MemberState['code']

/** The English path segment of a member state's page: the `$country` of the router's country route (app/i18n/slugs.ts). */
export function memberStateSlug(code: string): string {
  const state = MEMBER_STATES.find((s) => s.code === code)
  if (!state) throw new Error(`${code} is not a member state (app/content/member-states.ts)`)
  return state.slugs.en
}
