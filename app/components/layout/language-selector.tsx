import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Check, ChevronDown, Globe } from 'lucide-react'
import { useLanguage } from '~/i18n/language-provider'
import { getLanguage, isLocale, LANGUAGES, type Locale } from '~/i18n/languages'

export type LanguageSelectorVariant = 'dropdown' | 'select' | 'header'

interface Props {
  variant?: LanguageSelectorVariant
  className?: string
}

/**
 * The three selector variants of docs/product.md#header. Every option is named by its native
 * name; all are disabled while the language is still being detected.
 */
export function LanguageSelector({ variant = 'dropdown', className = '' }: Props) {
  if (variant === 'dropdown') return <LanguageDropdown className={className} />
  return <NativeLanguageSelect compact={variant === 'header'} className={className} />
}

function NativeLanguageSelect({ compact, className }: { compact: boolean; className: string }) {
  const { t } = useLingui()
  const { locale, loading, changeLanguage } = useLanguage()
  const id = useId()
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mr-2 text-sm text-muted-foreground'}>
        {t`Language`}
      </label>
      {compact && <Globe aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />}
      <select
        id={id}
        value={locale}
        disabled={loading}
        aria-busy={loading}
        onChange={(e) => isLocale(e.target.value) && changeLanguage(e.target.value)}
        className={`min-h-11 appearance-none rounded-md border border-border bg-card text-sm text-card-foreground disabled:opacity-60 ${
          compact ? 'pl-8 pr-7' : 'px-3 pr-8'
        }`}
      >
        {LANGUAGES.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.tag}>
            {compact ? l.code : l.nativeName}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-2 size-4 text-muted-foreground" />
    </div>
  )
}

/** Menu button with flags (WAI-ARIA menu pattern: arrows, Home/End, Escape, type-ahead by first letter). */
function LanguageDropdown({ className }: { className: string }) {
  const { t } = useLingui()
  const { locale, loading, changeLanguage } = useLanguage()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemsRef = useRef<Array<HTMLButtonElement | null>>([])
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const current = getLanguage(locale)

  useEffect(() => {
    if (open) itemsRef.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const close = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [open])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const choose = (next: Locale) => {
    setOpen(false)
    buttonRef.current?.focus()
    changeLanguage(next)
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const last = LANGUAGES.length - 1
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    if (e.key in moves) {
      e.preventDefault()
      setActive(moves[e.key]!)
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false)
      if (e.key === 'Escape') buttonRef.current?.focus()
    } else if (e.key.length === 1) {
      const hit = LANGUAGES.findIndex((l) => l.nativeName.toLowerCase().startsWith(e.key.toLowerCase()))
      if (hit >= 0) setActive(hit)
    }
  }

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        disabled={loading}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(LANGUAGES.indexOf(current)))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            openAt(e.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1)
          }
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border bg-card px-3 text-sm text-card-foreground hover:bg-muted disabled:opacity-60"
      >
        {/* The name read out ("Language: Deutsch DE") contains the visible code, as WCAG 2.5.3 (label in name) asks. */}
        <span className="sr-only">{t`Language: ${current.nativeName}`}</span>
        <span aria-hidden>{current.flag}</span>
        <span>{current.code}</span>
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t`Choose a language`}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 min-w-44 rounded-md border border-border bg-card p-1 shadow-lg"
        >
          {LANGUAGES.map((l, i) => (
            <button
              key={l.locale}
              ref={(el) => {
                itemsRef.current[i] = el
              }}
              type="button"
              role="menuitemradio"
              aria-checked={l.locale === locale}
              lang={l.tag}
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(l.locale)}
              className="flex min-h-11 w-full items-center gap-3 rounded px-3 text-left text-sm hover:bg-muted focus:bg-muted"
            >
              <span aria-hidden>{l.flag}</span>
              <span className="flex-1">{l.nativeName}</span>
              {l.locale === locale && <Check aria-hidden className="size-4 text-primary" />}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
