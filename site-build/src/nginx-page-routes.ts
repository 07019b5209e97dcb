import { byPrecedence, routeRegExp, SITE_ROUTES, type SiteRoute } from '@osck/shared/route-table'

const HEADER = `# Generated from the route table (shared/src/route-table.mjs) by site-build/src/nginx-page-routes.ts;
# a unit test fails when this file and the table disagree (\`pnpm --filter @osck/site-build test -u\`
# rewrites it). Included by osck-pages.conf, after the calendar files' location.
`

/**
 * One nginx location per landing route: its generated page (`<path>/index.html`), or for a
 * `:slug` route a file of that name (a feed, a calendar) first; an unknown slug gets the
 * not-found page with status 404.
 */
export function nginxPageRoutes(routes: readonly SiteRoute[] = SITE_ROUTES): string {
  // nginx tries regex locations in order: `/events/past` must come before `/events/:slug`.
  const blocks = byPrecedence(routes)
    .filter((route) => route.landing)
    .map((route) => {
      let group = 0
      const page = route.path.replace(/:\w+/g, () => `$${++group}`)
      const tryFiles = group ? `$uri ${page}/index.html =404` : `${page}/index.html =404`
      return [
        `# ${route.path}: ${route.owner} ${route.screen}`,
        `location ~ ${routeRegExp(route.path).source.replace(/\\\//g, '/')} {`,
        '    include snippets/osck-shell-headers.conf;',
        '    add_header Cache-Control "no-cache" always;',
        '    error_page 404 /404.html;',
        `    try_files ${tryFiles};`,
        '}',
      ].join('\n')
    })
  return `${HEADER}\n${blocks.join('\n\n')}\n`
}
