#!/usr/bin/env node
/**
 * The production server of the composed site: one process, one origin.
 * Shell build at `/`, each remote's build under `/remotes/<section>/`,
 * SPA fallback to the shell's index.html, gzip, and the cache rules of
 * deploy/nginx.conf (remoteEntry.js never stale, hashed assets immutable).
 */
import { createServer } from 'node:http'
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip, gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'

const mounts = [
  // The scale benchmark serves generated content instead of the published one.
  ...(process.env.OSCK_CONTENT_DIR ? [['/content/', resolve(process.env.OSCK_CONTENT_DIR)]] : []),
  ['/remotes/blog/', join(root, 'blog-app/dist')],
  ['/remotes/events/', join(root, 'events-app/dist')],
  ['/remotes/projects/', join(root, 'projects-app/dist')],
  ['/', join(root, 'shell/dist')],
]

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.md', '.svg', '.txt', '.webmanifest'])

// Small compressible files are gzipped once and answered from memory (a list at scale asks for
// hundreds of markdown files at once); the entry is redone when the file changes.
const CACHE_UP_TO_BYTES = 512 * 1024
const gzipped = new Map()
function gzippedBytes({ file, stats }) {
  const key = `${stats.size}:${stats.mtimeMs}`
  const cached = gzipped.get(file)
  if (cached?.key === key) return cached.bytes
  const bytes = gzipSync(readFileSync(file))
  gzipped.set(file, { key, bytes })
  return bytes
}

function resolveFile(pathname) {
  for (const [prefix, dir] of mounts) {
    if (!pathname.startsWith(prefix)) continue
    const file = normalize(join(dir, pathname.slice(prefix.length)))
    if (!file.startsWith(dir)) return undefined
    const stats = statSync(file, { throwIfNoEntry: false })
    return stats?.isFile() ? { file, stats } : undefined
  }
  return undefined
}

function cacheControl(pathname) {
  // The service worker and the web app manifest too: a new deploy is picked up on the next visit.
  const revalidated = ['/remotes.json', '/sw.js', '/manifest.webmanifest']
  if (pathname.endsWith('/remoteEntry.js') || pathname.endsWith('.html') || revalidated.includes(pathname)) {
    return 'no-cache'
  }
  if (/[-.][A-Za-z0-9_-]{8}\.(js|css)$/.test(pathname)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=300'
}

/** Paths that are files of their own: never answered with the SPA page. */
const isAssetPath = (pathname) =>
  pathname.startsWith('/remotes/') ||
  pathname.startsWith('/content/') ||
  pathname.startsWith('/uploads/') ||
  pathname.startsWith('/assets/') ||
  pathname.startsWith('/images/') ||
  extname(pathname) !== ''

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  let pathname
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    res.writeHead(400).end('Bad request')
    return
  }
  let found = resolveFile(pathname)
  let status = 200
  if (!found) {
    if (isAssetPath(pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
      res.end('Not found')
      return
    }
    const file = join(root, 'shell/dist/index.html')
    found = { file, stats: statSync(file) }
    pathname = '/index.html'
  }
  const { file, stats } = found
  const ext = extname(file)
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(pathname),
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
  }
  // A validator, so a revalidation (no-cache files, the service worker's network-first) is a 304.
  headers.ETag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  if (status === 200 && req.headers['if-none-match'] === headers.ETag) {
    res.writeHead(304, headers)
    return res.end()
  }
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  if (gzip) {
    headers['Content-Encoding'] = 'gzip'
    headers.Vary = 'Accept-Encoding'
  }
  if (gzip && stats.size <= CACHE_UP_TO_BYTES) {
    const bytes = gzippedBytes(found)
    res.writeHead(status, { ...headers, 'Content-Length': bytes.length })
    return res.end(req.method === 'HEAD' ? undefined : bytes)
  }
  res.writeHead(status, headers)
  if (req.method === 'HEAD') return res.end()
  const stream = createReadStream(file)
  ;(gzip ? stream.pipe(createGzip()) : stream).pipe(res)
})

server.listen(port, host, () => {
  console.log(`Open Source Community Kampala is served at http://localhost:${port}`)
})
