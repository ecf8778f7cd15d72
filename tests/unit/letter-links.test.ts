import { describe, expect, it } from 'vitest'
import {
  assertMepAddress,
  assertPlainAddress,
  isMepAddress,
  letterMailto,
  mailtoHref,
  MAILTO_MAX_LENGTH,
  webmailLinks,
} from '../../app/content/letter-links'
import { HOSTILE_MEP_ADDRESSES } from './hostile-mep-addresses'

const short = { subject: 'Chat Control: protect private messages and encryption', body: 'Dear Anna Stürgkh,\r\n\r\nThank you.' }

describe('letter links', () => {
  it('an MEP’s letter goes to a plain address at @europarl.europa.eu, nowhere else', () => {
    for (const hostile of HOSTILE_MEP_ADDRESSES) {
      expect(isMepAddress(hostile), hostile).toBe(false)
      expect(() => assertMepAddress(hostile), hostile).toThrow(/not a plain address at @europarl\.europa\.eu/)
    }
    for (const address of ['anna.stuergkh@europarl.europa.eu', 'Villy.SOVNDAL@europarl.europa.eu'])
      expect(assertMepAddress(address)).toBe(address)
    // A permanent representation's address is of its own domain: the plain check alone.
    expect(assertPlainAddress('reper@mzv.cz')).toBe('reper@mzv.cz')
    expect(isMepAddress('reper@mzv.cz')).toBe(false)
  })

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
      expect(() => webmailLinks(hostile, short), hostile).toThrow()
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

  it('fills the webmail compose windows with the same address, subject and body', () => {
    const links = webmailLinks('a@europarl.europa.eu', short)
    const gmail = new URL(links.gmail)
    expect(gmail.origin).toBe('https://mail.google.com')
    expect(gmail.searchParams.get('view')).toBe('cm')
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
