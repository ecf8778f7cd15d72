// The tools of app/content/tools.ts as plain data for the operator's commands: loaded
// through Vite's module runner (the content modules use Lingui macros), like
// scripts/lib/content-modules.ts.
import { TOOL_GROUPS, type ToolCategory } from '../../app/content/tools'

export interface ToolEntry {
  /** The tool's key in the click counters (chat_control_tool_clicks.tool): `Proton VPN` → `proton-vpn`. */
  slug: string
  name: string
  category: ToolCategory
}

/** A tool name as the click counters spell it: lower case, every run of other characters one hyphen. */
function toolSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function toolList(): ToolEntry[] {
  return TOOL_GROUPS.flatMap((group) =>
    group.tools.map((tool) => ({ slug: toolSlug(tool.name), name: tool.name, category: group.category })),
  )
}
