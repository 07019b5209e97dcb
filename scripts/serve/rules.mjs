/**
 * What each answer of the static server carries: its type, whether it is gzipped. Its cache and
 * security headers come from deploy/header-rules.mjs.
 */
import { extname } from 'node:path'
import { pathOwner } from '@osck/shared/route-table'

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

/** Paths that are files of their own: never answered with an app page. */
export const isAssetPath = (pathname) =>
  /^\/(remotes|content|uploads|assets|images)\//.test(pathname) ||
  (extname(pathname) !== '' && !isPagePath(pathname))

/**
 * A path under Home or a section's base path (shared/src/route-table.mjs), even when its slug has a
 * dot (`/blog/v1.2-released`): whatever pages a section declares there; a feed or calendar file
 * under a section is not one.
 */
export const isPagePath = (pathname) =>
  pathOwner(pathname) !== undefined && !/\.(xml|json|ics)$/.test(pathname)

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
