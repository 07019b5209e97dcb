/**
 * Every page of the site, once. The shell's routing and start-up preloads, the generated pages and
 * the sitemap, `pnpm start`'s page rules and nginx's page locations are derived from it, and a test
 * checks each of them against it (docs/section-teams.md, "Adding a page").
 *
 * Plain JavaScript with its types beside it (route-table.d.mts): the server (`pnpm start`) reads it
 * with Node alone.
 */

/** @type {readonly import('./route-table.d.mts').SiteRoute[]} */
export const SITE_ROUTES = Object.freeze([
  { path: '/home', owner: 'shell', screen: 'home', page: 'home', landing: true },
  { path: '/blog', owner: 'blog', screen: 'list', page: 'blog-list', landing: true },
  { path: '/blog/:slug', owner: 'blog', screen: 'detail', page: 'blog-post', landing: true },
  { path: '/events', owner: 'events', screen: 'list', page: 'event-list', landing: true },
  { path: '/events/:slug', owner: 'events', screen: 'detail', page: 'event', landing: true },
  { path: '/projects', owner: 'projects', screen: 'list', page: 'project-list', landing: true },
  { path: '/projects/:slug', owner: 'projects', screen: 'detail', page: 'project', landing: true },
])

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The route's path as a pattern over a pathname: `:slug` is one segment; a trailing slash is allowed. */
export function routeRegExp(path) {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : escape(part)))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/** Fixed paths win over patterns (`/events/past` before `/events/:slug`), then the table's order. */
export const byPrecedence = (routes) =>
  [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))

/** Each table's routes in precedence order with their patterns, compiled once per table. */
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

/** The route a pathname shows, with its parameters (decoded), or undefined. */
export function matchRoute(pathname, routes = SITE_ROUTES) {
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

/** The first path segment of every route (`home`, `blog`…): the build's page folders. */
export const pageFolders = (routes = SITE_ROUTES) => [
  ...new Set(routes.map((route) => route.path.split('/')[1])),
]
