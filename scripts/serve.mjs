#!/usr/bin/env node
/**
 * The production server of the composed site: one process, one origin.
 * Shell build at `/`, each remote's build under `/remotes/<section>/`,
 * SPA fallback to the shell's index.html, gzip, and the cache rules of
 * deploy/nginx.conf (remoteEntry.js never stale, hashed assets immutable).
 */
import { createServer } from 'node:http'
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { basename, extname, join, normalize, resolve } from 'node:path'
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
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
}
// Generated feeds (scripts/build-pages.mjs): their own media types.
const typesByName = {
  'rss.xml': 'application/rss+xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.md', '.svg', '.txt', '.xml', '.ics'])

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
  if (pathname.endsWith('/remoteEntry.js') || pathname.endsWith('.html') || pathname === '/remotes.json') {
    return 'no-cache'
  }
  if (/[-.][A-Za-z0-9_-]{8}\.(js|css)$/.test(pathname)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=300'
}

const shellDist = join(root, 'shell/dist')
const fileAt = (file) => {
  const stats = statSync(file, { throwIfNoEntry: false })
  return stats?.isFile() ? { file, stats } : undefined
}

/**
 * The page of a route: its generated HTML (status 200) for /home, a list or a known slug; the
 * not-found page (status 404, the same app page) for an unknown slug or any other path.
 * `/` is the app page (it redirects to /home). Builds without generated pages use index.html.
 */
function pageFor(pathname) {
  const index = fileAt(join(shellDist, 'index.html'))
  if (pathname === '/' || pathname === '/index.html') return { ...index, status: 200 }
  const route = /^\/(home|blog|events|projects)(?:\/([^/]+))?\/?$/.exec(pathname)
  const slug = route?.[2]
  const safe = route && (slug === undefined || !/^\.+$/.test(slug))
  const page = safe ? fileAt(normalize(join(shellDist, route[1], slug ?? '', 'index.html'))) : undefined
  if (page) return { ...page, status: 200 }
  const notFound = fileAt(join(shellDist, '404.html'))
  if (notFound) return { ...notFound, status: 404 }
  return { ...index, status: route ? 200 : 404 }
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
    const isPagePath = /^\/(home|blog|events|projects)(\/[^/]*)?\/?$/.test(pathname)
    if (isAssetPath(pathname) && !isPagePath) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
      res.end('Not found')
      return
    }
    const page = pageFor(pathname)
    found = page
    status = page.status
    pathname = '/index.html'
  }
  const { file, stats } = found
  const ext = extname(file)
  const headers = {
    'Content-Type': typesByName[basename(file)] ?? types[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(pathname),
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
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
