import { useLingui } from '@lingui/react/macro'
import { FlaskConical, ShieldCheck, UsersRound } from 'lucide-react'

/** The tools section's closing trust box: testing, verified, community (docs/product.md#tools-section). */
export function TrustBox() {
  const { t } = useLingui()
  const points = [
    {
      icon: FlaskConical,
      title: t({
        message: `Tested`,
        comment:
          'Home page, tools section, box "Why trust our recommendations?": heading of the first point (what we look at before listing a tool; no lab tests). One word.',
      }),
      text: t`We look at the apps, the encryption and the privacy policy of every tool before we list it. We have not run lab or speed tests of our own.`,
    },
    {
      icon: ShieldCheck,
      title: t({
        message: `Verified`,
        comment:
          'Home page, tools section, box "Why trust our recommendations?": heading of the second point (open-source code or independent audits). One word.',
      }),
      text: t`We favour services with open-source code or security audits by independent firms: the audits are theirs, not ours.`,
    },
    {
      icon: UsersRound,
      title: t({
        message: `Community`,
        comment:
          'Home page, tools section, box "Why trust our recommendations?": heading of the third point (readers’ suggestions and corrections). One word.',
      }),
      text: t`Readers' suggestions and corrections keep the list up to date.`,
    },
  ]
  return (
    <aside aria-labelledby="trust-title" className="mt-16 rounded-2xl border border-border bg-card p-6 sm:p-10">
      <h3 id="trust-title" className="text-2xl font-bold">
        {t`Why trust our recommendations?`}
      </h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-success/10 text-success">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  )
}
