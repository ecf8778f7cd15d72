// The tools of app/content/tools.ts as plain data for the operator's commands (scripts/stats.ts).
import { toolSlug } from '../../app/content/affiliate-links'
import { TOOL_GROUPS, type ToolCategory } from '../../app/content/tools'

export interface ToolEntry {
  /** The tool's key in the click counters (chat_control_tool_clicks.tool) and its /go/ path: `Proton VPN` → `proton-vpn` (toolSlug). */
  slug: string
  name: string
  category: ToolCategory
}

export function toolList(): ToolEntry[] {
  return TOOL_GROUPS.flatMap((group) =>
    group.tools.map((tool) => ({ slug: toolSlug(tool.name), name: tool.name, category: group.category })),
  )
}
