#!/usr/bin/env node
/**
 * nginx with GitHub Pages' rules, for the static-host e2e (playwright.pages.config.ts) and for a
 * local look at pages-dist: files only, `x.html` for `/x`, a folder's index.html with a 301 from
 * `/x` to `/x/`, `404.html` with status 404 for anything missing (no SPA fallback),
 * `Cache-Control: max-age=600` on every answer and no other header of the site's own.
 *
 *   node scripts/pages-host.mjs            # root site on :4301, the same under /osck-site/ on :4302
 *
 * It assembles both trees from the existing `pnpm build` (build:pages --no-build) into e2e/.tmp/.
 * PAGES_BASE_PORT moves the ports.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPO_ROOT } from './deploy-nginx.mjs'
import { startNginx, writeRuntimeConfig } from './nginx-runtime.mjs'
import { assembleSite } from './pages-dist/assemble.mjs'

/** The server block of one Pages site: `www` is the host's root, the site lives at `base` in it. */
export function pagesServerBlock({ port, www, base }) {
  const notFound = `${base}404.html`
  return `server {
    listen 127.0.0.1:${port};
    root ${www};
    absolute_redirect off;
    etag on;
    index index.html;
    add_header Cache-Control "max-age=600" always;
    location / {
        error_page 404 ${base === '/' ? notFound : '/github-404.html'};
        try_files $uri $uri.html $uri/ =404;
    }
${
  base === '/'
    ? ''
    : `    location ${base} {
        error_page 404 ${notFound};
        try_files $uri $uri.html $uri/ =404;
    }
`
}}
`
}

/**
 * Serves `siteDir` (an assembled pages-dist) at `base` on `port`, with a private nginx under
 * `runDir`. Resolves to the running server ({ origin, url, stop, reload }).
 */
export async function servePages({ siteDir, base, port, runDir }) {
  const www = join(runDir, 'www')
  rmSync(runDir, { recursive: true, force: true })
  mkdirSync(join(runDir, 'conf.d'), { recursive: true })
  mkdirSync(join(www, base), { recursive: true })
  if (base === '/') {
    rmSync(www, { recursive: true })
    symlinkSync(resolve(siteDir), www)
  } else {
    rmSync(join(www, base), { recursive: true })
    symlinkSync(resolve(siteDir), join(www, base.slice(0, -1)))
    writeFileSync(join(www, 'github-404.html'), '<!doctype html><title>Site not found</title>\n')
  }
  writeRuntimeConfig(runDir)
  // nginx-runtime.mjs includes conf.d/*.conf and reads its listen ports from conf.d/osck.conf.
  writeFileSync(join(runDir, 'conf.d/osck.conf'), pagesServerBlock({ port, www, base }))
  const nginx = await startNginx(runDir)
  const origin = `http://127.0.0.1:${port}`
  return { ...nginx, origin, url: `${origin}${base}` }
}

export const PAGES_SITES = [
  { name: 'root', base: '/' },
  { name: 'base', base: '/osck-site/' },
]

/** Both trees (root and /osck-site/) from the existing builds, each for its own URL. */
export function assembleTestSites(basePort, dir = join(REPO_ROOT, 'e2e/.tmp/pages')) {
  return PAGES_SITES.map((site, index) => {
    const port = basePort + index
    const siteDir = join(dir, site.name)
    const siteUrl = `http://127.0.0.1:${port}${site.base}`.replace(/\/$/, '')
    assembleSite(siteDir, { siteUrl, base: site.base })
    return { ...site, port, siteDir, runDir: join(dir, `${site.name}-nginx`) }
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const basePort = Number(process.env.PAGES_BASE_PORT ?? 4301)
  const servers = []
  for (const site of assembleTestSites(basePort)) {
    const server = await servePages(site)
    servers.push(server)
    console.log(`GitHub Pages rules: ${server.url} (${site.siteDir})`)
  }
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
