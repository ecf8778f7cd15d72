import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PageRouteId } from '~/i18n/slugs'
import { LAST_REVIEWED } from '~/content/as-of'

/**
 * SEO entries (docs/product.md#page-metadata) (title, description, keywords) for every page, keyed by the
 * same route ids as the slug table, so a page without an entry is a compile error.
 * Texts are Lingui descriptors: each request renders them with its own i18n.
 */
export interface SeoEntry {
  /** Short page name: the breadcrumb label (same message as the footer link). */
  name: MessageDescriptor
  /** Title without the site-name suffix (og:title, twitter:title). */
  title: MessageDescriptor
  description: MessageDescriptor
  /** Comma-separated, translated: people search in their own language. */
  keywords: MessageDescriptor
  /** ISO date of the last content change, where the page states one. */
  modifiedTime?: string
  /** schema.org type of the page node (default WebPage). */
  pageSchemaType?: string
}

export const HOME_NAME = msg`Home`

/** Alt text of the social card: the card shows exactly this slogan. */
export const SOCIAL_IMAGE_ALT = msg({
  message: 'Stop Chat Control. Protect your private messages.',
  comment:
    'Alt text of the social card (the image of shared links), which shows this slogan: scripts/generate-icons.ts draws the card from this translation. Keep it the same as the slogan at the top of the home page.',
})

export const SEO_ENTRIES: Record<PageRouteId, SeoEntry> = {
  '/{-$lang}': {
    name: HOME_NAME,
    title: msg({
      message: `Stop Chat Control: Keep Your Private Messages Private`,
      comment:
        'Home page (/): its title in search results, the browser tab and shared links (no site name follows it). At most 70 characters.',
    }),
    description: msg({
      message: `The Commission's 2022 Chat Control proposal would open private messages to mass scanning and break encryption. What applies now, and how to protect yourself.`,
      comment:
        'Home page (/): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first. It describes the Commission’s proposal of 2022, not a law in force: keep the year and the conditional.',
    }),
    keywords: msg({
      message: `Chat Control, EU Chat Control, CSA Regulation, end-to-end encryption, message scanning, online privacy, contact your MEP`,
      comment:
        'Home page (/): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/best-vpns': {
    name: msg`Best VPNs`,
    title: msg({
      message: `Best VPNs for Privacy`,
      comment:
        'Best VPNs page (/best-vpns): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Our picks of the best no-logs VPNs for people in the EU: independently audited privacy, fast speeds and fair prices to keep your browsing private.`,
      comment:
        'Best VPNs page (/best-vpns): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `best VPN, no-logs VPN, privacy VPN, VPN for Europe, secure VPN, VPN comparison`,
      comment:
        'Best VPNs page (/best-vpns): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/encrypted-email': {
    name: msg`Encrypted Email`,
    title: msg({
      message: `Best Encrypted Email Providers`,
      comment:
        'Encrypted Email page (/encrypted-email): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Encrypted email services that keep your inbox private: end-to-end encryption, European hosting and no ad tracking, compared for everyday use.`,
      comment:
        'Encrypted Email page (/encrypted-email): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `encrypted email, secure email, private email provider, end-to-end encrypted email, PGP email`,
      comment:
        'Encrypted Email page (/encrypted-email): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/password-managers': {
    name: msg`Password Managers`,
    title: msg({
      message: `Best Password Managers`,
      comment:
        'Password Managers page (/password-managers): title in search results and shared links (the site name is appended). At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Zero-knowledge password managers that protect every account with strong, unique passwords and two-factor authentication.`,
      comment:
        'Password Managers page (/password-managers): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `password manager, zero-knowledge password manager, secure passwords, two-factor authentication, password vault`,
      comment:
        'Password Managers page (/password-managers): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/secure-cloud-storage': {
    name: msg`Secure Cloud Storage`,
    title: msg({
      message: `Secure Cloud Storage with End-to-End Encryption`,
      comment:
        'Secure Cloud Storage page (/secure-cloud-storage): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Zero-knowledge cloud storage that encrypts your files before they leave your device, so no provider or government can read them.`,
      comment:
        'Secure Cloud Storage page (/secure-cloud-storage): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `secure cloud storage, encrypted cloud storage, zero-knowledge cloud, private file storage, encrypted backup`,
      comment:
        'Secure Cloud Storage page (/secure-cloud-storage): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/blog': {
    name: msg`Blog`,
    title: msg({
      message: `Privacy Blog: Guides, Security Tips and News`,
      comment:
        'Blog page (/blog): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Privacy guides, practical security tips and the latest news on Chat Control and digital rights in the EU.`,
      comment:
        'Blog page (/blog): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `privacy blog, privacy guides, security tips, Chat Control news, digital rights`,
      comment:
        'Blog page (/blog): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/privacy-policy': {
    name: msg`Privacy Policy`,
    title: msg({
      message: `Privacy Policy`,
      comment:
        'Privacy Policy page (/privacy-policy): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `How Chat Control Info handles your data: what we don't collect, the minimal analytics we use, and your rights under the GDPR.`,
      comment:
        'Privacy Policy page (/privacy-policy): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `privacy policy, GDPR, data protection, cookies, your rights`,
      comment:
        'Privacy Policy page (/privacy-policy): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
    // docs/product.md#legal-constants: privacy policy last updated 27 September 2025.
    modifiedTime: '2025-09-27',
  },
  '/{-$lang}/terms': {
    name: msg`Terms of Service`,
    title: msg({
      message: `Terms of Service`,
      comment:
        'Terms of Service page (/terms): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `The terms for using Chat Control Info: our mission, how to use the information on this site, our affiliate relationships and liability.`,
      comment:
        'Terms of Service page (/terms): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `terms of service, terms of use, affiliate links, liability, Belgian law`,
      comment:
        'Terms of Service page (/terms): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/affiliate-disclosure': {
    name: msg`Affiliate Disclosure`,
    title: msg({
      message: `Affiliate Disclosure`,
      comment:
        'Affiliate Disclosure page (/affiliate-disclosure): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `How we earn commissions through affiliate links at no extra cost to you, and why our recommendations stay editorially independent.`,
      comment:
        'Affiliate Disclosure page (/affiliate-disclosure): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `affiliate disclosure, affiliate links, commissions, editorial independence`,
      comment:
        'Affiliate Disclosure page (/affiliate-disclosure): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/contact': {
    name: msg`Contact`,
    title: msg({
      message: `Contact Us`,
      comment:
        'Contact page (/contact): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Get in touch with the Chat Control Info team for general questions, tool suggestions or press enquiries. We reply within 24–48 hours.`,
      comment:
        'Contact page (/contact): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `contact, press enquiries, tool suggestions, PGP key, Chat Control campaign`,
      comment:
        'Contact page (/contact): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
    pageSchemaType: 'ContactPage',
  },
  '/{-$lang}/updates': {
    name: msg({
      message: 'What happened since',
      comment: 'Short name of the updates page (breadcrumb, footer link): what happened after the date the site describes.',
    }),
    title: msg({
      message: `What happened since 4 October 2025`,
      comment:
        'Updates page (/updates): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters.',
    }),
    description: msg({
      message: `A dated, sourced record of Chat Control since 4 October 2025: the Council's position, the talks with Parliament, the temporary rules — each source linked.`,
      comment:
        'Updates page (/updates): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `Chat Control updates, CSA Regulation, Council position, trilogue, interim regulation, EU news`,
      comment:
        'Updates page (/updates): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
    modifiedTime: LAST_REVIEWED,
    pageSchemaType: 'CollectionPage',
  },
  '/{-$lang}/act': {
    name: msg({
      message: 'Act now',
      comment:
        'Short name of the action page (/act: the 27 member states, who decides, how to write to them): header link, breadcrumb, footer link. Two words at most.',
    }),
    title: msg({
      message: `Chat Control: who decides in your country`,
      comment:
        'Action page (/act): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". Keep it under 50 characters.',
    }),
    description: msg({
      message: `Your government in the Council and your MEPs decide on Chat Control. Pick your country: how each MEP voted in 2026, and a letter to each.`,
      comment:
        'Action page (/act): its description in search results and shared links (meta description). At most 155 characters: put what matters first.',
    }),
    keywords: msg({
      message: `Chat Control, contact your MEP, write to your MEP, MEP votes, Council, permanent representation, CSA Regulation`,
      comment:
        'Action page (/act): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation.',
    }),
    modifiedTime: LAST_REVIEWED,
  },
  '/{-$lang}/search': {
    name: msg({
      message: 'Search',
      comment:
        'Short name of the search page (/search: finds member states, MEPs by name, tools and updates): breadcrumb, browser tab. One word.',
    }),
    title: msg({
      message: `Search: your MEP, your country, tools, updates`,
      comment:
        'Search page (/search): its title in the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70. The page is not shown in search engines.',
    }),
    description: msg({
      message: `Find your MEP by name, your country's page, a privacy tool or an update, and go straight to it: to the letter you can send your MEP.`,
      comment:
        'Search page (/search): its description in shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `find your MEP, MEP by name, Chat Control, contact your MEP`,
      comment:
        'Search page (/search): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation.',
    }),
  },
  '/{-$lang}/newsletter/confirm': {
    name: msg`Confirm subscription`,
    title: msg({
      message: `Confirm your newsletter subscription`,
      comment:
        'Confirm subscription page (/newsletter/confirm): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Confirm your subscription to the weekly Chat Control newsletter.`,
      comment:
        'Confirm subscription page (/newsletter/confirm): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `Chat Control newsletter, confirm subscription`,
      comment:
        'Confirm subscription page (/newsletter/confirm): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
  '/{-$lang}/newsletter/unsubscribe': {
    name: msg`Unsubscribe`,
    title: msg({
      message: `Unsubscribe from the newsletter`,
      comment:
        'Unsubscribe page (/newsletter/unsubscribe): its title in search results, the browser tab and shared links, followed by " | Chat Control Info". At most 50 characters, so the whole title stays within 70.',
    }),
    description: msg({
      message: `Stop receiving the weekly Chat Control newsletter.`,
      comment:
        'Unsubscribe page (/newsletter/unsubscribe): its description in search results and shared links (meta description). At most 160 characters (tests/unit/seo-lengths.test.ts): put what matters first.',
    }),
    keywords: msg({
      message: `Chat Control newsletter, unsubscribe`,
      comment:
        'Unsubscribe page (/newsletter/unsubscribe): search keywords (meta keywords), separated by commas. Write the words people search for in your language, not a word-for-word translation; names (Chat Control, GDPR, PGP) as your language uses them.',
    }),
  },
}
