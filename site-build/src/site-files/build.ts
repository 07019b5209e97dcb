import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { siteConfig } from '@osck/shared/build-kit'
import { pageFolders } from '@osck/shared/route-table'
import { CONTENT_SECTIONS } from '../content-files'
import { publicSiteUrl } from '../site-url'
import { readSiteContent, type ContentProblem, type ReadItem } from '../read-content'
import { readImageManifests } from './lcp-preload'
import { notFoundRoute, pageContext, renderRoute, ROOT_PAGE, siteRoutes, slugClashes } from './pages'
import type { Site } from './site-assembly'
import { cardJobs, writeCards } from './social-cards'
import { lastCommits, sitemapEntries } from './lastmod'
import { robotsTxt, sitemapXml } from './sitemap'
import { appPagesWithSettings } from './settings-pages'

export interface SiteFilesOptions {
  contentRoot: string
  /** The shell's build folder: holds index.html, receives everything generated. */
  outDir: string
  /** Where unchanged social cards are kept between builds. */
  cacheDir: string
  /** Public origin; defaults to OSCK_SITE_URL, then the site config's. */
  origin?: string
  /** The site's pages: Home and each section's (the shell's assembly, `assembleSite`). */
  site: Site
  /** The clock that splits upcoming from past events; defaults to OSCK_BUILD_NOW, then now. */
  now?: Date
}

export interface SiteFilesReport {
  pages: number
  cards: number
  problems: ContentProblem[]
}

/** Everything this module writes; removed first, so a deleted post leaves no page behind. */
const GENERATED = [...pageFolders(), 'og', '404.html', ROOT_PAGE, 'sitemap.xml', 'robots.txt']

/** A section's files at the root (`events.ics`): named after its key, removed with its pages. */
const sectionRootFiles = (outDir: string) =>
  readdirSync(outDir).filter((name) => CONTENT_SECTIONS.some((section) => name.startsWith(`${section}.`)))

/**
 * The build's "now": `OSCK_BUILD_NOW` (an ISO date-time, to preview or test the site as it will be
 * on another day), else the real clock. A daily rebuild is what moves events from upcoming to past.
 */
export function buildNow(value = process.env.OSCK_BUILD_NOW): Date {
  if (!value) return new Date()
  const now = new Date(value)
  if (Number.isNaN(now.getTime())) throw new Error(`OSCK_BUILD_NOW is not a date-time: ${value}`)
  return now
}

/** The site's public URL, base path included, without a trailing slash (site-url.ts checks it). */
export function publicOrigin(value = process.env.OSCK_SITE_URL || siteConfig.siteUrl): string {
  return publicSiteUrl(value)
}

function write(outDir: string, path: string, text: string | Buffer): void {
  const file = join(outDir, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/**
 * Per-route HTML (own head, main text), the not-found page, social cards, each section's files
 * (the blog's feeds, the events' calendars), sitemap and robots.txt, from `content/` and the
 * shell's built index.html.
 */
export async function buildSiteFiles(options: SiteFilesOptions): Promise<SiteFilesReport> {
  const { contentRoot, outDir, cacheDir } = options
  const origin = publicOrigin(options.origin)
  const now = options.now ?? buildNow()
  const content = readSiteContent(contentRoot)
  const template = appPagesWithSettings(outDir, content.settings)
  for (const name of [...GENERATED, ...sectionRootFiles(outDir)])
    rmSync(join(outDir, name), { recursive: true, force: true })

  const routes = siteRoutes(content, options.site, now)
  const manifest = readImageManifests(outDir)
  for (const route of [...routes, notFoundRoute()])
    write(outDir, route.file, renderRoute(template, route, origin, manifest))

  const slugs = new Set(routes.map((route) => route.meta.path))
  const posts = content.posts.filter(({ item }) => slugs.has(`/blog/${encodeURIComponent(item.slug)}`))
  const events = content.events.filter(({ item }) => slugs.has(`/events/${encodeURIComponent(item.slug)}`))
  const projects = content.projects.filter(({ item }) =>
    slugs.has(`/projects/${encodeURIComponent(item.slug)}`),
  )
  const jobs = cardJobs(
    posts.map((r) => r.item),
    events.map((r) => r.item),
    projects.map((r) => r.item),
  )
  await writeCards(jobs, outDir, cacheDir)

  const commits = lastCommits(contentRoot)
  const changed = ({ file, modified }: ReadItem<unknown>) =>
    commits.get(file.split(sep).join('/')) ?? modified
  const context = { ...pageContext(content, now), posts, events, projects, origin, changed }
  for (const file of options.site.files(context)) write(outDir, file.path, file.text)

  const pages = routes.filter((route) => route.file !== ROOT_PAGE)
  const entries = sitemapEntries(pages, commits, now)
  write(outDir, 'sitemap.xml', await sitemapXml(entries, origin))
  write(outDir, 'robots.txt', robotsTxt(origin))
  return {
    pages: routes.length + 1,
    cards: jobs.length,
    problems: [...content.problems, ...slugClashes(content, options.site)],
  }
}
