/**
 * Where the site's pages live: Home is the shell's, and every path under a section's base path is
 * that section's, whatever pages the section declares there (its `src/pages.ts`). The shell
 * mounts a section's remote on its base path, and `pnpm start`, nginx's page locations and the
 * static-host layout answer any path under these folders with its generated page or the
 * not-found page; none of them lists a section's pages (docs/section-teams.md, "Adding a page").
 *
 * Plain JavaScript with its types beside it (route-table.d.mts): the server (`pnpm start`) reads it
 * with Node alone.
 */

export { byPrecedence, pageFolders, pathOwner, SITE_PATHS } from './site-paths.mjs'

/** The URL of one page of a route: `/blog/:slug` with `{ slug: 'a b' }` is `/blog/a%20b`. */
export function routeUrl(route, params = {}) {
  return route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name] ?? ''))
}

/** Where a page's generated HTML is written in the shell's build: `/blog/x` → `blog/x/index.html`. */
export const pageFile = (url) => `${url.slice(1)}/index.html`
