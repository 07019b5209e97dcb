import { createElement as h, type ReactElement } from 'react'
import { type ImageManifest, notFoundMeta, type PageMeta } from '@osck/shared/build-kit'
import { pageFile, routeUrl, SITE_ROUTES, type SiteRoute } from '@osck/shared/route-table'
import type { ReadItem, SiteContent } from '../read-content'
import { lcpPreloadMarkup, type LcpImage } from './lcp-preload'
import { PageImages } from './markdown-html'
import { CARDS, pageBuilders, type Dated } from './page-builders'
import { pageHtml } from './page-html'
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
}

/**
 * Home's page for the bare `/` on a host that cannot redirect it to `/home` (a static host
 * publishes it as its root `index.html`): Home's head (canonical `/home`) and text; the app then
 * replaces `/` with `/home`. `index.html` itself stays the app page every route starts from.
 */
export const ROOT_PAGE = 'root.html'

/**
 * Every page a visitor can land on: one per landing route of the route table (one per item for
 * `/<section>/:slug`), each from the builder its `page` names, plus Home's copy for `/`.
 */
export function siteRoutes(
  content: SiteContent,
  homeImage?: LcpImage,
  table: readonly SiteRoute[] = SITE_ROUTES,
  now: Date = new Date(),
): Route[] {
  const builders = pageBuilders(content, homeImage, now)
  const routes = table
    .filter((entry) => entry.landing)
    .flatMap((entry) => {
      const build = builders[entry.page]
      if (!build)
        throw new Error(`The route ${entry.path} names no page builder "${entry.page}" (page-builders.ts).`)
      return build().map(({ params, ...page }): Route => {
        const url = routeUrl(entry, params)
        return { ...page, meta: { ...page.meta, path: url }, file: pageFile(url) }
      })
    })
  const home = table.find((entry) => entry.owner === 'shell' && entry.screen === 'home')
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
  return pageHtml(template, route.meta, origin, body, lcpPreloadMarkup(manifest, route.lcpImage))
}
