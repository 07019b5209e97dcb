import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import { searchForWorkspaceRoot, type Plugin, type Rollup } from 'vite'

/**
 * Where a build writes what its chunks hold, from its package's folder: beside the build, never in
 * it (the folder is git-ignored and no host serves it), so a visitor downloads nothing more.
 * `pnpm bench --main-thread` reads it to name each chunk by its content (scripts/bench/chunk-names.mjs).
 */
export const CHUNK_ORIGINS_FILE = '.vite/chunk-origins.json'

/** Rendered bytes (before minifying) per origin, for each chunk of one build, by file name. */
export type ChunkOrigins = Record<string, Record<string, number>>

/**
 * Where a module comes from: its package for a dependency (`@chakra-ui/react`), its workspace
 * folder for the site's own code (`shared`, `shell`, `blog-app`), `virtual:<id>` for a module a
 * plugin makes (the federation runtime, Vite's preload helper).
 */
export function originOf(id: string, workspaceRoot: string): string {
  // A plugin's wrapper of a file (`\0/…/react-dom/index.js?commonjs-module`) comes from that file.
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '')
  if (!isAbsolute(path)) return `virtual:${path.replace(/^virtual:/, '')}`
  const inPackage = path.split('/node_modules/').at(-1) ?? path
  if (inPackage !== path) {
    const [scope = '', name = ''] = inPackage.split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  return relative(workspaceRoot, path).split(sep)[0] ?? path
}

/** Each chunk's origins with the bytes of their modules as the chunk renders them. */
export function chunkOrigins(bundle: Rollup.OutputBundle, workspaceRoot: string): ChunkOrigins {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
  return Object.fromEntries(
    chunks.map((chunk) => {
      const origins: Record<string, number> = {}
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength === 0) continue
        const origin = originOf(id, workspaceRoot)
        origins[origin] = (origins[origin] ?? 0) + module.renderedLength
      }
      return [chunk.fileName, origins]
    }),
  )
}

/** Writes CHUNK_ORIGINS_FILE on every build; chunk file names carry their content's hash. */
export function chunkOriginsFile(): Plugin {
  let root = ''
  return {
    name: 'osck-chunk-origins',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    writeBundle(_options, bundle) {
      const file = join(root, CHUNK_ORIGINS_FILE)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, `${JSON.stringify(chunkOrigins(bundle, searchForWorkspaceRoot(root)), null, 1)}\n`)
    },
  }
}
