import { describe, expect, it } from 'vitest'
import {
  assertPlainAddress,
  letterMailto,
  mailtoHref,
  MAILTO_MAX_LENGTH,
  WEBMAIL,
  WEBMAIL_ORIGINS,
  webmailFields,
} from '../../app/content/letter-links'

const short = { subject: 'Chat Control: protect private messages and encryption', body: 'Dear Anna Stürgkh,\r\n\r\nThank you.' }

describe('letter links', () => {
  it('writes one recipient, the subject and the body, CRLF as %0D%0A', () => {
    const href = mailtoHref('anna.stuergkh@europarl.europa.eu', short)
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(decodeURIComponent(url.pathname)).toBe('anna.stuergkh@europarl.europa.eu')
    expect(url.searchParams.get('subject')).toBe(short.subject)
    expect(url.searchParams.get('body')).toBe(short.body)
    expect(href).toContain('%0D%0A')
  })

  it('refuses an address that smuggles a header, a second recipient or an encoded character', () => {
    for (const hostile of [
      'a@europarl.europa.eu?bcc=spy@example.org',
      'a@europarl.europa.eu&bcc=spy@example.org',
      'a@europarl.europa.eu,spy@example.org',
      'a@europarl.europa.eu%0Abcc:spy@example.org',
      'a@europarl.europa.eu\r\nBcc: spy@example.org',
      'a b@europarl.europa.eu',
      'javascript:alert(1)//@x.eu',
      '',
    ]) {
      expect(() => assertPlainAddress(hostile), hostile).toThrow(/not a plain e-mail address/)
      expect(() => letterMailto(hostile, short), hostile).toThrow()
      expect(() => webmailFields(hostile, short), hostile).toThrow()
    }
  })

  it('keeps the body in the mailto link while it fits, and leaves it out (subject only) when it does not', () => {
    const fits = letterMailto('a@europarl.europa.eu', short)
    expect(fits.hasBody).toBe(true)
    expect(fits.href).toBe(mailtoHref('a@europarl.europa.eu', short))
    // A Greek letter of 600 letters takes six characters a letter once encoded.
    const greek = { subject: 'Chat Control', body: 'α'.repeat(600) }
    const long = letterMailto('a@europarl.europa.eu', greek)
    expect(mailtoHref('a@europarl.europa.eu', greek).length).toBeGreaterThan(MAILTO_MAX_LENGTH)
    expect(long.hasBody).toBe(false)
    expect(long.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH)
    expect(new URL(long.href).searchParams.get('body')).toBeNull()
    expect(new URL(long.href).searchParams.get('subject')).toBe('Chat Control')
  })

  it('fills the webmail compose windows with the same address and subject, each service under its own field names', () => {
    const fields = webmailFields('a@europarl.europa.eu', short)
    // Gmail: view=cm, to, su (the body is the form's text area); Outlook.com: to, subject.
    expect(fields).toEqual({ view: 'cm', fs: '1', to: 'a@europarl.europa.eu', su: short.subject, subject: short.subject })
    expect(WEBMAIL_ORIGINS).toEqual(['https://mail.google.com', 'https://outlook.live.com'])
    for (const service of Object.values(WEBMAIL)) expect(new URL(service.action).protocol).toBe('https:')
  })
})
