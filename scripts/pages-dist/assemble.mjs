/**
 * The whole site as one folder for a files-only host (`pnpm build:pages` → pages-dist/): the
 * shell's build at the top, each remote under `remotes/<section>/`, the content and every page
 * generated from it (`pnpm pages`) in the layout of layout.mjs, the HTML under the base path.
 * The deploy scripts (scripts/pages-deploy.mjs) publish one part at a time with the same functions.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { DIST, REPO_ROOT, SECTIONS } from '../deploy-nginx.mjs'
import { headersFile } from '../header-renderings.mjs'
import { rebaseHtml } from './html.mjs'
import { flattenPages } from './layout.mjs'
import { formOriginsOf, formOriginsOfHtml } from '../../deploy/form-origins.mjs'
import { adminMetaCsp, metaCsp, sanitizeSvgUploads, withMetaCsp } from './security.mjs'

/**
 * A files-only host answers `/` with `index.html`, which is Home's own page here (root.html, for
 * readers without JavaScript); the app page every generated page is made from is kept beside it,
 * for later deploys. A host serves it as `/app-shell`: it is marked noindex, never a page of the site.
 */
export const APP_TEMPLATE = 'app-shell.html'
const NOINDEX = '<meta name="robots" content="noindex" />'
const withNoindex = (html) => html.replace(/<head>/i, (head) => `${head}\n    ${NOINDEX}`)
const withoutNoindex = (html) => html.replace(`\n    ${NOINDEX}`, '')

/** A copy of the shell's build (bundles, index.html, worker, icons, site images). */
export function copyShellBuild(out, source = DIST.shell) {
  if (!existsSync(join(source, 'index.html')))
    throw new Error(`no shell build in ${relative(REPO_ROOT, source) || source}: run pnpm build first`)
  cpSync(source, out, { recursive: true })
  writeFileSync(join(out, APP_TEMPLATE), withNoindex(readFileSync(join(out, 'index.html'), 'utf8')))
  markNoJekyll(out)
}

/** GitHub Pages would run Jekyll on a branch without it, which drops files starting with `_` (federation chunks). */
export function markNoJekyll(out) {
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, '.nojekyll'), '')
}

/**
 * A remote's build into `remotes/<section>/`. Files already there stay: a tab opened before the
 * deploy still runs the previous remoteEntry.js, whose hashed chunks it may yet import.
 */
export function copyRemoteBuild(out, section, source = DIST[section]) {
  if (!existsSync(join(source, 'remoteEntry.js')))
    throw new Error(`no ${section} build in ${relative(REPO_ROOT, source)}: run pnpm build first`)
  const target = join(out, 'remotes', section)
  // The remote's standalone page is for its own dev server, never published.
  cpSync(source, target, { recursive: true, filter: (file) => file !== join(source, 'index.html') })
}

/** remotes.json with each remote under the base path (the shell's defaults, written for the host). */
export function writeRemotesManifest(out, base) {
  const manifest = Object.fromEntries(SECTIONS.map((s) => [s, `${base}remotes/${s}/remoteEntry.js`]))
  writeFileSync(join(out, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/**
 * The content API and the pages, cards, feeds, calendars and sitemap generated from it, written by
 * `pnpm pages` (scripts/build-pages.mjs) into `out`, then laid out and rebased for the host.
 */
export function publishContentPages(out, { siteUrl, base, contentRoot = join(REPO_ROOT, 'content') }) {
  const template = join(out, APP_TEMPLATE)
  if (existsSync(template))
    writeFileSync(join(out, 'index.html'), withoutNoindex(readFileSync(template, 'utf8')))
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-pages.mjs'), contentRoot, out], {
    stdio: 'inherit',
    env: { ...process.env, OSCK_SITE_URL: siteUrl },
  })
  if (result.status !== 0) throw new Error(`pnpm pages failed (exit ${result.status})`)
  flattenPages(out)
  if (existsSync(join(out, 'root.html'))) renameSync(join(out, 'root.html'), join(out, 'index.html'))
  rebaseAllHtml(out, base)
  for (const file of sanitizeSvgUploads(join(out, 'uploads')))
    console.warn(
      `⚠ ${relative(out, file)}: scripts and event handlers removed (an SVG upload is never active content)`,
    )
  // The content's settings name where forms post: the policy follows them.
  writeHeadersFile(out, base)
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the policy of deploy/nginx.conf and `pnpm start`
 * (deploy/header-rules.mjs), its paths under the base path. GitHub Pages serves it as a file.
 */
export function writeHeadersFile(out, base) {
  const extraImgSrc = (process.env.OSCK_EXTRA_IMG_SRC ?? '').split(/\s+/).filter(Boolean).join(' ')
  writeFileSync(join(out, '_headers'), headersFile(base, { extraImgSrc, formOrigins: formOriginsOf(out) }))
}

/** Every HTML file of the shell and the pages (not the remotes): under the base path, with the CSP. */
export function rebaseAllHtml(out, base) {
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8')
    const policy = relative(out, file).startsWith('admin/')
      ? adminMetaCsp()
      : metaCsp(undefined, formOriginsOfHtml(html))
    writeFileSync(file, withMetaCsp(rebaseHtml(html, base), policy))
  }
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dir, file).startsWith('remotes/'))
}

/** The whole site into `out`, from the existing builds (pnpm build). */
export function assembleSite(out, { siteUrl, base, contentRoot }) {
  rmSync(out, { recursive: true, force: true })
  copyShellBuild(out)
  for (const section of SECTIONS) copyRemoteBuild(out, section)
  writeRemotesManifest(out, base)
  writeHeadersFile(out, base)
  publishContentPages(out, { siteUrl, base, contentRoot })
}
