import type { GatewayPart, SectionModule } from '@osck/shared/contract'
import { routePath } from '@osck/shared/site-base'
import { isOffline, wasOpened } from '../offline/openedPages'

/** The gateway parts as the shell imports them: the very chunks the federation shares with remotes. */
const PARTS: Record<GatewayPart, () => Promise<unknown>> = {
  dialog: () => import('@osck/shared/dialog'),
  tabs: () => import('@osck/shared/tabs'),
  forms: () => import('@osck/shared/forms'),
  inputs: () => import('@osck/shared/inputs'),
}

/** Calls a loader a remote declared; whatever it does or throws, the screen reports it when it renders. */
const start = (load: () => unknown) =>
  Promise.resolve()
    .then(load)
    .catch(() => undefined)

/**
 * Asks the section what its page at `pathname` needs as soon as its remote arrives
 * (`SectionModule.preload`), and starts it, instead of one lazy level after another as React
 * reaches them (on a slow network each level costs a round trip): the page's own chunks and the
 * gateway parts it imports. The shell knows no page of a section: a page it has never heard of
 * preloads like the others. Unknown answers are ignored. Returns the gateway parts it started.
 */
export function warmSection(
  module: unknown,
  pathname: string = routePath(window.location.pathname),
): GatewayPart[] {
  // Offline, a page this browser never opened shows the offline message, not the remote's screen.
  // Warming its chunks would only fail, and the browser keeps a failed module import: its Retry,
  // back online, could then never load the screen.
  if (isOffline() && !wasOpened(pathname)) return []
  const declared = module as Partial<SectionModule> | null
  let answer: unknown
  try {
    answer = typeof declared?.preload === 'function' ? declared.preload(pathname) : undefined
  } catch {
    return []
  }
  const page = answer as { load?: unknown; gatewayParts?: unknown } | undefined
  if (typeof page?.load === 'function') void start(page.load as () => unknown)
  if (!Array.isArray(page?.gatewayParts)) return []
  const known = page.gatewayParts.filter(
    (part): part is GatewayPart => typeof part === 'string' && Object.hasOwn(PARTS, part),
  )
  for (const part of known) void start(PARTS[part])
  return known
}
