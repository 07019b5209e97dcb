/**
 * terser, as Vite runs it, with its output kept on disk by a hash of the chunk and the options:
 * a rebuild with unchanged code minifies nothing. Minifying is about half of a package's build.
 */
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { minify, type MinifyOptions } from 'terser'
import type { Plugin } from 'vite'

interface Minified {
  code: string
  map?: unknown
}

/** Entries no build has used for this long are removed. */
const KEEP_UNUSED_MS = 14 * 24 * 3600 * 1000

function pruneUnused(cacheDir: string, now: number): void {
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name)
    // Another package's build may be renaming its entry into place meanwhile.
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now
    if (now - modified > KEEP_UNUSED_MS) rmSync(file, { force: true })
  }
}

export function cachedTerser(options: MinifyOptions, cacheDir: string): Plugin {
  const terserVersion = (
    JSON.parse(readFileSync(new URL(import.meta.resolve('terser/package.json')), 'utf8')) as {
      version: string
    }
  ).version
  return {
    name: 'osck:cached-terser',
    apply: 'build',
    buildStart() {
      mkdirSync(cacheDir, { recursive: true })
    },
    // After every other renderChunk hook, where Vite's own minifier runs.
    renderChunk: {
      order: 'post',
      async handler(code, _chunk, output) {
        const chunkOptions: MinifyOptions = {
          safari10: true,
          ...options,
          sourceMap: !!output.sourcemap,
          module: output.format.startsWith('es'),
          toplevel: output.format === 'cjs',
        }
        const key = createHash('sha256')
          .update(JSON.stringify([terserVersion, chunkOptions]))
          .update(code)
          .digest('hex')
        const file = join(cacheDir, `${key}.json`)
        try {
          const hit = JSON.parse(readFileSync(file, 'utf8')) as Minified
          const now = new Date()
          utimesSync(file, now, now)
          return hit as never
        } catch {
          // Not minified before (or an unreadable entry): minify and store.
        }
        const result = await minify(code, chunkOptions)
        const minified: Minified = { code: result.code ?? '', map: result.map }
        // Whole or not at all: packages built side by side may store the same chunk.
        const partial = `${file}.${process.pid}.tmp`
        writeFileSync(partial, JSON.stringify(minified))
        renameSync(partial, file)
        return minified as never
      },
    },
    closeBundle() {
      pruneUnused(cacheDir, Date.now())
    },
  }
}
