/**
 * Where the site's pages live: Home is the shell's, and every path under a section's base path is
 * that section's, whatever pages the section declares there (its `src/pages.ts`). The shell
 * mounts a section's remote on its base path, and `pnpm start`, nginx's page locations and the
 * static-host layout answer any path under these folders with its generated page or the
 * not-found page; none of them lists a section's pages (docs/section-teams.md, "Adding a page").
 *
 * Plain JavaScript with its types beside it (route-table.d.mts): the server (`pnpm start`) reads it
 * with Node alone. The matching helpers serve the sections' page declarations.
 */

export { pageFolders, pathOwner, SITE_PATHS } from './site-paths.mjs'

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A page's path as a pattern over a pathname: `:slug` is one segment; a trailing slash is allowed. */
export function routeRegExp(path) {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : escape(part)))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/** Fixed paths win over patterns (`/events/past` before `/events/:slug`), then the list's order. */
export const byPrecedence = (routes) =>
  [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))

/** Each list's routes in precedence order with their patterns, compiled once per list. */
const compiled = new WeakMap()
const compile = (routes) => {
  if (!compiled.has(routes))
    compiled.set(
      routes,
      byPrecedence(routes).map((route) => ({
        route,
        pattern: routeRegExp(route.path),
        names: route.path.split('/').filter((part) => part.startsWith(':')),
      })),
    )
  return compiled.get(routes)
}

/** The route of `routes` a pathname shows, with its parameters (decoded), or undefined. */
export function matchRoute(pathname, routes) {
  for (const { route, pattern, names } of compile(routes)) {
    const match = pattern.exec(pathname)
    if (!match) continue
    const params = {}
    try {
      names.forEach((name, i) => (params[name.slice(1)] = decodeURIComponent(match[i + 1])))
    } catch {
      return undefined
    }
    return { route, params }
  }
  return undefined
}

/** The URL of one page of a route: `/blog/:slug` with `{ slug: 'a b' }` is `/blog/a%20b`. */
export function routeUrl(route, params = {}) {
  return route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? ''))
}

/** Where a page's generated HTML is written in the shell's build: `/blog/x` → `blog/x/index.html`. */
export const pageFile = (url) => `${url.slice(1)}/index.html`
