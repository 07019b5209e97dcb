/**
 * terser, as Vite runs it, with its output kept on disk by a hash of the chunk and the options:
 * a rebuild with unchanged code minifies nothing. Minifying is about half of a package's build.
 */
import { readFileSync } from 'node:fs'
import { minify, type MinifyOptions } from 'terser'
import type { Plugin } from 'vite'
import { cacheKey, diskCache, type DiskCache } from './disk-cache'

interface Minified {
  code: string
  map?: unknown
}

const asJson = {
  read: (stored: Buffer) => JSON.parse(stored.toString('utf8')) as Minified,
  write: (value: Minified) => JSON.stringify(value),
}

/**
 * `preambleFor` may put a line at the top of a chunk, given the chunk's code before minifying
 * (terser writes it, so source maps stay right).
 */
export function cachedTerser(
  options: MinifyOptions,
  cacheDir: string,
  preambleFor?: (code: string) => string | undefined,
): Plugin {
  const terserVersion = (
    JSON.parse(readFileSync(new URL(import.meta.resolve('terser/package.json')), 'utf8')) as {
      version: string
    }
  ).version
  let cache: DiskCache
  return {
    name: 'osck:cached-terser',
    apply: 'build',
    buildStart() {
      cache = diskCache(cacheDir)
    },
    // After every other renderChunk hook, where Vite's own minifier runs.
    renderChunk: {
      order: 'post',
      async handler(code, _chunk, output) {
        const preamble = preambleFor?.(code)
        const chunkOptions: MinifyOptions = {
          safari10: true,
          ...options,
          ...(preamble !== undefined && { format: { ...options.format, preamble } }),
          sourceMap: !!output.sourcemap,
          module: output.format.startsWith('es'),
          toplevel: output.format === 'cjs',
        }
        const key = cacheKey(JSON.stringify([terserVersion, chunkOptions]), code)
        const minified = await cache.through(
          `${key}.json`,
          async () => {
            const result = await minify(code, chunkOptions)
            return { code: result.code ?? '', map: result.map }
          },
          asJson,
        )
        return minified as never
      },
    },
    closeBundle() {
      cache.prune()
    },
  }
}
