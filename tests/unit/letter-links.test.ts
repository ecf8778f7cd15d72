import { describe, expect, it } from 'vitest'
import { assertPlainAddress, letterLinks, mailtoHref, MAILTO_MAX_LENGTH } from '../../app/content/letter-links'

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
      expect(() => letterLinks(hostile, short), hostile).toThrow()
    }
  })

  it('keeps the body in the mailto link while it fits, and leaves it out (subject only) when it does not', () => {
    const fits = letterLinks('a@europarl.europa.eu', short)
    expect(fits.mailtoHasBody).toBe(true)
    expect(fits.mailto).toBe(mailtoHref('a@europarl.europa.eu', short))
    // A Greek letter of 600 letters takes six characters a letter once encoded.
    const greek = { subject: 'Chat Control', body: 'α'.repeat(600) }
    const long = letterLinks('a@europarl.europa.eu', greek)
    expect(mailtoHref('a@europarl.europa.eu', greek).length).toBeGreaterThan(MAILTO_MAX_LENGTH)
    expect(long.mailtoHasBody).toBe(false)
    expect(long.mailto.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH)
    expect(new URL(long.mailto).searchParams.get('body')).toBeNull()
    expect(new URL(long.mailto).searchParams.get('subject')).toBe('Chat Control')
  })

  it('fills the webmail compose windows with the same address, subject and body', () => {
    const links = letterLinks('a@europarl.europa.eu', short)
    const gmail = new URL(links.gmail)
    expect(gmail.origin).toBe('https://mail.google.com')
    expect([gmail.searchParams.get('to'), gmail.searchParams.get('su'), gmail.searchParams.get('body')]).toEqual([
      'a@europarl.europa.eu',
      short.subject,
      short.body,
    ])
    const outlook = new URL(links.outlook)
    expect(outlook.origin).toBe('https://outlook.live.com')
    expect([outlook.searchParams.get('to'), outlook.searchParams.get('subject'), outlook.searchParams.get('body')]).toEqual([
      'a@europarl.europa.eu',
      short.subject,
      short.body,
    ])
  })
})
