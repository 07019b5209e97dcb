/**
 * Where the site's pages live: Home is the shell's, and every path under a section's base path is
 * that section's, whatever pages the section declares there (its `src/pages.ts`). Plain JavaScript
 * with its types beside it (site-paths.d.mts), and small: each remote's first chunk holds it.
 */

/** Home, then each section by name: its base path. */
export const SITE_PATHS = {
  home: '/home',
  blog: '/blog',
  events: '/events',
  projects: '/projects',
}

/** The first path segment of every page (`home`, `blog`…): the build's page folders. */
export const pageFolders = () => Object.values(SITE_PATHS).map((path) => path.slice(1))

/** Who owns `pathname`: `home`, a section's name, or undefined (not a page of the site). */
export function pathOwner(pathname) {
  for (const [owner, base] of Object.entries(SITE_PATHS))
    if (pathname === base || pathname.startsWith(`${base}/`)) return owner
  return undefined
}

/**
 * Whether `pathname` is a page of `path` (`/events/:slug`: `:slug` is one non-empty segment; a
 * trailing slash is allowed). The app's router and the servers decode; this only tells pages apart.
 */
export function pathMatches(path, pathname) {
  const want = path.split('/')
  const got = pathname.replace(/(.)\/$/, '$1').split('/')
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  )
}

/** Fixed paths win over patterns (`/events/past` before `/events/:slug`), then the list's order. */
export const byPrecedence = (routes) =>
  [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
