import { describe, expect, it } from 'vitest'
import { entityTag, ifNoneMatchTags, notModified, notModifiedHeaders, withVary } from '../../server/node-http/conditional'

describe('entityTag', () => {
  it('is a strong tag of exactly the bytes: different bodies, different tags', () => {
    const identity = entityTag(Buffer.from('<p>page</p>'))
    expect(identity).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(entityTag(Buffer.from('<p>page</p>'))).toBe(identity)
    expect(entityTag(Buffer.from('<p>page!</p>'))).not.toBe(identity)
  })
})

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  const etag = '"abc"'

  it('matches the exact tag', () => expect(notModified('"abc"', etag)).toBe(true))

  it('compares weakly: W/ on either side still matches the opaque tag', () => {
    expect(notModified('W/"abc"', etag)).toBe(true)
    expect(notModified('"abc"', 'W/"abc"')).toBe(true)
    expect(notModified('W/"abc"', 'W/"abc"')).toBe(true)
  })

  it('matches any tag of a list, with or without spaces', () => {
    expect(notModified('"x", "abc"', etag)).toBe(true)
    expect(notModified('"x",W/"abc"', etag)).toBe(true)
    expect(notModified('  "x" ,   "y"  ,"abc"', etag)).toBe(true)
    expect(notModified('"x", "y"', etag)).toBe(false)
  })

  it('matches * whatever the tag', () => {
    expect(notModified('*', etag)).toBe(true)
    expect(notModified(' * ', 'W/"other"')).toBe(true)
  })

  it('does not match without the field, an empty one, another tag or a tag that is not quoted', () => {
    expect(notModified(undefined, etag)).toBe(false)
    expect(notModified(null, etag)).toBe(false)
    expect(notModified('', etag)).toBe(false)
    expect(notModified('"abcd"', etag)).toBe(false)
    expect(notModified('abc', etag)).toBe(false)
    expect(notModified('w/"abc"', etag), 'the weak indicator is case-sensitive').toBe(false)
  })

  it('reads a comma inside a quoted tag as part of the tag', () => {
    expect(ifNoneMatchTags('"a,b", W/"c"')).toEqual(['"a,b"', '"c"'])
    expect(notModified('"a,b"', '"a,b"')).toBe(true)
    expect(notModified('"a,b"', '"a"')).toBe(false)
    expect(ifNoneMatchTags('*')).toBe('*')
  })
})

describe('notModifiedHeaders (RFC 9110 §15.4.5)', () => {
  it('keeps validators, caching and the security headers, drops what describes a body', () => {
    const headers = notModifiedHeaders({
      'content-type': 'text/html; charset=utf-8',
      'Content-Length': '123',
      'content-encoding': 'br',
      'content-language': 'nl',
      etag: '"abc"',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=300, must-revalidate',
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
    })
    expect(headers).toEqual({
      etag: '"abc"',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=300, must-revalidate',
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
    })
  })
})

describe('withVary', () => {
  it('adds the field name once', () => {
    expect(withVary(null, 'Accept-Encoding')).toBe('Accept-Encoding')
    expect(withVary('Accept-Encoding', 'Accept-Encoding')).toBe('Accept-Encoding')
    expect(withVary('accept-encoding', 'Accept-Encoding')).toBe('accept-encoding')
    expect(withVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding')
    expect(withVary('*', 'Accept-Encoding')).toBe('*')
  })
})
