import { useLingui } from '@lingui/react/macro'
import type { ControllerIdentity } from '~/contact/contact.schema'

/**
 * The data controller's name, postal address and email (GDPR Art. 13(1)(a)), from
 * CONTROLLER_* in the server's environment (app/config.server.ts). Shown in the
 * privacy policy and on the contact page.
 */
export function ControllerDetails({ controller }: { controller: ControllerIdentity }) {
  const { t } = useLingui()
  return (
    <dl
      data-controller
      className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]"
    >
      <dt className="font-semibold text-muted-foreground">
        {t({
          message: `Name`,
          comment: 'Contact page and Privacy Policy page, the box of the site’s operator (the data controller): label before its name.',
        })}
      </dt>
      <dd className="break-words">{controller.name}</dd>
      <dt className="font-semibold text-muted-foreground">
        {t({
          message: `Postal address`,
          comment:
            'Contact page and Privacy Policy page, the box of the site’s operator (the data controller): label before its postal address.',
        })}
      </dt>
      <dd className="break-words">{controller.address}</dd>
      <dt className="font-semibold text-muted-foreground">
        {t({
          message: `Email`,
          comment:
            'Contact page and Privacy Policy page, the box of the site’s operator (the data controller): label before its email address. One word.',
        })}
      </dt>
      <dd>
        <a href={`mailto:${controller.email}`} className="break-all font-semibold text-primary underline-offset-4 hover:underline">
          {controller.email}
        </a>
      </dd>
    </dl>
  )
}
