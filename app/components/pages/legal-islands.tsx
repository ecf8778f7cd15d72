// The module behind the legal pages' static islands (see legal-island.ts).
export { PrivacyPolicyPage } from './privacy-policy-page'
export { TermsPage } from './terms-page'
export { AffiliateDisclosurePage } from './affiliate-disclosure-page'
