import { useId } from 'react'
import type { Locale } from '~/i18n/languages'

/**
 * Small self-hosted flags for the language menu (inline SVG: no request, no font).
 * Emoji flags are regional-indicator pairs that Windows shows as letters and Linux
 * without an emoji font as empty boxes. Decorative: the language's name is the text
 * beside the flag, so the flag is hidden from assistive technology.
 */
export function Flag({ locale, className = 'h-3 w-[1.125rem]' }: { locale: Locale; className?: string }) {
  const clip = useId()
  const common = { 'aria-hidden': true, focusable: 'false', className: `shrink-0 rounded-[2px] ${className}`, 'data-flag': locale } as const
  switch (locale) {
    case 'en':
      // Union Jack (United Kingdom), the usual 2:1 construction.
      return (
        <svg {...common} viewBox="0 0 60 30">
          <clipPath id={clip}>
            <path d="M30,15h30v15zv15h-30zh-30v-15zv-15h30z" />
          </clipPath>
          <path d="M0,0v30h60v-30z" fill="#012169" />
          <path d="M0,0L60,30M60,0L0,30" stroke="#fff" strokeWidth="6" />
          <path d="M0,0L60,30M60,0L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
          <path d="M30,0v30M0,15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30,0v30M0,15h60" stroke="#C8102E" strokeWidth="6" />
        </svg>
      )
    case 'nl':
      return (
        <svg {...common} viewBox="0 0 9 6">
          <path fill="#21468B" d="M0 0h9v6H0z" />
          <path fill="#fff" d="M0 0h9v4H0z" />
          <path fill="#AE1C28" d="M0 0h9v2H0z" />
        </svg>
      )
    case 'de':
      return (
        <svg {...common} viewBox="0 0 5 3">
          <path fill="#FFCE00" d="M0 0h5v3H0z" />
          <path fill="#DD0000" d="M0 0h5v2H0z" />
          <path fill="#000" d="M0 0h5v1H0z" />
        </svg>
      )
    case 'fr':
      return (
        <svg {...common} viewBox="0 0 3 2">
          <path fill="#CE1126" d="M0 0h3v2H0z" />
          <path fill="#fff" d="M0 0h2v2H0z" />
          <path fill="#002654" d="M0 0h1v2H0z" />
        </svg>
      )
  }
}
