/** What each answer of the static server carries: its type, its cache rule, whether it is gzipped. */
import { extname } from 'node:path'
import { matchRoute, SITE_ROUTES } from '@osck/shared/route-table'

// Types whose default (mrmime's) lacks the charset or differs from what nginx sends.
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

// The blog's feeds, by file name: their own types, so feed readers recognise them.
const feedTypes = {
  'rss.xml': 'application/rss+xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
}

/** The Content-Type of a file, or undefined to keep sirv's (mrmime) type. */
export const contentTypeOf = (pathname) =>
  feedTypes[pathname.slice(pathname.lastIndexOf('/') + 1)] ?? types[extname(pathname).toLowerCase()]

/** Text types worth gzipping (images and fonts are compressed already). */
export const isCompressible = (contentType = '') =>
  /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml|feed\+json)|image\/svg\+xml)/.test(
    contentType,
  )

/** Files that must never be stale: they name the current hashed bundles or are the site's entry points. */
const alwaysRevalidated = /(\/remoteEntry\.js|\.html|\.webmanifest|^\/remotes\.json|^\/sw\.js)$/

export function cacheControl(pathname) {
  if (alwaysRevalidated.test(pathname)) return 'no-cache'
  if (/[-.][A-Za-z0-9_-]{8}\.(js|css)$/.test(pathname)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=300'
}

/**
 * What authors upload is never active content: an SVG opened on its own (a link to it) could run
 * its scripts on the site's origin. Images shown in pages are not affected (a policy applies to
 * the document it comes with). deploy/nginx.conf sends the same.
 */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/**
 * The content editor (/admin/, docs/editing.md) and nothing else: Decap CMS talks to GitHub's API,
 * shows avatars and repository images from GitHub, previews in a frame of its own and evaluates
 * its bundled libraries' code ('unsafe-eval'). Never indexed. deploy/nginx.conf sends the same.
 */
export const ADMIN_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com; connect-src 'self' blob: https://api.github.com; frame-src 'self' blob:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
export const isAdminPath = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/')

/** Paths that are files of their own: never answered with an app page. */
export const isAssetPath = (pathname, routes = SITE_ROUTES) =>
  /^\/(remotes|content|uploads|assets|images)\//.test(pathname) ||
  (extname(pathname) !== '' && !isPagePath(pathname, routes))

/**
 * A page of the route table (shared/src/route-table.mjs), even when its slug has a dot
 * (`/blog/v1.2-released`); a feed or calendar file under a section is not one.
 */
export const isPagePath = (pathname, routes = SITE_ROUTES) =>
  matchRoute(pathname, routes) !== undefined && !/\.(xml|json|ics)$/.test(pathname)

/**
 * A path that tries to leave its folder or reach a hidden file, once decoded (`..`, `%2e%2e`,
 * `..%2F`, `..%5C`, `%00`, dot files). Decoded twice so a double-encoded form is caught too.
 */
export function isForbiddenPath(pathname) {
  let decoded = pathname
  for (let round = 0; round < 2; round++) {
    if (/(^|[/\\])\.|\\|\0/.test(decoded)) return true
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return true
    }
  }
  return /(^|[/\\])\.|\\|\0/.test(decoded)
}
