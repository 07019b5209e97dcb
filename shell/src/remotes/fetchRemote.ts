import { EXPOSED_MODULE, REMOTES, type SectionName } from '@osck/shared/remotes'
import { __federation_method_getRemote, __federation_method_setRemote } from 'virtual:__federation__'
import { loadManifest } from './manifest'

/*
 * No import of the @osck/shared gateway here: the entry module starts these downloads before the
 * gateway (and React) have arrived, so the remote and the shell travel in parallel.
 */

const fetched = new Map<SectionName, Promise<unknown>>()
const failures = new Map<SectionName, number>()

function configure(section: SectionName): void {
  // A failed import() may be cached by URL, so a retry asks for a fresh one.
  const failed = failures.get(section) ?? 0
  const suffix = failed > 0 ? `?retry=${failed}` : ''
  __federation_method_setRemote(REMOTES[section].federationName, {
    url: () => loadManifest().then((manifest) => `${manifest[section]}${suffix}`),
    format: 'esm',
    from: 'vite',
  })
}

/** The remote's exposed module, requested once; `forgetRemote` makes the next call a fresh try. */
export function fetchExposed(section: SectionName): Promise<unknown> {
  let promise = fetched.get(section)
  if (!promise) {
    configure(section)
    promise = __federation_method_getRemote(REMOTES[section].federationName, EXPOSED_MODULE)
    fetched.set(section, promise)
  }
  return promise
}

export function forgetRemote(section: SectionName): void {
  fetched.delete(section)
  failures.set(section, (failures.get(section) ?? 0) + 1)
}

/** What an exposed module holds: its default export (the section module), or the module itself. */
export function sectionModuleOf(exposed: unknown): unknown {
  return (exposed as { default?: unknown } | null)?.default ?? exposed
}
