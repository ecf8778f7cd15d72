import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ShieldCheck } from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang'
import { buttonVariants } from '~/ui/button'
import { LanguageSelector } from './language-selector'
import { VoteCountdown } from './countdown'

// Hash links count as "active" only when the hash matches; otherwise the router
// would mark all three anchors aria-current="page" on the home page.
const HASH_ACTIVE = { includeHash: true } as const

/**
 * Sticky site header (docs/product.md#header): vote countdown (from md up), the three anchors
 * (on other pages they lead to the home page with the hash), the language
 * selector and a call to action that scrolls to the tools.
 */
export function Header() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const actNow = t({
    message: `Act now`,
    comment:
      'Header of every page: link to the action page (/act: per country, who decides and a letter to each MEP), in the menu and, on phones, as a button beside the language menu. Same text as the page’s short name. Short.',
  })
  const anchors = [
    {
      hash: 'chat-control',
      label: t({
        message: `Chat Control`,
        comment:
          'Header of every page: menu link to the home page section "What is Chat Control?". The regulation’s name as the glossary writes it (nl "Chatcontrole", de "Chatkontrolle", fr "Chat Control"). Short.',
      }),
    },
    { hash: 'tools', label: t`Privacy Tools` },
    { hash: 'news', label: t`News` },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/{-$lang}" params={{ lang: langParam }} className="flex min-h-11 shrink-0 items-center gap-2 font-bold">
          <ShieldCheck aria-hidden className="size-6 text-primary" />
          {/* From lg to 2xl the anchors and the "Act now" link need the room, and on phones the "Act now" button and the language
              menu (with its submit button without scripting, language-selector.tsx): the name stays for screen readers, so a
              320 px screen does not scroll sideways. not-sr-only resets white-space, hence the important utility. */}
          <span className="whitespace-nowrap! max-sm:sr-only md:sr-only 2xl:not-sr-only">{t`Chat Control Info`}</span>
        </Link>
        <VoteCountdown className="hidden md:flex" />
        <nav
          aria-label={t({
            message: `Main`,
            comment:
              'Header of every page: accessible name (screen readers) of the main menu, which they read as "Main navigation". One word.',
          })}
          className="ml-auto hidden items-center gap-1 lg:flex"
        >
          {anchors.map((a) => (
            <Link
              key={a.hash}
              to="/{-$lang}"
              params={{ lang: langParam }}
              hash={a.hash}
              activeOptions={HASH_ACTIVE}
              className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap' })}
            >
              {a.label}
            </Link>
          ))}
          <Link
            to="/{-$lang}/act"
            params={{ lang: langParam }}
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap' })}
          >
            {actNow}
          </Link>
        </nav>
        <LanguageSelector variant="dropdown" className="ml-auto hidden sm:block lg:ml-2" />
        <LanguageSelector variant="header" className="ml-auto sm:hidden" />
        {/* Below lg the menu is hidden: "Act now" stays in the header on every page, phones included, without JavaScript. */}
        <Link
          to="/{-$lang}/act"
          params={{ lang: langParam }}
          className={buttonVariants({ size: 'sm', className: 'whitespace-nowrap lg:hidden' })}
          data-act-link
        >
          {actNow}
        </Link>
        <Link
          to="/{-$lang}"
          params={{ lang: langParam }}
          hash="tools"
          activeOptions={HASH_ACTIVE}
          className={buttonVariants({ size: 'sm', className: 'whitespace-nowrap max-sm:hidden' })}
        >
          {t({
            message: `Protect Yourself`,
            comment:
              'Header of every page: the button that leads to the tools section of the home page. Short: about 20 characters; an imperative.',
          })}
        </Link>
      </div>
    </header>
  )
}
