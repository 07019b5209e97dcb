/**
 * Chunks named by their content. Every build writes what its chunks hold (rendered bytes per
 * package or workspace folder: site-build/src/chunk-origins.ts) beside its dist/; a chunk's name
 * here is the kinds of code it holds, largest first. File names carry a hash of their content, so
 * a map from an older build names nothing rather than the wrong chunk.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DIST, SECTIONS } from '../deploy-nginx.mjs'

/** Where a build writes its chunks' origins, from its package's folder (CHUNK_ORIGINS_FILE). */
export const CHUNK_ORIGINS_FILE = '.vite/chunk-origins.json'

/** The kinds of code, in the order the tables print them; an origin no kind claims is a package of its own. */
export const KINDS = [
  ['React DOM', /^(react-dom|scheduler)$/],
  ['React', /^react$/],
  ['UI kit (Chakra, Ark, Zag)', /^(@chakra-ui|@ark-ui|@zag-js|@pandacss|@floating-ui|@internationalized)\//],
  ['styling engine (Emotion)', /^(@emotion\/.+|stylis|react-is|hoist-non-react-statics)$/],
  ['router', /^(react-router|react-router-dom|@remix-run\/router)$/],
  ['gateway (@osck/shared)', /^shared$/],
  ['shell', /^shell$/],
  ...SECTIONS.map((section) => [`${section} screens`, new RegExp(`^${section}-app$`)]),
  ['federation runtime', /^(@originjs\/vite-plugin-federation|virtual:__(federation|remoteEntry).*)$/],
  ['build helpers (Vite, Rollup)', /^virtual:/],
  [
    'markdown',
    /^(react-markdown|unified|property-information|(micromark|mdast-|hast-|unist-|remark-|rehype-|vfile).*)$/,
  ],
]
export const OTHER_PACKAGES = 'other packages'
/** Scripts that are no chunk of a build (a file of public/, such as theme-init.js). */
export const NOT_A_CHUNK = 'scripts outside the bundles'

export const kindOf = (origin) => KINDS.find(([, pattern]) => pattern.test(origin))?.[0] ?? origin

/** A chunk's kinds of code with their share of its bytes, largest first. */
export function chunkContent(origins) {
  const total = Object.values(origins).reduce((sum, bytes) => sum + bytes, 0) || 1
  const byKind = {}
  for (const [origin, bytes] of Object.entries(origins))
    byKind[kindOf(origin)] = (byKind[kindOf(origin)] ?? 0) + bytes
  return Object.entries(byKind)
    .map(([kind, bytes]) => ({ kind, share: bytes / total }))
    .sort((a, b) => b.share - a.share)
}

/** What a chunk is, for a table: its kinds holding at least 5 % of its code, e.g. "UI kit 78 %, gateway 16 %". */
export function chunkLabel(origins) {
  const parts = chunkContent(origins).filter(({ share }, index) => index === 0 || share >= 0.05)
  return parts.map(({ kind, share }) => `${kind} ${Math.round(share * 100)} %`).join(', ')
}

/** The table row a chunk's time counts in: the kind most of its code is (a package no kind claims: other packages). */
export function chunkKind(origins) {
  const [main] = chunkContent(origins)
  if (!main) return NOT_A_CHUNK
  return KINDS.some(([kind]) => kind === main.kind) ? main.kind : OTHER_PACKAGES
}

/**
 * Every chunk of the current builds by the path it is served at, from the root of the site:
 * the shell's at `/assets/…`, a remote's under `/remotes/<section>/`.
 */
export function readChunkOrigins(dist = DIST) {
  const chunks = new Map()
  for (const [name, dir] of Object.entries(dist)) {
    const file = join(dirname(dir), CHUNK_ORIGINS_FILE)
    if (!existsSync(file)) continue
    const prefix = name === 'shell' ? '/' : `/remotes/${name}/`
    for (const [fileName, origins] of Object.entries(JSON.parse(readFileSync(file, 'utf8'))))
      chunks.set(`${prefix}${fileName}`, { path: `${prefix}${fileName}`, origins })
  }
  return chunks
}

/**
 * The chunk a script URL loads, under any base path (`/osck-site/assets/…` on a Pages host), or
 * undefined for a file that is no chunk of the builds.
 */
export function chunkOfUrl(url, chunks) {
  const { pathname } = new URL(url)
  const remote = pathname.indexOf('/remotes/')
  if (remote >= 0) return chunks.get(pathname.slice(remote))
  for (const [path, chunk] of chunks)
    if (!path.startsWith('/remotes/') && pathname.endsWith(path)) return chunk
  return undefined
}

/**
 * Script milliseconds per URL as chunks and kinds: `byChunk` by the chunk's path (a file that is no
 * chunk by its own path), `byKind` by the kind most of each chunk's code is, `labels` each chunk's content.
 */
export function scriptsByChunk(msByUrl, chunks) {
  const byChunk = {}
  const byKind = {}
  const labels = {}
  for (const [url, ms] of Object.entries(msByUrl)) {
    const chunk = chunkOfUrl(url, chunks)
    const path = chunk?.path ?? new URL(url).pathname
    const kind = chunk ? chunkKind(chunk.origins) : NOT_A_CHUNK
    byChunk[path] = (byChunk[path] ?? 0) + ms
    byKind[kind] = (byKind[kind] ?? 0) + ms
    labels[path] = chunk ? chunkLabel(chunk.origins) : NOT_A_CHUNK
  }
  return { byChunk, byKind, labels }
}

/**
 * The scripts of a first load, largest first, each named by its content: what a row over its
 * budget prints. `files` are the load's responses (`{ path, type, gzip }`), `chunks` readChunkOrigins().
 */
export function largestScripts(files, chunks, count = 6) {
  return files
    .filter((file) => file.type === 'script')
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((file) => {
      const chunk = chunkOfUrl(new URL(file.path, 'http://site').href, chunks)
      return { path: file.path, kb: file.gzip / 1024, label: chunk ? chunkLabel(chunk.origins) : NOT_A_CHUNK }
    })
}
