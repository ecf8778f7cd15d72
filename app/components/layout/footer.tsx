import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLangParam } from '~/i18n/use-lang-param'
import { LanguageSelector } from './language-selector'
import { NewsletterForm } from '~/newsletter/newsletter-form'

/** Site footer on every page (spec §2.3). Links use the current language's paths. */
export function Footer() {
  const { t } = useLingui()
  const lang = useLangParam()
  const link = 'inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground'
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <NewsletterForm />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <nav aria-label={t`Privacy Tools`}>
          <h2 className="font-semibold">{t`Privacy Tools`}</h2>
          <ul className="mt-2">
            <li><Link to="/{-$lang}/best-vpns" params={{ lang }} className={link}>{t`Best VPNs`}</Link></li>
            <li><Link to="/{-$lang}/encrypted-email" params={{ lang }} className={link}>{t`Encrypted Email`}</Link></li>
            <li><Link to="/{-$lang}/password-managers" params={{ lang }} className={link}>{t`Password Managers`}</Link></li>
            <li><Link to="/{-$lang}/secure-cloud-storage" params={{ lang }} className={link}>{t`Secure Cloud Storage`}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t`Legal`}>
          <h2 className="font-semibold">{t`Legal`}</h2>
          <ul className="mt-2">
            <li><Link to="/{-$lang}/privacy-policy" params={{ lang }} className={link}>{t`Privacy Policy`}</Link></li>
            <li><Link to="/{-$lang}/terms" params={{ lang }} className={link}>{t`Terms of Service`}</Link></li>
            <li><Link to="/{-$lang}/affiliate-disclosure" params={{ lang }} className={link}>{t`Affiliate Disclosure`}</Link></li>
            <li><Link to="/{-$lang}/contact" params={{ lang }} className={link}>{t`Contact`}</Link></li>
            <li><Link to="/{-$lang}/blog" params={{ lang }} className={link}>{t`Blog`}</Link></li>
          </ul>
        </nav>
        <div>
          <LanguageSelector variant="select" />
        </div>
      </div>
      <p className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
        {t`© 2025 Chat Control Info. All rights reserved.`}
      </p>
    </footer>
  )
}
