import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import config from '../../lingui.config'

// How many catalogs a language has, where the docs and comments say it: the number is
// lingui.config.ts's list, and each place that counts or lists them says the same.
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const names = (config.catalogs ?? []).map((catalog) => catalog.path.split('/').at(-1)!)
const word = WORDS[names.length]!

it('lingui.config.ts, locales/GLOSSARY.md and docs/translating.md count the catalogs of lingui.config.ts', () => {
  expect(names.length).toBeGreaterThan(1)
  expect(readFileSync('lingui.config.ts', 'utf8')).toMatch(new RegExp(`\\b${word} catalogs\\b`, 'i'))
  const glossary = readFileSync('locales/GLOSSARY.md', 'utf8')
  expect(glossary).toMatch(new RegExp(`the ${word} catalogs of`))
  for (const name of names) expect(glossary, name).toContain(`\`${name}.po\``)
  expect(readFileSync('docs/translating.md', 'utf8')).toMatch(new RegExp(`\\b${word} catalogs per language`, 'i'))
  for (const text of [readFileSync('lingui.config.ts', 'utf8'), glossary, readFileSync('docs/translating.md', 'utf8')])
    for (const other of WORDS.filter((w) => w !== word)) expect(text).not.toMatch(new RegExp(`\\b${other} catalogs\\b`, 'i'))
})

it('each language folder holds exactly those catalogs (locales/letters/ is the letters’ own: lingui.letters.config.ts)', () => {
  const folders = readdirSync('locales', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'letters')
  expect(folders.length).toBeGreaterThan(1)
  for (const { name: lang } of folders)
    expect(
      readdirSync(`locales/${lang}`)
        .filter((file) => file.endsWith('.po'))
        .map((file) => file.replace(/\.po$/, ''))
        .sort(),
    ).toEqual([...names].sort())
})
