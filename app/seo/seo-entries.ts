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
export const SOCIAL_IMAGE_ALT = msg`Stop Chat Control. Protect your private messages.`

export const SEO_ENTRIES: Record<PageRouteId, SeoEntry> = {
  '/{-$lang}': {
    name: HOME_NAME,
    title: msg`Stop Chat Control: Keep Your Private Messages Private`,
    description: msg`The EU's Chat Control regulation would open private messages to mass scanning and break end-to-end encryption. Learn what is at stake, contact your MEP and protect yourself.`,
    keywords: msg`Chat Control, EU Chat Control, CSA Regulation, end-to-end encryption, message scanning, online privacy, contact your MEP`,
  },
  '/{-$lang}/best-vpns': {
    name: msg`Best VPNs`,
    title: msg`Best VPNs for Privacy`,
    description: msg`Our picks of the best no-logs VPNs for people in the EU: independently audited privacy, fast speeds and fair prices to keep your browsing private.`,
    keywords: msg`best VPN, no-logs VPN, privacy VPN, VPN for Europe, secure VPN, VPN comparison`,
  },
  '/{-$lang}/encrypted-email': {
    name: msg`Encrypted Email`,
    title: msg`Best Encrypted Email Providers`,
    description: msg`Encrypted email services that keep your inbox private: end-to-end encryption, European hosting and no ad tracking, compared for everyday use.`,
    keywords: msg`encrypted email, secure email, private email provider, end-to-end encrypted email, PGP email`,
  },
  '/{-$lang}/password-managers': {
    name: msg`Password Managers`,
    title: msg({
      message: `Best Password Managers`,
      comment: 'Password Managers page (/password-managers): title in search results and shared links (the site name is appended).',
    }),
    description: msg`Zero-knowledge password managers that protect every account with strong, unique passwords and two-factor authentication.`,
    keywords: msg`password manager, zero-knowledge password manager, secure passwords, two-factor authentication, password vault`,
  },
  '/{-$lang}/secure-cloud-storage': {
    name: msg`Secure Cloud Storage`,
    title: msg`Secure Cloud Storage with End-to-End Encryption`,
    description: msg`Zero-knowledge cloud storage that encrypts your files before they leave your device, so no provider or government can read them.`,
    keywords: msg`secure cloud storage, encrypted cloud storage, zero-knowledge cloud, private file storage, encrypted backup`,
  },
  '/{-$lang}/blog': {
    name: msg`Blog`,
    title: msg`Privacy Blog: Guides, Security Tips and News`,
    description: msg`Privacy guides, practical security tips and the latest news on Chat Control and digital rights in the EU.`,
    keywords: msg`privacy blog, privacy guides, security tips, Chat Control news, digital rights`,
  },
  '/{-$lang}/privacy-policy': {
    name: msg`Privacy Policy`,
    title: msg`Privacy Policy`,
    description: msg`How Chat Control Info handles your data: what we don't collect, the minimal analytics we use, and your rights under the GDPR.`,
    keywords: msg`privacy policy, GDPR, data protection, cookies, your rights`,
    // docs/product.md#legal-constants: privacy policy last updated 27 September 2025.
    modifiedTime: '2025-09-27',
  },
  '/{-$lang}/terms': {
    name: msg`Terms of Service`,
    title: msg`Terms of Service`,
    description: msg`The terms for using Chat Control Info: our mission, how to use the information on this site, our affiliate relationships and liability.`,
    keywords: msg`terms of service, terms of use, affiliate links, liability, Belgian law`,
  },
  '/{-$lang}/affiliate-disclosure': {
    name: msg`Affiliate Disclosure`,
    title: msg`Affiliate Disclosure`,
    description: msg`How we earn commissions through affiliate links at no extra cost to you, and why our recommendations stay editorially independent.`,
    keywords: msg`affiliate disclosure, affiliate links, commissions, editorial independence`,
  },
  '/{-$lang}/contact': {
    name: msg`Contact`,
    title: msg`Contact Us`,
    description: msg`Get in touch with the Chat Control Info team for general questions, tool suggestions or press enquiries. We reply within 24–48 hours.`,
    keywords: msg`contact, press enquiries, tool suggestions, PGP key, Chat Control campaign`,
    pageSchemaType: 'ContactPage',
  },
  '/{-$lang}/updates': {
    name: msg({
      message: 'What happened since',
      comment: 'Short name of the updates page (breadcrumb, footer link): what happened after the date the site describes.',
    }),
    title: msg`What happened since 4 October 2025`,
    description: msg`A dated, sourced record of Chat Control after 4 October 2025: the withdrawn vote, the Council's position, the talks with the European Parliament — with every source linked.`,
    keywords: msg`Chat Control updates, CSA Regulation, Council position, trilogue, interim regulation, EU news`,
    modifiedTime: LAST_REVIEWED,
    pageSchemaType: 'CollectionPage',
  },
  '/{-$lang}/newsletter/confirm': {
    name: msg`Confirm subscription`,
    title: msg`Confirm your newsletter subscription`,
    description: msg`Confirm your subscription to the weekly Chat Control newsletter.`,
    keywords: msg`Chat Control newsletter, confirm subscription`,
  },
  '/{-$lang}/newsletter/unsubscribe': {
    name: msg`Unsubscribe`,
    title: msg`Unsubscribe from the newsletter`,
    description: msg`Stop receiving the weekly Chat Control newsletter.`,
    keywords: msg`Chat Control newsletter, unsubscribe`,
  },
}
