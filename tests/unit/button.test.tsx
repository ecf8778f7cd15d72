// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createRef } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import { Button, buttonVariants } from '~/ui/button'

afterEach(cleanup)

const VARIANTS = ['primary', 'secondary', 'accent', 'inverse', 'ghost', 'link'] as const
const SIZES = ['md', 'sm', 'inline'] as const
const WIDTHS = ['auto', 'full'] as const

// Tailwind utilities that set the same CSS property: two of them in one class list
// leave the result to the order of the generated stylesheet, not to the code.
const PROPERTY_GROUPS: Record<string, RegExp> = {
  display: /^(inline-flex|flex|block|inline|hidden|grid|contents)$/,
  'font-weight': /^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/,
  'font-size': /^text-(xs|sm|base|lg|xl|\dxl)$/,
  'padding-inline': /^px-/,
  background: /^bg-/,
  color: /^text-(?!xs$|sm$|base$|lg$|xl$|\dxl$|left$|center$|right$|balance$|pretty$)/,
  'justify-content': /^justify-/,
  'min-height': /^min-h-/,
  width: /^w-/,
}

function conflicts(classList: string): string[] {
  const found: string[] = []
  for (const [property, pattern] of Object.entries(PROPERTY_GROUPS)) {
    // Only unprefixed utilities: `hover:bg-…` or `max-sm:hidden` apply in another state.
    const hits = classList.split(/\s+/).filter((c) => !c.includes(':') && pattern.test(c))
    if (hits.length > 1) found.push(`${property}: ${hits.join(' ')}`)
  }
  return found
}

describe('buttonVariants (app/ui/button.tsx)', () => {
  it('gives every combination of variant, size and width one class per CSS property', () => {
    for (const variant of VARIANTS)
      for (const size of SIZES)
        for (const width of WIDTHS) {
          const classes = buttonVariants({ variant, size, width })
          expect(conflicts(classes), `${variant}/${size}/${width}: ${classes}`).toEqual([])
        }
  })

  it('keeps the 44 px touch target and a focus offset on every variant', () => {
    for (const variant of VARIANTS) {
      const classes = buttonVariants({ variant }).split(' ')
      expect(classes).toContain('min-h-11')
      expect(classes).toContain('focus-visible:outline-offset-2')
    }
  })

  it('defaults to the primary, padded, natural-width button', () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'primary', size: 'md', width: 'auto' }))
    expect(buttonVariants().split(' ')).toEqual(expect.arrayContaining(['bg-primary', 'px-5']))
  })

  it('appends layout classes given as className', () => {
    expect(buttonVariants({ className: 'mt-5' }).split(' ').at(-1)).toBe('mt-5')
  })

  it('the checker itself finds a conflict', () => {
    expect(conflicts(`${buttonVariants()} text-base`)).toEqual(['font-size: text-sm text-base'])
  })
})

describe('Button', () => {
  it('is a type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
  })

  it('passes the ref, attributes and variant classes to the <button>', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button ref={ref} variant="secondary" size="sm" disabled aria-expanded={false} className="ml-2">
        Menu
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(ref.current).toBe(button)
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.className).toBe(buttonVariants({ variant: 'secondary', size: 'sm', className: 'ml-2' }))
  })
})
