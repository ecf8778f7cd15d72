import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useHydrated, useRouterState } from '@tanstack/react-router'
import { ArrowRight, Check, ChevronDown, Globe } from 'lucide-react'
import { useLanguageChoice } from './language-choice'
import { getLanguage, isLang, LANGUAGES, toStoredCode, type Lang } from '~/i18n/languages'
import { LANGUAGE_SWITCH_ATTR, LANGUAGE_SWITCH_PATH } from '~/i18n/language-switch'
import { findByInternalPath, publicPath, refPath } from '~/i18n/slugs'
import { Flag } from '~/ui/flag'
import { Button, buttonVariants } from '~/ui/button'

type LanguageSelectorVariant = 'dropdown' | 'select' | 'header'

interface Props {
  variant?: LanguageSelectorVariant
  className?: string
}

// The dropdown's trigger: a summary before hydration, the menu button after.
const triggerClass = buttonVariants({ variant: 'secondary', size: 'sm' })
// The list of languages, as links (before hydration) or as the menu's items (after).
const menuClass = 'absolute right-0 z-50 mt-2 min-w-44 rounded-md border border-border bg-card p-1 shadow-lg'
const menuItemClass = 'flex min-h-11 w-full items-center gap-3 rounded px-3 text-left text-sm hover:bg-muted focus:bg-muted'

/**
 * The three selector variants of docs/product.md#header. Every option is named by its native
 * name; all are disabled while the language is still being detected.
 *
 * HTML first: before the app boots (and without JavaScript) the dropdown is a
 * `<details>` of links to this page in each language, and the `<select>`s are a GET
 * form to the server's language switch (app/app-http/language-switch.server.ts). The
 * pre-paint script adds the manual change's storage rules to both (pre-paint.ts).
 */
export function LanguageSelector({ variant = 'dropdown', className = '' }: Props) {
  if (variant === 'dropdown') return <LanguageMenu className={className} />
  return <NativeLanguageSelect compact={variant === 'header'} className={className} />
}

/** The current page's slug-table entry; undefined for a page not in the table (the callers then use the home page). */
function useCurrentPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return findByInternalPath(pathname)
}

function useLanguageHref(): (target: Lang) => string {
  const page = useCurrentPage()
  return (target) => (page ? refPath(page, target) : publicPath('/{-$lang}', target))
}

function NativeLanguageSelect({ compact, className }: { compact: boolean; className: string }) {
  const { t } = useLingui()
  const { lang, loading, changeLanguage } = useLanguageChoice()
  const page = useCurrentPage()
  const id = useId()
  return (
    // The footer's form wraps its button under the select on a narrow screen (no JavaScript: the button is there).
    <form method="get" action={LANGUAGE_SWITCH_PATH} className={`relative inline-flex flex-wrap items-center gap-y-2 ${className}`}>
      <input type="hidden" name="path" value={page ? refPath(page, page.lang) : publicPath('/{-$lang}', lang)} />
      <label htmlFor={id} className={compact ? 'sr-only' : 'mr-2 text-sm text-muted-foreground'}>
        {t({
          message: `Language`,
          comment:
            'Language drop-down in the footer of every page (and in the header on narrow screens, for screen readers only): its label. One word.',
        })}
      </label>
      <span className="relative inline-flex items-center">
        {compact && <Globe aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />}
        <select
          id={id}
          name="lang"
          {...{ [LANGUAGE_SWITCH_ATTR]: '' }}
          value={lang}
          disabled={loading}
          aria-busy={loading}
          onChange={(e) => isLang(e.target.value) && changeLanguage(e.target.value)}
          className={`min-h-11 appearance-none rounded-md border border-border bg-card text-sm text-card-foreground disabled:opacity-60 ${
            compact ? 'pl-8 pr-7' : 'px-3 pr-8'
          }`}
        >
          {LANGUAGES.map((l) => (
            <option key={l.lang} value={l.lang} lang={l.tag}>
              {compact ? toStoredCode(l.lang) : l.nativeName}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute right-2 size-4 text-muted-foreground" />
      </span>
      {/* Without JavaScript a change cannot submit the form by itself. */}
      <noscript>
        <Button type="submit" variant="secondary" size="sm" className="ml-2 min-w-11 whitespace-nowrap">
          {/* In the narrow header an arrow, its name for screen readers. */}
          <span className={compact ? 'sr-only' : undefined}>
            {t({
              message: `Change language`,
              comment:
                'Language drop-down in the footer (and the narrow header), shown only when scripts are off: the button that applies the chosen language. Short: about 20 characters.',
            })}
          </span>
          {compact && <ArrowRight aria-hidden className="size-4" />}
        </Button>
      </noscript>
    </form>
  )
}

/**
 * The dropdown: a `<details>` of links until the app has hydrated, then the menu
 * button. What the visitor did meanwhile carries over: an open list stays open and
 * the keyboard focus stays on the selector.
 */
function LanguageMenu({ className }: { className: string }) {
  const hydrated = useHydrated()
  const rootRef = useRef<HTMLDivElement>(null)
  const handoff = useRef<{ open: boolean; focus: boolean } | null>(null)
  /* eslint-disable react-hooks/refs -- the hand-over reads the server HTML's <details> once,
     in the render that replaces it: an effect would run after that element is gone. */
  if (hydrated && !handoff.current) {
    const root = rootRef.current
    handoff.current = {
      open: root?.querySelector('details')?.open ?? false,
      focus: root?.contains(typeof document === 'undefined' ? null : document.activeElement) ?? false,
    }
  }
  return (
    <div ref={rootRef} className={`relative ${className}`}>
      {hydrated ? (
        <LanguageDropdown initialOpen={handoff.current?.open ?? false} initialFocus={handoff.current?.focus ?? false} />
      ) : (
        <LanguageLinks />
      )}
    </div>
  )
  /* eslint-enable react-hooks/refs */
}

/** The dropdown as HTML: a disclosure with a link to this page in each language. */
function LanguageLinks() {
  const { t } = useLingui()
  const { lang } = useLanguageChoice()
  const href = useLanguageHref()
  const current = getLanguage(lang)
  return (
    <details className="lang-menu group/lang">
      <summary className={`${triggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span className="sr-only">
          {t({
            message: `Language: ${current.nativeName}`,
            comment:
              'Header of every page, the language menu button: read by screen readers only. {0} is the current language’s own name (Nederlands, Deutsch, Français, English).',
          })}
        </span>
        <Flag lang={current.lang} />
        <span>{toStoredCode(current.lang)}</span>
        <ChevronDown aria-hidden className="size-4 group-open/lang:rotate-180" />
      </summary>
      <ul
        aria-label={t({
          message: `Choose a language`,
          comment: 'Header of every page: accessible name (screen readers) of the list of languages the language menu opens.',
        })}
        className={menuClass}
      >
        {LANGUAGES.map((l) => (
          <li key={l.lang}>
            <a
              href={href(l.lang)}
              hrefLang={l.tag}
              lang={l.tag}
              {...{ [LANGUAGE_SWITCH_ATTR]: toStoredCode(l.lang) }}
              aria-current={l.lang === lang ? 'true' : undefined}
              className={menuItemClass}
            >
              <Flag lang={l.lang} />
              <span className="flex-1">{l.nativeName}</span>
              {l.lang === lang && <Check aria-hidden className="size-4 text-primary" />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** Menu button with flags (WAI-ARIA menu pattern: arrows, Home/End, Escape, type-ahead by first letter). */
function LanguageDropdown({ initialOpen, initialFocus }: { initialOpen: boolean; initialFocus: boolean }) {
  const { t } = useLingui()
  const { lang, loading, changeLanguage } = useLanguageChoice()
  const current = getLanguage(lang)
  const [open, setOpen] = useState(initialOpen)
  const [active, setActive] = useState(() => LANGUAGES.indexOf(current))
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemsRef = useRef<Array<HTMLButtonElement | null>>([])
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

  // Taken over from the HTML version (LanguageMenu): the focus stays on the selector.
  useEffect(() => {
    if (initialFocus && !initialOpen) buttonRef.current?.focus()
  }, [initialFocus, initialOpen])

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
  const choose = (next: Lang) => {
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
    <div ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
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
      >
        {/* The name read out ("Language: Deutsch DE") contains the visible code, as WCAG 2.5.3 (label in name) asks. */}
        <span className="sr-only">{t`Language: ${current.nativeName}`}</span>
        <Flag lang={current.lang} />
        <span>{toStoredCode(current.lang)}</span>
        <ChevronDown aria-hidden className="size-4" />
      </Button>
      {open && (
        <div id={menuId} role="menu" tabIndex={-1} aria-label={t`Choose a language`} onKeyDown={onMenuKey} className={menuClass}>
          {LANGUAGES.map((l, i) => (
            <button
              key={l.lang}
              ref={(el) => {
                itemsRef.current[i] = el
              }}
              type="button"
              role="menuitemradio"
              aria-checked={l.lang === lang}
              lang={l.tag}
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(l.lang)}
              className={menuItemClass}
            >
              <Flag lang={l.lang} />
              <span className="flex-1">{l.nativeName}</span>
              {l.lang === lang && <Check aria-hidden className="size-4 text-primary" />}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
