import type { Plugin, Rollup } from 'vite'

/** The shared modules every page needs at start-up (screen-specific gateway parts load later). */
export const STARTUP_SHARED = ['react', 'react-dom', '@osck/shared'].map(
  (name) => `__federation_shared_${name}`,
)

export function startupChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const roots = chunks.filter((chunk) => chunk.name === 'bootstrap' || STARTUP_SHARED.includes(chunk.name))
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file)) return
    found.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  roots.forEach((chunk) => visit(chunk.fileName))
  return [...found]
}

/**
 * The shell's entry only starts the remotes and then imports `bootstrap`, which imports React and
 * the shared gateway through the federation runtime: three import levels the browser would
 * discover one after another. Listing those chunks in the HTML fetches them all at once.
 */
export function startupPreload(): Plugin {
  return {
    name: 'osck-startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return []
        return startupChunks(context.bundle).map((file) => ({
          tag: 'link',
          // Low priority: they must not hold back the first paint (the HTML loader), only beat the import.
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
