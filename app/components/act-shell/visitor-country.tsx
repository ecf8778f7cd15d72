import { useEffect, useState } from 'react'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, MapPin } from 'lucide-react'
import { isMemberStateCode, memberState, type MemberState } from '~/content/member-state'
import { getVisitorCountry } from '~/geo/geo.functions'
import { useLangParam } from '~/i18n/use-lang'

/**
 * The visitor's country, offered first on the action index once the app runs. The
 * server renders nothing here and neither does the first client render (no hydration
 * mismatch); the lookup is the geolocation server function the language detection uses
 * (app/geo/geo.functions.ts), which keeps nothing. Outside the EU, or when the lookup
 * fails, nothing is shown: the list below is complete.
 */
export function VisitorCountry() {
  const { i18n } = useLinguiRuntime()
  const langParam = useLangParam()
  const [state, setState] = useState<MemberState | null>(null)
  useEffect(() => {
    let live = true
    getVisitorCountry()
      .then(({ countryCode }) => {
        if (live && isMemberStateCode(countryCode)) setState(memberState(countryCode))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  if (!state) return null
  const name = i18n._(state.name)
  return (
    <p className="mt-8 max-w-3xl" data-visitor-country={state.code}>
      <Link
        to="/{-$lang}/act/$country"
        params={{ lang: langParam, country: state.segments.en }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-primary/40 bg-primary/10 px-4 py-2 font-semibold text-primary hover:bg-primary/15"
      >
        <MapPin aria-hidden className="size-4 shrink-0" />
        <Trans comment="Action page (/act): link offered first when the visitor's connection appears to come from an EU member state. country: its name.">
          You seem to be in {name}: who decides there
        </Trans>
        <ArrowRight aria-hidden className="size-4 shrink-0" />
      </Link>
    </p>
  )
}
