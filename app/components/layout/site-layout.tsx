import { useEffect, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LanguageChoiceProvider } from './language-choice'
import { Header } from './header'
import { Footer } from './footer'
import { LanguageSkeleton } from './language-skeleton'
import { AsOfBand } from './as-of-band'
import { LazyToaster } from '~/ui/lazy-toast'
import { HYDRATED_ATTR } from '~/i18n/pending'

/** Page chrome shared by every page, the not-found page included. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  // The app is in charge from here on (it boots on the visitor's first intent, app/boot/intent.ts;
  // until then every control works as HTML): the pre-paint and page scripts' handlers
  // stand down on this marker, and tests wait for it.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTR, ''), [])
  return (
    <LanguageChoiceProvider>
      <LanguageSkeleton />
      <div className="site-shell flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t({
            message: `Skip to content`,
            comment:
              'Every page: the first link, visible only when reached with the keyboard; it jumps past the header to the page’s content.',
          })}
        </a>
        <Header />
        <AsOfBand />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </div>
      <LazyToaster />
    </LanguageChoiceProvider>
  )
}
