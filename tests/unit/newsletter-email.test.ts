import { describe, expect, it } from 'vitest'
import { MAX_EMAIL_LENGTH, normaliseEmail, passesFormCheck, mailboxOf } from '~/newsletter/email'

describe('normaliseEmail', () => {
  it.each([
    ['reader@example.org', 'reader@example.org'],
    ['  reader@example.org\n', 'reader@example.org'],
    ['Reader.Name@Example.ORG', 'Reader.Name@example.org'],
    ["o'brien+news@mail.example.co.uk", "o'brien+news@mail.example.co.uk"],
    ['user@xn--bcher-kva.example', 'user@xn--bcher-kva.example'],
  ])('accepts %j as %j', (raw, stored) => {
    expect(normaliseEmail(raw)).toBe(stored)
  })

  it.each([
    '',
    '   ',
    'reader',
    'reader@',
    '@example.org',
    'reader@localhost',
    'reader@example..org',
    'two@at@example.org',
    'reader @example.org',
    'jörg@example.org',
    'reader@exämple.org',
    '=HYPERLINK("x")@example.org',
    '-reader@example.org',
  ])('refuses %j', (raw) => {
    expect(normaliseEmail(raw)).toBeNull()
  })

  it('refuses non-strings', () => {
    expect(normaliseEmail(undefined)).toBeNull()
    expect(normaliseEmail(42)).toBeNull()
    expect(normaliseEmail({ email: 'a@b.org' })).toBeNull()
  })

  it(`accepts ${MAX_EMAIL_LENGTH} characters and refuses one more`, () => {
    const address = (lastLabel: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.de`
    expect(address(58)).toHaveLength(MAX_EMAIL_LENGTH)
    expect(normaliseEmail(address(58))).toBe(address(58))
    expect(normaliseEmail(address(59))).toBeNull()
  })
})

describe('passesFormCheck (docs/product.md#newsletter-validation: empty or no "@" is invalid)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['reader.example.org', false],
    ['reader@example.org', true],
    ['a@b', true],
  ])('%j → %s', (value, expected) => {
    expect(passesFormCheck(value)).toBe(expected)
  })
})

describe('mailboxOf: the spellings a provider delivers to one mailbox fold to one', () => {
  it.each([
    // Case: local parts are case-insensitive at every provider we know of.
    ['Alice@Example.org', 'alice@example.org'],
    // +tag: sub-addressing (RFC 5233) reaches the same mailbox.
    ['alice+news@example.org', 'alice@example.org'],
    ['alice+a+b@example.org', 'alice@example.org'],
    // Gmail ignores dots in the local part…
    ['a.l.i.c.e@gmail.com', 'alice@gmail.com'],
    // …and googlemail.com is the same service.
    ['alice@googlemail.com', 'alice@gmail.com'],
    ['ALICE+x@gmail.com', 'alice@gmail.com'],
    ['Al.Ice+News.Letter@GoogleMail.com', 'alice@gmail.com'],
    // Elsewhere a dot is part of the name: two people.
    ['a.lice@example.org', 'a.lice@example.org'],
    ['a.lice@gmail.com.example.org', 'a.lice@gmail.com.example.org'],
    ['a.lice@mail.gmail.com', 'a.lice@mail.gmail.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(mailboxOf(normaliseEmail(email)!)).toBe(mailbox)
  })

  it('never changes the address itself: normaliseEmail keeps the spelling as typed', () => {
    expect(normaliseEmail(' A.l.i.c.e+X@GoogleMail.com ')).toBe('A.l.i.c.e+X@googlemail.com')
  })
})
