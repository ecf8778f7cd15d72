import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDay } from '~/content/format'
import { UPDATES } from '~/content/updates'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { fallbackLang, FallbackText, installFallback, Message } from '~/i18n/fallback'
import { PARTLY_TRANSLATED, type PrefixedLang } from '~/i18n/languages'
import { messages as en } from '../../locales/en/updates.po'
import { messages as nl } from '../../locales/nl/updates.po'

// A language shipped partly translated shows English for what it lacks (app/i18n/fallback.tsx):
// that text is marked lang="en" and writes its dates in English, whichever way it is shown;
// a fully translated language is untouched. Dutch stands in for a partly translated language
// here: its catalog loses one entry, as a language in progress would lack it.
const DAY = '2025-10-04'
const partly = PARTLY_TRANSLATED as PrefixedLang[]

function Sample() {
  const { t } = useLingui()
  const day = formatDay(DAY, 'nl')
  return (
    <div>
      <p data-trans>
        <Trans comment="test only">The rest of this site describes the situation on {day}.</Trans>
      </p>
      <p data-t>{t({ message: `Situation on ${day}`, comment: 'test only' })}</p>
    </div>
  )
}

const render = (i18n: I18n) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n} defaultComponent={FallbackText}>
      <Sample />
    </I18nProvider>,
  )

const instance = (messages: Messages): I18n => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'nl', messages })
  installFallback(i18n, () => en)
  return i18n
}

describe('a partly translated language', () => {
  beforeEach(() => void partly.push('nl'))
  afterEach(() => void partly.splice(partly.indexOf('nl'), 1))

  it('marks a text it lacks lang="en" and writes its dates in English (<Trans>, t)', () => {
    const html = render(instance(nl))
    expect(html).toContain('<span lang="en">The rest of this site describes the situation on 4 October 2025.</span>')
    expect(html).toContain('Situation on 4 October 2025')
    expect(html).not.toContain('oktober')
  })

  it('knows a text of the content shown in English (its catalog entry missing or the same as English’s) from a translated one', () => {
    const [translated, missing, same] = UPDATES
    const messages: Messages = { ...nl, [same!.title.id]: en[same!.title.id]! }
    delete messages[missing!.title.id]
    const i18n = instance(messages)
    expect(fallbackLang(i18n, translated!.title)).toBeUndefined()
    expect(fallbackLang(i18n, missing!.title)).toBe('en')
    expect(fallbackLang(i18n, same!.title)).toBe('en')
    expect(i18n._(missing!.title)).toBe(missing!.title.message)
  })

  it('<Message> shows a text it lacks inside <span lang="en">, and a translated one as it is', () => {
    const [translated, missing] = UPDATES
    const messages: Messages = { ...nl }
    delete messages[missing!.title.id]
    const html = renderToStaticMarkup(
      <I18nProvider i18n={instance(messages)}>
        <p data-missing="">
          <Message of={missing!.title} />
        </p>
        <p data-translated="">
          <Message of={translated!.title} />
        </p>
      </I18nProvider>,
    )
    expect(html).toContain(`<p data-missing=""><span lang="en">${escapeHtml(missing!.title.message!)}</span></p>`)
    expect(html).toContain(`<p data-translated="">${escapeHtml(nl[translated!.title.id] as string)}</p>`)
  })
})

/** A text as React writes it in HTML. */
const escapeHtml = (text: string) => renderToStaticMarkup(<>{text}</>)

/** Every .tsx file under app/. */
function componentFiles(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

/** `i18n._(…)` written as an element's content: `{i18n._(x)}`, `{a && i18n._(x)}`, `{a ? i18n._(x) : …}`. */
function shownTranslateCalls(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const isTranslateCall = (node: ts.Expression): boolean =>
    ts.isCallExpression(node) && node.expression.getText(source).replace(/\s/g, '') === 'i18n._'
  const shown = (node: ts.Expression): ts.Expression[] => {
    if (ts.isParenthesizedExpression(node)) return shown(node.expression)
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return shown(node.right)
    if (ts.isConditionalExpression(node)) return [...shown(node.whenTrue), ...shown(node.whenFalse)]
    return [node]
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const expression of shown(node.expression))
        if (isTranslateCall(expression))
          found.push(`${file}:${source.getLineAndCharacterOfPosition(expression.getStart()).line + 1}: ${expression.getText(source)}`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the components', () => {
  it('show a message given as a descriptor through <Message> (marked when in English), never as {i18n._(…)}', () => {
    const files = componentFiles()
    expect(files.length).toBeGreaterThan(20)
    expect(files.flatMap((file) => shownTranslateCalls(file))).toEqual([])
  })

  it('the check finds the pattern it forbids, and lets an attribute or <Message> be', () => {
    const sample = [
      'export const Card = ({ a }: Props) => (',
      '  <div title={i18n._(a.title)}>',
      '    <Message of={a.title} />',
      '    {a.badge && <Message of={a.badge} />}',
      '    <h3>{i18n._(a.title)}</h3>',
      '    {a.badge && i18n._(a.badge)}',
      '    {a.cta ? i18n._(a.cta) : null}',
      '  </div>',
      ')',
    ].join('\n')
    expect(shownTranslateCalls('card.tsx', sample)).toEqual([
      'card.tsx:5: i18n._(a.title)',
      'card.tsx:6: i18n._(a.badge)',
      'card.tsx:7: i18n._(a.cta)',
    ])
  })
})

describe('a fully translated language', () => {
  it('is untouched: no mark, its own dates', () => {
    const html = render(instance(nl))
    expect(html).not.toContain('lang="en"')
    expect(html).toContain('4 oktober 2025')
    expect(fallbackLang(instance(nl), UPDATES[0]!.title)).toBeUndefined()
  })
})
