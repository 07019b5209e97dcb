/**
 * A build cache on disk: one file per key (a sha256 of everything the content depends on). Builds
 * with unchanged inputs read the file instead of producing it again. Entries are written whole
 * (a temporary file renamed into place), as packages built side by side share a cache, and
 * entries no build has used for two weeks are pruned.
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

/** Entries no build has used for this long are removed by `prune`. */
const KEEP_UNUSED_MS = 14 * 24 * 3600 * 1000

/** The key of an entry: a sha256 over its inputs, in order. */
export function cacheKey(...inputs: Array<string | Buffer>): string {
  const hash = createHash('sha256')
  for (const input of inputs) hash.update(input)
  return hash.digest('hex')
}

export interface DiskCache {
  /**
   * The entry's content if `read` accepts it (`read` throws on an unreadable entry), else what
   * `produce` makes, stored for the next build.
   */
  through<T>(
    file: string,
    produce: () => Promise<T>,
    codec: { read: (stored: Buffer) => T; write: (value: T) => string | Buffer },
  ): Promise<T>
  /** Removes the entries no build has used for two weeks. */
  prune(now?: number): void
}

export function diskCache(dir: string): DiskCache {
  mkdirSync(dir, { recursive: true })
  return {
    async through(file, produce, codec) {
      const path = join(dir, file)
      try {
        const value = codec.read(readFileSync(path))
        const now = new Date()
        utimesSync(path, now, now)
        return value
      } catch {
        // Not produced before, or an unreadable entry: produce and store.
      }
      const value = await produce()
      const partial = `${path}.${process.pid}.tmp`
      writeFileSync(partial, codec.write(value))
      renameSync(partial, path)
      return value
    },
    prune(now = Date.now()) {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        // Another package's build may be renaming its entry into place meanwhile.
        const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now
        if (now - modified > KEEP_UNUSED_MS) rmSync(path, { force: true })
      }
    },
  }
}
