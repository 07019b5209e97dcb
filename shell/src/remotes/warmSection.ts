import type { GatewayPart, SectionModule } from '@osck/shared/contract'
import { sectionScreen, type SectionName } from '@osck/shared/remotes'
import { routePath } from '@osck/shared/site-base'

/** The gateway parts as the shell imports them: the very chunks the federation shares with remotes. */
const PARTS: Record<GatewayPart, () => Promise<unknown>> = {
  dialog: () => import('@osck/shared/dialog'),
  tabs: () => import('@osck/shared/tabs'),
  forms: () => import('@osck/shared/forms'),
}

/** Calls a loader a remote declared; whatever it does or throws, the screen reports it when it renders. */
const start = (load: () => unknown) =>
  Promise.resolve()
    .then(load)
    .catch(() => undefined)

/**
 * Starts what the section's screen for `pathname` needs as soon as its remote arrives, instead of one
 * lazy level after another as React reaches them (on a slow network each level costs a round trip):
 * the screen's own chunks (`SectionModule.screens`: the teaser on Home, a list or a detail page) and
 * the gateway parts it imports (`SectionModule.gatewayParts`). Unknown names are ignored. Returns
 * the gateway parts it started.
 */
export function warmSection(
  section: SectionName,
  module: unknown,
  pathname: string = routePath(window.location.pathname),
): GatewayPart[] {
  const screen = sectionScreen(section, pathname)
  if (!screen) return []
  const declared = module as Partial<SectionModule> | null
  const load: unknown = declared?.screens?.[screen]
  if (typeof load === 'function') void start(load as () => unknown)
  const parts: unknown = declared?.gatewayParts?.[screen]
  if (!Array.isArray(parts)) return []
  const known = parts.filter(
    (part): part is GatewayPart => typeof part === 'string' && Object.hasOwn(PARTS, part),
  )
  for (const part of known) void start(PARTS[part])
  return known
}
