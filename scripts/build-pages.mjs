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
import { withSharedModules } from './shared-modules.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const contentRoot = resolve(process.argv[2] ?? `${root}/content`)
// A copy of the shell's build may be named instead (`pnpm build:pages` writes into pages-dist/).
const outDir = resolve(process.argv[3] ?? `${root}/shell/dist`)
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`${outDir}/index.html is missing: build the shell first (pnpm build).`)
  process.exit(1)
}

await withSharedModules(async (load) => {
  const { publishContent } = await load('/vite/site-files/publish-content.ts')
  const { buildSiteFiles } = await load('/vite/site-files/build.ts')
  const { HERO_LCP_IMAGE } = await load(`${root}/shell/src/home/heroImages.ts`)
  publishContent(contentRoot, outDir)
  const report = await buildSiteFiles({
    contentRoot,
    outDir,
    cacheDir: `${root}/node_modules/.cache/osck-social-cards`,
    homeImage: HERO_LCP_IMAGE,
  })
  for (const problem of report.problems) console.warn(`✖ content/${problem.file} skipped: ${problem.error}`)
  console.log(`${report.pages} pages and ${report.cards} social cards written to ${outDir}.`)
})
