// The legal documents, for client-side renders (static-pages.ts).
export { PrivacyPolicyPage } from './privacy-policy-page'
export { TermsPage } from './terms-page'
export { AffiliateDisclosurePage } from './affiliate-disclosure-page'
