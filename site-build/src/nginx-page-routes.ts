import { pageFolders } from '@osck/shared/route-table'

const HEADER = `# Generated from the site's page folders (shared/src/route-table.mjs) by
# site-build/src/nginx-page-routes.ts; a unit test fails when this file and the folders disagree
# (\`pnpm --filter @osck/site-build test -u\` rewrites it). Included by osck-pages.conf, after the
# calendar files' location. A section's new page needs no change here: every path under its base
# path is answered by the page the build generated for it.
`

/**
 * One nginx location per page folder (Home and each section's base path): any path under it is
 * a file of that name (a feed, a calendar) if one exists, else its generated page
 * (`<path>/index.html`), else the not-found page with status 404.
 */
export function nginxPageRoutes(folders: readonly string[] = pageFolders()): string {
  const blocks = folders.map((folder) =>
    [
      `# /${folder} and every path under it`,
      `location ~ ^(/${folder}(?:/[^/]+)*)/?$ {`,
      '    include snippets/osck-headers-revalidated.conf;',
      '    error_page 404 /404.html;',
      '    try_files $uri $1/index.html =404;',
      '}',
    ].join('\n'),
  )
  return `${HEADER}\n${blocks.join('\n\n')}\n`
}
