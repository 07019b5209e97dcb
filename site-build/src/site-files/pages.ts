import { createElement as h, type ReactElement } from 'react'
import { type ImageManifest, notFoundMeta, type PageMeta } from '@osck/shared/build-kit'
import { byPrecedence, pageFile, routeUrl } from '@osck/shared/route-table'
import type { ContentProblem, ReadItem, SiteContent } from '../read-content'
import { CONTENT_SECTIONS } from '../content-files'
import { isSafeSlug } from './safe-slug'
import { listLcpImages, lcpPreloadMarkup, type LcpImage } from './lcp-preload'
import { PageImages } from './markdown-html'
import { CARDS, sectionItems, type Dated, type PageContext } from './page-kit'
import { pageHtml, type StartHint } from './page-html'
import type { Site } from './site-assembly'
import { StaticPage } from './static-frame'

export interface Route {
  meta: PageMeta
  /** Where the file goes in the shell's build, e.g. `blog/my-post/index.html`. */
  file: string
  body: ReactElement
  /** The image the route's screen loads first with high priority, preloaded by its page. */
  lcpImage?: LcpImage
  /** The content files the page shows: its sitemap date is the newest of theirs. */
  sources: ReadItem<Dated>[]
  /** What the app's start-up fetches with its code: the section's list, or one item. */
  start?: StartHint
}

/**
 * Home's page for the bare `/` on a host that cannot redirect it to `/home` (a static host
 * publishes it as its root `index.html`): Home's head (canonical `/home`) and text; the app then
 * replaces `/` with `/home`. `index.html` itself stays the app page every route starts from.
 */
export const ROOT_PAGE = 'root.html'

/** What every builder reads: the readable content with safe slugs, the clock, the lists' first images. */
export function pageContext(content: SiteContent, now: Date): PageContext {
  const safe = <T extends { slug: string }>(reads: ReadItem<T>[]) =>
    reads.filter((r) => isSafeSlug(r.item.slug))
  return {
    posts: safe(content.posts),
    events: safe(content.events),
    projects: safe(content.projects),
    now,
    listImages: listLcpImages(content),
    settings: content.settings,
  }
}

/** A content file whose slug is a fixed page of its section (`events/past.md` beside `/events/past`). */
export function slugClashes(content: SiteContent, site: Site): ContentProblem[] {
  return CONTENT_SECTIONS.flatMap((section) => {
    const fixed = new Set(site.fixedPaths(section))
    return sectionItems(content, section)
      .filter(({ item }) => fixed.has(`/${section}/${encodeURIComponent(item.slug)}`))
      .map(({ file, item }) => ({
        file,
        error: `its slug "${item.slug}" is the page /${section}/${item.slug}, which shows instead: rename the file`,
      }))
  })
}

/**
 * Every page a visitor can land on: one per declared page of the site (one per item for
 * `/<section>/:slug`), fixed paths first (an item whose slug is one is left out), plus Home's copy for `/`.
 */
export function siteRoutes(content: SiteContent, site: Site, now: Date = new Date()): Route[] {
  const context = pageContext(content, now)
  const taken = new Set<string>()
  const routes = byPrecedence(site.pages).flatMap((page) =>
    page.build(context).flatMap(({ params, ...built }): Route[] => {
      const url = routeUrl(page, params)
      if (taken.has(url)) return []
      taken.add(url)
      const start =
        page.owner === 'home' || !page.content
          ? undefined
          : { section: page.owner, slug: page.content === 'item' ? params?.slug : undefined }
      return [{ ...built, meta: { ...built.meta, path: url }, file: pageFile(url), start }]
    }),
  )
  const home = site.pages.find((page) => page.owner === 'home')
  const homePage = routes.find((route) => route.meta.path === home?.path)
  return homePage ? [...routes, { ...homePage, file: ROOT_PAGE }] : routes
}

/** The not-found page: the app page (it still starts), status 404 from the server. */
export function notFoundRoute(): Route {
  return {
    meta: notFoundMeta(undefined, undefined, CARDS),
    file: '404.html',
    sources: [],
    body: h(
      StaticPage,
      null,
      h('h1', null, '404'),
      h('h2', null, 'Page Not Found'),
      h('p', null, "The page you're looking for doesn't exist or has been moved."),
      h('p', null, h('a', { href: '/home' }, 'Return to Home')),
    ),
  }
}

export function renderRoute(
  template: string,
  route: Route,
  origin: string,
  manifest: ImageManifest = {},
): string {
  const body = h(PageImages.Provider, { value: manifest }, route.body)
  return pageHtml(template, route.meta, origin, body, lcpPreloadMarkup(manifest, route.lcpImage), route.start)
}
