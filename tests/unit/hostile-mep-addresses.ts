/**
 * Addresses a letter to an MEP must never go to (app/content/letter-links.ts, isMepAddress):
 * another domain, domains that start or end with the Parliament's, a query or a list that adds
 * a recipient, an encoded header, and the same in capitals. `npm run content:check`
 * (tests/unit/meps-check.test.ts), the importer (tests/unit/meps-import.test.ts) and the
 * letters' guard (tests/unit/letter-links.test.ts) refuse each.
 */
export const HOSTILE_MEP_ADDRESSES = [
  'alexander.bernhuber@example.org',
  'x@europarl.europa.eu.evil.org',
  'x@europarl.europa.eu?bcc=y@z',
  'x@europarl.europa.eu?bcc=y@z.org',
  'x@europarl.europa.eu,y@example.org',
  'x@europarl.europa.eu%0Abcc:y@example.org',
  'x@evil-europarl.europa.eu',
  'x@mail.europarl.europa.eu',
  'ALEXANDER.BERNHUBER@EXAMPLE.ORG',
  'X@EUROPARL.EUROPA.EU.EVIL.ORG',
  'X@EUROPARL.EUROPA.EU?BCC=Y@Z',
  'x@Europarl.Europa.Eu',
  'x@EUROPARL.EUROPA.EU',
] as const
