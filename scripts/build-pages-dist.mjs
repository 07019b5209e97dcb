#!/usr/bin/env node
/**
 * `pnpm build:pages`: the whole site in pages-dist/, as a files-only host (GitHub Pages, Netlify,
 * Cloudflare Pages) serves it. OSCK_SITE_URL is required: its origin makes the absolute URLs
 * (canonical, Open Graph, feeds, calendars, sitemap), its path is the base path
 * (`https://volunteer.github.io/osck-site` → `/osck-site/`). See docs/deployment.md.
 *
 *   OSCK_SITE_URL=https://osck.example pnpm build:pages [--no-build] [--out <dir>]
 *
 * --no-build reuses the existing `pnpm build` output: the bundles do not depend on the URL.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from './deploy-nginx.mjs'
import { assembleSite } from './pages-dist/assemble.mjs'
import { siteUrlFromEnv } from './pages-dist/site-url.mjs'
import { runSteps } from './run-steps.mjs'

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, out: { type: 'string' } },
})
const site = await siteUrlFromEnv(process.env.OSCK_SITE_URL)
const out = resolve(values.out ?? `${REPO_ROOT}/pages-dist`)

if (!values['no-build']) runSteps([['production build', ['build'], { OSCK_SITE_URL: site.url }]])
assembleSite(out, { siteUrl: site.url, base: site.base })
console.log(`pages-dist ready for ${site.url}/ (base path ${site.base}): ${out}`)
