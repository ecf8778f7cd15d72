import { expect, test } from '@playwright/test'
import { COUNTRY_PUBLIC_PATHS } from '../../app/i18n/slugs'
import { sectionsWithoutHeading } from './outline'

/**
 * Every member state's page, in every language, as the server sends it: each `<section>` has
 * its heading (the Nu HTML Checker's "Section lacks heading", which the statement of where it
 * stands gave 485 files). The slug table's pages get the same check in every-page.spec.ts. Plain
 * requests, no browser.
 */
test('every <section> of the member states’ pages has its heading', async ({ request }) => {
  const lacking: string[] = []
  for (const path of COUNTRY_PUBLIC_PATHS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain('data-where-it-stands')
    for (const section of sectionsWithoutHeading(html)) lacking.push(`${path}: ${section}`)
  }
  expect(lacking).toEqual([])
})

test('the outline check finds a section without a heading, nested or not', () => {
  expect(sectionsWithoutHeading('<section id="a"><h2>A</h2><section id="b"><p>b</p></section></section>')).toEqual(['<section id="b">'])
  expect(sectionsWithoutHeading('<section id="a"><section id="b"><h3>B</h3></section></section>')).toEqual(['<section id="a">'])
  expect(sectionsWithoutHeading('<div role="note"><p>x</p></div><section><H2>ok</H2></section>')).toEqual([])
})
