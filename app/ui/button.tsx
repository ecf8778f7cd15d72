import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'

/*
 * The site's one button style. Every button, and every link or summary that looks like
 * one, takes its classes from here: the same 44 px touch target (docs/product.md#look),
 * focus ring, corner radius and hover treatment everywhere.
 *
 * - `<Button>` renders a `<button>`;
 * - links (`Link` from TanStack Router, `<a>`, `ExternalLink`) and `<summary>` take
 *   `className={buttonVariants({ … })}`, so a router link keeps its typed `to`/`params`.
 *
 * Extra classes passed as `className` are only for layout (margins, width, visibility):
 * colours, padding and type size belong to a variant, so no two classes fight over one
 * property.
 */
const buttonClasses = cva(
  'inline-flex min-h-11 items-center gap-2 rounded-lg text-sm transition-colors focus-visible:outline-offset-2 disabled:opacity-60',
  {
    variants: {
      variant: {
        // The type weight is part of each variant, so that no two classes set it.
        /** The main action of a block. */
        primary: 'bg-primary font-semibold text-primary-foreground hover:bg-primary/90',
        /** A second action beside a primary one, or a control on the page's background. */
        secondary: 'border border-border bg-card font-semibold text-card-foreground hover:bg-muted',
        /** Like `secondary`, with the label in the accent colour (links to other documents). */
        accent: 'border border-border bg-card font-semibold text-primary hover:bg-muted',
        /** Light button on a primary-coloured panel. */
        inverse: 'bg-primary-foreground font-semibold text-primary hover:bg-primary-foreground/90 focus-visible:outline-primary-foreground',
        /** No frame until hovered: navigation in the header. */
        ghost: 'font-medium hover:bg-muted',
        /** A text link with a button's touch target. */
        link: 'font-semibold text-primary underline-offset-4 hover:underline',
      },
      size: {
        md: 'justify-center px-5',
        sm: 'justify-center px-3',
        /** No padding: for the `link` variant inside running text or a card. */
        inline: 'justify-start px-0',
      },
      width: {
        auto: '',
        full: 'w-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', width: 'auto' },
  },
)

/** The classes of a variant, each once: a `className` that repeats one of the base classes (`min-h-11`) does not double it. */
export const buttonVariants = (props?: Parameters<typeof buttonClasses>[0]): string =>
  [...new Set(buttonClasses(props).split(/\s+/).filter(Boolean))].join(' ')

type ButtonVariantProps = VariantProps<typeof buttonVariants>

/** `ref` included: React 19 passes it as a prop. */
interface ButtonProps extends ComponentProps<'button'>, ButtonVariantProps {}

/** A `<button>` in the site's style; `type` defaults to "button", never to an accidental submit. */
export function Button({ variant, size, width, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, width, className })} {...rest} />
}
