import { describe, expect, it } from 'vitest'
import { MAX_EMAIL_LENGTH, normaliseEmail, passesFormCheck } from '~/newsletter/email'

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
