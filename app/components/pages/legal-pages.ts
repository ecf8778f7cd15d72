// The legal documents, for client-side renders (static-content-loaders.ts).
export { PrivacyPolicyPage } from './privacy-policy-page'
export { TermsPage } from './terms-page'
export { AffiliateDisclosurePage } from './affiliate-disclosure-page'
