import { Cloud, KeyRound, Mail, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react'
import { HIGHLIGHTED_FIRST, type ToolCategory, type ToolGroup } from '~/content/tools'
import { ToolCard } from './tool-card'
import { pill } from './styles'
import { Message } from '~/i18n/fallback'

const ICONS: Record<ToolCategory, LucideIcon> = {
  vpn: ShieldCheck,
  email: Mail,
  passwords: KeyRound,
  money: Wallet,
  storage: Cloud,
}

// VPN: 1, 2 or 3 columns by width (docs/product.md#tools-section); the smaller groups follow the same grid.
const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'

export function ToolGroupBlock({ group }: { group: ToolGroup }) {
  const Icon = ICONS[group.category]
  const headingId = `tools-${group.category}`
  return (
    <section aria-labelledby={headingId} data-category={group.category} className="mt-14">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 id={headingId} className="text-xl font-bold sm:text-2xl">
          <Message of={group.title} />
        </h3>
        {group.badge && (
          <span className={`${pill} bg-primary text-primary-foreground`}>
            <Message of={group.badge} />
          </span>
        )}
      </div>
      <p className="mt-2 text-muted-foreground">
        <Message of={group.description} />
      </p>
      <ul className={`mt-6 ${GRID}`}>
        {group.tools.map((tool, index) => (
          <ToolCard
            key={tool.name}
            tool={tool}
            category={group.category}
            highlight={index === 0 && HIGHLIGHTED_FIRST.includes(group.category)}
          />
        ))}
      </ul>
    </section>
  )
}
