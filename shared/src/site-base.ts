/**
 * The path the site is published under: `/` on its own host, `/osck-site/` on a GitHub Pages
 * project site. The published HTML names it in `<meta name="osck-base">` (written by
 * `pnpm build:pages`); the bundles are the same for every base, so a base needs no rebuild.
 */
export const BASE_META = 'osck-base'

let cached: string | undefined

/** `/` or `/a/b/` (leading and trailing slash), as the page's meta says. */
export function siteBase(): string {
  if (cached === undefined) {
    const value = globalThis.document?.querySelector(`meta[name="${BASE_META}"]`)?.getAttribute('content')
    cached = normalizeBase(value ?? '/')
  }
  return cached
}

/** `a/b`, `/a/b`, `/a/b/` → `/a/b/`; empty → `/`. Upper case is kept (paths are case-sensitive). */
export function normalizeBase(value: string): string {
  const parts = value.split('/').filter(Boolean)
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`
}

/** A root-relative site path (`/content/…`) under the base; any other URL is left as it is. */
export function sitePath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  return siteBase() + path.slice(1)
}

/** A page's path as the router sees it: the base taken off (compared without case, as React Router does). */
export function routePath(pathname: string): string {
  const base = siteBase()
  if (base === '/') return pathname
  const bare = base.slice(0, -1)
  if (pathname.toLowerCase() === bare.toLowerCase()) return '/'
  return pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(bare.length) : pathname
}

/** The public URL of the site without a trailing slash: the origin, plus the base if any. */
export function siteRoot(origin: string, base = siteBase()): string {
  return origin.replace(/\/$/, '') + base.slice(0, -1)
}

/** For tests: forget the base read from the page. */
export function resetSiteBase(): void {
  cached = undefined
}
