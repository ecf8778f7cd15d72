import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ShieldCheck } from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang-param'
import { LanguageSelector } from './language-selector'

/** Sticky site header (spec §2.2). Anchor links go to the home page's sections. */
export function Header() {
  const { t } = useLingui()
  const lang = useLangParam()
  const anchors = [
    { hash: 'chat-control', label: t`Chat Control` },
    { hash: 'tools', label: t`Privacy Tools` },
    { hash: 'news', label: t`News` },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/{-$lang}" params={{ lang }} className="flex min-h-11 items-center gap-2 font-bold">
          <ShieldCheck aria-hidden className="size-6 text-primary" />
          <span>{t`Chat Control Info`}</span>
        </Link>
        <nav aria-label={t`Main`} className="ml-auto hidden items-center gap-1 lg:flex">
          {anchors.map((a) => (
            <Link
              key={a.hash}
              to="/{-$lang}"
              params={{ lang }}
              hash={a.hash}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-muted"
            >
              {a.label}
            </Link>
          ))}
        </nav>
        <LanguageSelector variant="dropdown" className="ml-auto hidden sm:block lg:ml-2" />
        <LanguageSelector variant="header" className="ml-auto sm:hidden" />
        <Link
          to="/{-$lang}"
          params={{ lang }}
          hash="tools"
          className="hidden min-h-11 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90 sm:inline-flex"
        >
          {t`Protect Yourself`}
        </Link>
      </div>
    </header>
  )
}
