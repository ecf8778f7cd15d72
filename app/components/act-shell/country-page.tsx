import type { MemberState } from '~/content/member-state'
import { actContent } from '~/components/pages/static-content-loaders'
import { StaticContent } from '~/components/static/static-content'

/** A member state's action page (/act/germany): server HTML, never hydrated (static-content.tsx). */
export function CountryPage({ state }: { state: MemberState }) {
  return <StaticContent content={actContent} render={(m) => <m.CountryContent state={state} />} />
}
