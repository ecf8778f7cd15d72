import { useEffect } from 'react'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Home, ShieldCheck } from 'lucide-react'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { publicPath } from '~/i18n/slugs'
import { buttonVariants } from '~/ui/button'
import { GO_BACK_ATTR, goBack, logNotFound } from './not-found-behaviour'
import { BOOT_INTENT_ATTR } from '~/boot/intent'

/** The not-found page (docs/product.md#not-found-page). The server answers it with HTTP 404. */
export function NotFoundPage() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const lang = useLang()
  const location = useLocation()
  const router = useRouter()
  const path = location.publicHref

  // Logged once: the page script has already logged a not-found document's path.
  useEffect(() => logNotFound(path), [path])

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" aria-labelledby="nf-title">
      <h1 id="nf-title" className="text-7xl font-extrabold tracking-tight text-primary">
        404
      </h1>
      <p className="mt-4 text-2xl font-semibold">
        {t({
          message: `Page Not Found`,
          comment: 'Page shown for an address that does not exist (404): its heading, also the browser tab title.',
        })}
      </p>
      <p className="mt-4 text-muted-foreground">
        <Trans>This page has gone dark. It may have been moved, deleted, or the address may have been mistyped.</Trans>
      </p>
      <div className="mt-8 w-full rounded-xl border border-border bg-card p-6 text-left">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-success" />
          {t({
            message: `Privacy reminder`,
            comment: 'Page not found (404): heading of the box that recalls what the site does not record.',
          })}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans comment="Page not found (404), the privacy reminder box. Chat Control as the Commission proposed it in 2022, not a law in force: keep the year and the conditional.">
            While you are here: your private messages should stay private. Chat Control, as the Commission proposed it in 2022, would open
            them to scanning — end-to-end encryption is worth defending.
          </Trans>
        </p>
      </div>
      {/* Both buttons work as links; pointing at them or focusing them boots the app (app/boot/intent.ts). */}
      <div className="mt-8 flex flex-wrap justify-center gap-3" {...{ [BOOT_INTENT_ATTR]: '' }}>
        <Link to="/{-$lang}" params={{ lang: langParam }} onClick={() => window.scrollTo({ top: 0 })} className={buttonVariants()}>
          <Home aria-hidden className="size-4" />
          {t({
            message: `Return to Safety`,
            comment: 'Page not found (404): button that leads to the home page. Short: about 25 characters.',
          })}
        </Link>
        {/* A link to home in the HTML; the server points it at the visitor's previous
            page of this site (server/fast-path.ts, found by data-go-back), so it works
            without JavaScript. Enhanced: the browser's own history, when there is one —
            by the page script before the app boots (not-found-behaviour.ts). */}
        <a
          href={publicPath('/{-$lang}', lang)}
          {...{ [GO_BACK_ATTR]: '' }}
          suppressHydrationWarning
          onClick={(event) => goBack(event, () => router.history.back())}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t({
            message: `Go Back`,
            comment: 'Page not found (404): button that goes back to the previous page. Short: about 15 characters.',
          })}
        </a>
      </div>
    </section>
  )
}
