import type { GatewayPart, SectionModule } from '@osck/shared/contract'
import { sectionScreen, type SectionName } from '@osck/shared/remotes'
import { routePath } from '@osck/shared/site-base'

/** The gateway parts as the shell imports them: the very chunks the federation shares with remotes. */
const PARTS: Record<GatewayPart, () => Promise<unknown>> = {
  dialog: () => import('@osck/shared/dialog'),
  tabs: () => import('@osck/shared/tabs'),
  forms: () => import('@osck/shared/forms'),
}

/**
 * Starts the gateway parts that the section's screen for `pathname` imports, as its section module
 * declares them (`SectionModule.gatewayParts`), so they download beside the screen instead of one after
 * another once it runs. Unknown names are ignored; a failed download is left to the screen.
 * Returns the parts it started.
 */
export function startGatewayParts(
  section: SectionName,
  module: unknown,
  pathname: string = routePath(window.location.pathname),
): GatewayPart[] {
  const screen = sectionScreen(section, pathname)
  const parts: unknown = screen
    ? (module as Partial<SectionModule> | null)?.gatewayParts?.[screen]
    : undefined
  if (!Array.isArray(parts)) return []
  const known = parts.filter(
    (part): part is GatewayPart => typeof part === 'string' && Object.hasOwn(PARTS, part),
  )
  for (const part of known) PARTS[part]().catch(() => undefined)
  return known
}
