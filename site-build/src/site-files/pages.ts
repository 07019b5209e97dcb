import { createElement as h, type ReactElement } from 'react'
import {
  blogPostMeta,
  DETAIL_IMAGE_SIZES,
  eventMeta,
  homeMeta,
  type ImageManifest,
  isUpcoming,
  listMeta,
  notFoundMeta,
  type PageMeta,
  projectMeta,
  siteConfig,
  sortByDateAsc,
  sortByDateDesc,
} from '@osck/shared/build-kit'
import type { SiteContent } from '../read-content'
import { listLcpImages, lcpPreloadMarkup, type LcpImage } from './lcp-preload'
import { PageImages } from './markdown-html'
import { pageHtml } from './page-html'
import {
  EventArticle,
  EventItems,
  PostArticle,
  PostItems,
  ProjectArticle,
  ProjectItems,
  StaticPage,
} from './static-body'

/** The build writes the social cards: its pages name them. */
const CARDS = { cards: true }

export interface Route {
  meta: PageMeta
  /** Where the file goes in the shell's build, e.g. `blog/my-post/index.html`. */
  file: string
  body: ReactElement
  /** The image the route's screen loads first with high priority, preloaded by its page. */
  lcpImage?: LcpImage
}

/**
 * Home's page for the bare `/` on a host that cannot redirect it to `/home` (a static host
 * publishes it as its root `index.html`): Home's head (canonical `/home`) and text; the app then
 * replaces `/` with `/home`. `index.html` itself stays the app page every route starts from.
 */
export const ROOT_PAGE = 'root.html'

/** A slug that is a safe single folder name (a file named `...md` must not escape its section). */
export const isSafeSlug = (slug: string): boolean => /^[^/\\]+$/.test(slug) && !/^\.+$/.test(slug)

const section = (heading: string, list: ReactElement) => h('section', null, h('h2', null, heading), list)

/** Every route a visitor can land on, with its meta and main text; `homeImage`: Home's LCP image. */
export function siteRoutes(content: SiteContent, homeImage?: LcpImage): Route[] {
  const posts = sortByDateDesc(content.posts.map((r) => r.item)).filter((p) => isSafeSlug(p.slug))
  const events = sortByDateAsc(content.events.map((r) => r.item)).filter((e) => isSafeSlug(e.slug))
  const projects = content.projects.map((r) => r.item).filter((p) => isSafeSlug(p.slug))
  const upcoming = events.filter((e) => isUpcoming(e.date))
  const past = events.filter((e) => !isUpcoming(e.date)).reverse()
  const page = (meta: PageMeta, file: string, ...children: ReactElement[]): Route => ({
    meta,
    file,
    body: h(StaticPage, null, ...children),
  })

  const withImage = (route: Route, lcpImage: LcpImage | undefined): Route => ({ ...route, lcpImage })
  const lists = listLcpImages(content)

  const home: Route = {
    ...page(
      homeMeta(CARDS),
      'home/index.html',
      h('h1', null, siteConfig.name),
      h('p', null, siteConfig.heroTagline),
      section('Latest Articles', h(PostItems, { posts: posts.slice(0, 3) })),
      section('Upcoming Events', h(EventItems, { events: upcoming.slice(0, 3) })),
      section('Projects', h(ProjectItems, { projects: projects.slice(0, 3) })),
    ),
    lcpImage: homeImage,
  }

  return [
    home,
    { ...home, file: ROOT_PAGE },
    withImage(
      page(
        listMeta('blog', CARDS),
        'blog/index.html',
        h('h1', null, 'Blog'),
        section('Latest Articles', h(PostItems, { posts })),
      ),
      lists.blog,
    ),
    withImage(
      page(
        listMeta('events', CARDS),
        'events/index.html',
        h('h1', null, 'Events & Activities'),
        section('Upcoming Events', h(EventItems, { events: upcoming })),
        section('Past Events', h(EventItems, { events: past })),
      ),
      lists.events,
    ),
    withImage(
      page(
        listMeta('projects', CARDS),
        'projects/index.html',
        h('h1', null, 'Our Projects'),
        section('Projects', h(ProjectItems, { projects })),
      ),
      lists.projects,
    ),
    ...posts.map((post) =>
      withImage(page(blogPostMeta(post, CARDS), `blog/${post.slug}/index.html`, h(PostArticle, { post })), {
        src: post.image,
        sizes: DETAIL_IMAGE_SIZES.post,
      }),
    ),
    ...events.map((event) =>
      withImage(
        page(eventMeta(event, CARDS), `events/${event.slug}/index.html`, h(EventArticle, { event })),
        { src: event.image, sizes: DETAIL_IMAGE_SIZES.event },
      ),
    ),
    ...projects.map((project) =>
      withImage(
        page(
          projectMeta(project, CARDS),
          `projects/${project.slug}/index.html`,
          h(ProjectArticle, { project }),
        ),
        { src: project.image, sizes: DETAIL_IMAGE_SIZES.project },
      ),
    ),
  ]
}

/** The not-found page: the app page (it still starts), status 404 from the server. */
export function notFoundRoute(): Route {
  return {
    meta: notFoundMeta(undefined, undefined, CARDS),
    file: '404.html',
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
