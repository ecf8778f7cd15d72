// The legal documents as one module, loaded by the legal routes' loader (static-content-loaders.ts).
export { PrivacyPolicyPage } from './privacy-policy-page'
export { TermsPage } from './terms-page'
export { AffiliateDisclosurePage } from './affiliate-disclosure-page'
