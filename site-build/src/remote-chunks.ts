import type { Rollup } from 'vite'

/** The federation plugin's name for the chunk of the exposed module (`./section`). */
export const EXPOSED_CHUNK = '__federation_expose_Section'
const ROUTES_CHUNK = 'section-routes'

/** The exposed module and what it imports at once, which the remote's chunk for it holds. */
const exposedModuleImports = (id: string): boolean =>
  /\/src\/section\.tsx$|\/src\/routes\/screens\.ts$|\/shared\/src\/contract\.ts$/.test(id) ||
  /vite\/preload-helper|__federation_fn_import|vite-plugin-federation\/dist\/satisfy/.test(id)

/** A remote's routes module (`src/routes/<Section>Routes.tsx`) and its screens (`src/routes/*.tsx`). */
const ROUTES_MODULE = /\/src\/routes\/[A-Za-z]+Routes\.tsx$/
const SCREEN_MODULE = /\/src\/routes\/[A-Za-z]+\.tsx$/
const TEASER_MODULE = /\/src\/features\/[a-z-]+\/HomeTeaser\.tsx$/
const TEASER_SHARED_CHUNK = 'teaser-shared'

/**
 * The chunks a module's code is reached from: walking up its static importers to the modules that
 * are loaded on their own (dynamically imported, or entries).
 */
function loadedFrom(id: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const roots = new Set<string>()
  const seen = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    const info = getModuleInfo(module)
    if (!info) return
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(module)
    if (!info.isEntry && info.dynamicImporters.length === 0) info.importers.forEach(visit)
  }
  visit(id)
  return roots
}

/**
 * A remote's chunks, one way for the three sections:
 * - the exposed module holds what it imports at once (otherwise one more round trip between the
 *   remote and its screens);
 * - the routes module holds what only its screens share (the detail skeleton, the error toast):
 *   every screen loads with it, so those are requests of their own for nothing.
 * Everything else is split by Rollup: one chunk per screen, the Home teaser and what it shares.
 */
export const remoteManualChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
  if (exposedModuleImports(id)) return EXPOSED_CHUNK
  if (ROUTES_MODULE.test(id)) return ROUTES_CHUNK
  const info = getModuleInfo(id)
  if (!info || info.dynamicImporters.length > 0 || info.isEntry) return undefined
  const roots = [...loadedFrom(id, getModuleInfo)]
  const onlyScreens = roots.length > 0 && roots.every((root) => SCREEN_MODULE.test(root))
  const shared = roots.some((root) => ROUTES_MODULE.test(root)) || roots.length > 1
  if (onlyScreens && shared) return ROUTES_CHUNK
  // Rollup moves a manual chunk's unassigned imports into it: what Home's teaser shares with the
  // screens gets a chunk of its own, or Home would download the routes chunk with it.
  return roots.some((root) => TEASER_MODULE.test(root)) && roots.length > 1 ? TEASER_SHARED_CHUNK : undefined
}
