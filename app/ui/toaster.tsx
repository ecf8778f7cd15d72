import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'
import { useLingui } from '@lingui/react/macro'

/**
 * The site's toasts (sonner) with the settings of docs/product.md#toasts: 4000 ms, three visible
 * at once, 356 px wide, 14 px apart. Colours come from the design tokens: errors in
 * the destructive role, successes in the success role, both AA in light and dark.
 */
const tokens = {
  '--width': '356px',
  '--normal-bg': 'var(--card)',
  '--normal-text': 'var(--card-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--success)',
  '--success-text': 'var(--success-foreground)',
  '--success-border': 'var(--success)',
  '--error-bg': 'var(--destructive)',
  '--error-text': 'var(--destructive-foreground)',
  '--error-border': 'var(--destructive)',
} as CSSProperties

export function Toaster() {
  const { t } = useLingui()
  return (
    <Sonner
      theme="system"
      richColors
      duration={4000}
      visibleToasts={3}
      gap={14}
      style={tokens}
      containerAriaLabel={t({
        message: `Notifications`,
        comment:
          'Every page: accessible name (screen readers) of the area where short notifications appear (e.g. after subscribing to the newsletter).',
      })}
      toastOptions={{
        classNames: { toast: 'font-sans', description: '!text-inherit' },
        closeButtonAriaLabel: t({
          message: `Close notification`,
          comment: 'Every page: accessible name (screen readers) of the × button that closes a notification.',
        }),
      }}
    />
  )
}
