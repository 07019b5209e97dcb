#!/usr/bin/env node
/**
 * `pnpm pages [contentDir]`: publishes content/ into the shell's existing build (shell/dist):
 * the content API (/content, /uploads) and everything generated from it (route pages, 404.html,
 * social cards, feeds, calendars, sitemap, robots.txt). No remote and no bundle is rebuilt.
 * The public origin comes from OSCK_SITE_URL (see docs/pages-and-feeds.md).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const contentRoot = resolve(process.argv[2] ?? `${root}/content`)
const outDir = `${root}/shell/dist`
if (!existsSync(`${outDir}/index.html`)) {
  console.error('shell/dist/index.html is missing: build the shell first (pnpm build).')
  process.exit(1)
}

const vite = await createServer({
  root: `${root}/shared`,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { publishContent } = await vite.ssrLoadModule('/vite/site-files/publish-content.ts')
  const { buildSiteFiles } = await vite.ssrLoadModule('/vite/site-files/build.ts')
  publishContent(contentRoot, outDir)
  const report = await buildSiteFiles({
    contentRoot,
    outDir,
    cacheDir: `${root}/node_modules/.cache/osck-social-cards`,
  })
  for (const problem of report.problems) console.warn(`✖ content/${problem.file} skipped: ${problem.error}`)
  console.log(`${report.pages} pages and ${report.cards} social cards written to shell/dist.`)
} finally {
  await vite.close()
}
