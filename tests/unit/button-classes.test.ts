import { describe, expect, it } from 'vitest'
import { buttonVariants } from '~/ui/button'

// html-validate's no-dup-class: the updates page's source links and feed link pass
// `min-h-11`, which the base classes of app/ui/button.tsx already hold.
describe('buttonVariants: each class once', () => {
  it('does not repeat a class that a className passes again', () => {
    const classes = buttonVariants({ variant: 'link', size: 'inline', className: 'min-h-11 text-left whitespace-normal' }).split(' ')
    expect(classes.filter((c) => c === 'min-h-11')).toHaveLength(1)
    expect(new Set(classes).size).toBe(classes.length)
    expect(classes).toEqual(expect.arrayContaining(['text-left', 'whitespace-normal', 'font-semibold', 'px-0']))
  })

  it('keeps the order of the classes and the defaults without props', () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'primary', size: 'md', width: 'auto' }))
    expect(buttonVariants().startsWith('inline-flex min-h-11 items-center')).toBe(true)
    expect(buttonVariants().split(' ').every(Boolean)).toBe(true)
  })
})
