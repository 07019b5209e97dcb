import type { Plugin } from 'vite'
import { EXPOSED_CHUNK } from './remote-chunks'
import { STARTUP_SHARED } from './startup-preload'

/**
 * What the build's tricks assume of a library's internals, checked on every build: after an
 * upgrade that breaks one, the build fails and names it, rather than quietly shipping more code
 * (docs/performance.md, "What each trick assumes").
 */
export interface Assumption {
  /** What breaks, and where to look, when the check fails. */
  what: string
  /** A module whose code the trick relies on: its id's pattern, and what its code must hold. */
  module?: { id: RegExp; holds: RegExp }
  /** A chunk the build must emit, by its name. */
  chunk?: string
}

/** Every build: Chakra's anatomy module calls `createAnatomy` at its top level (index.ts tells Rollup it is pure). */
export const CHAKRA_ANATOMY: Assumption = {
  what: "Chakra's anatomy module no longer calls createAnatomy, which the build marks pure (site-build/src/index.ts)",
  module: { id: /@chakra-ui\/react\/dist\/esm\/anatomy\.js$/, holds: /\bcreateAnatomy\(/ },
}

/** Remote builds: the federation plugin names the exposed module's chunk as remote-chunks.ts expects. */
export const FEDERATION_EXPOSED_CHUNK: Assumption = {
  what: `the federation plugin no longer names the exposed module's chunk ${EXPOSED_CHUNK} (site-build/src/remote-chunks.ts)`,
  chunk: EXPOSED_CHUNK,
}

/** Remote builds: the federation runtime module remote-chunks.ts keeps in the exposed module's chunk. */
export const FEDERATION_RUNTIME: Assumption = {
  what: 'the federation plugin no longer has its __federation_fn_import module (site-build/src/remote-chunks.ts)',
  module: { id: /__federation_fn_import$/, holds: /importShared/ },
}

/** Shell builds: the shared modules' chunks, which the HTML preloads by these names. */
export const FEDERATION_SHARED_CHUNKS: Assumption[] = STARTUP_SHARED.map((name) => ({
  what: `the federation plugin no longer names a shared module's chunk ${name} (site-build/src/startup-preload.ts)`,
  chunk: name,
}))

export function libraryAssumptions(assumptions: Assumption[]): Plugin {
  // Kept across the rebuilds of `vite build --watch`: Rollup transforms only the modules that changed.
  const modulesHeld = new Set<Assumption>()
  return {
    name: 'osck-library-assumptions',
    apply: 'build',
    transform(code, id) {
      for (const a of assumptions) if (a.module?.id.test(id) && a.module.holds.test(code)) modulesHeld.add(a)
    },
    generateBundle(_, bundle) {
      const chunks = new Set(Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out.name] : [])))
      const holds = (a: Assumption) => (a.module ? modulesHeld.has(a) : chunks.has(a.chunk ?? ''))
      const broken = assumptions.filter((a) => !holds(a))
      if (broken.length === 0) return
      const message = `a library changed under the build: ${broken.map((a) => a.what).join('; ')}`
      // Printed as well: a later plugin's failure on the missing output can hide the build's error.
      console.error(`\n${message}\n`)
      this.error(message)
    },
  }
}
