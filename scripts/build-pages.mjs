#!/usr/bin/env node
/**
 * `pnpm pages [contentDir] [outDir]`: publishes content/ (or `contentDir`) into the shell's
 * existing build (shell/dist, or `outDir`) through the same content step as the shell build
 * (`publishSiteContent`): the content API, the image variants and manifests, every route's page,
 * 404.html, social cards, feeds, calendars, sitemap and robots.txt. No remote and no bundle is
 * rebuilt. The public origin comes from OSCK_SITE_URL (see docs/pages-and-feeds.md).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withBuildModules } from './build-modules.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const contentArg = process.argv[2]
// A copy of the shell's build may be named instead (`pnpm build:pages` writes into pages-dist/).
const outDir = resolve(process.argv[3] ?? `${root}/shell/dist`)
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`${outDir}/index.html is missing: build the shell first (pnpm build).`)
  process.exit(1)
}

await withBuildModules(async (load) => {
  const { contentPublishOptions, publishSiteContent, describeHeavy } = await load('@osck/site-build/publish')
  // The site's pages: Home and each section's, as the shell's build assembles them.
  const { site } = await load(`${root}/shell/vite/site/assembly.ts`)
  const options = { ...contentPublishOptions(), site }
  if (contentArg) options.contentRoot = resolve(contentArg)
  const started = Date.now()
  const report = await publishSiteContent(outDir, options)
  for (const problem of report.problems) console.warn(`✖ content/${problem.file} skipped: ${problem.error}`)
  for (const line of report.imageProblems) console.warn(`⚠ ${line}`)
  for (const image of report.heavy) console.warn(`⚠ ${describeHeavy(image)}`)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `${report.images} images (${report.encoded} encoded), ${report.pages} pages and ${report.cards} social cards published to ${outDir} in ${seconds} s.`,
  )
})
