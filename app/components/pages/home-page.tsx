import { Trans } from '@lingui/react/macro'

export function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">
        <Trans>Stop Chat Control. Protect your private messages.</Trans>
      </h1>
    </section>
  )
}
