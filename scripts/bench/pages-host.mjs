/**
 * The site as GitHub Pages visitors get it: the current build assembled as `pnpm build:pages`
 * does, served by nginx with Pages' rules (scripts/pages-host.mjs), at a host's root and under
 * /osck-site/. Its first-load and Lighthouse rows sit beside the `pnpm start` rows.
 */
import { join } from 'node:path'
import { REPO_ROOT } from '../deploy-nginx.mjs'
import { assembleTestSites, servePages } from '../pages-host.mjs'

/** The bench's label of a Pages host: `Pages /` or `Pages /osck-site/`. */
export const pagesHostLabel = (base) => `Pages ${base}`

/**
 * Runs `use(hosts)` with both Pages hosts up; each host is `{ label, base, stop }`, `base` the
 * URL a route's path is appended to (no trailing slash). Stops them afterwards.
 */
export async function withPagesHosts(port, use) {
  const sites = assembleTestSites(port, join(REPO_ROOT, '.bench/pages'))
  const servers = []
  try {
    for (const site of sites) servers.push(await servePages(site))
    const hosts = servers.map((server, index) => ({
      label: pagesHostLabel(sites[index].base),
      base: server.url.replace(/\/$/, ''),
    }))
    return await use(hosts)
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
