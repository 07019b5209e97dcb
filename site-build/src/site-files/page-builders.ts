import { createElement as h, type ReactElement } from 'react'
import {
  blogPostMeta,
  DETAIL_IMAGE_SIZES,
  eventMeta,
  homeMeta,
  isUpcoming,
  listMeta,
  type PageMeta,
  projectMeta,
  type SectionStaticPage,
  siteConfig,
  sortByDateAsc,
  sortByDateDesc,
} from '@osck/shared/build-kit'
import { blogStaticPage } from 'blog-app/static-page'
import { eventsStaticPage } from 'events-app/static-page'
import { projectsStaticPage } from 'projects-app/static-page'
import type { ReadItem, SiteContent } from '../read-content'
import { listLcpImages, type LcpImage } from './lcp-preload'
import { MarkdownBody } from './markdown-html'
import { StaticPage } from './static-frame'

/** The build writes the social cards: its pages name them. */
export const CARDS = { cards: true }

/** What the sitemap reads of a content file to date a page. */
export type Dated = { date?: string; startDate?: string; endDate?: string; slug: string }

/** One generated page of a route; `params` fill the route's pattern (`{ slug }`). */
export interface BuiltPage {
  params?: Record<string, string>
  meta: PageMeta
  body: ReactElement
  lcpImage?: LcpImage
  sources: ReadItem<Dated>[]
}

/** A slug that is a safe single folder name (a file named `...md` must not escape its section). */
export const isSafeSlug = (slug: string): boolean => /^[^/\\]+$/.test(slug) && !/^\.+$/.test(slug)

const section = (heading: string, list: ReactElement) => h('section', null, h('h2', null, heading), list)
const safe = <T extends { slug: string }>(reads: ReadItem<T>[]) =>
  reads.filter((r) => isSafeSlug(r.item.slug))
const body = (...children: ReactElement[]) => h(StaticPage, null, ...children)

/**
 * One page per item of a section, at `/<section>/:slug`: its head, the section's article around
 * the item's markdown (rendered and sanitized here, as in the app) and its photo.
 */
const details = <T extends Dated & { image: string; content: string }>(
  reads: ReadItem<T>[],
  { Article }: SectionStaticPage<T>,
  meta: (item: T) => PageMeta,
  sizes: string,
  now: Date,
): BuiltPage[] =>
  reads.map((read) => ({
    params: { slug: read.item.slug },
    meta: meta(read.item),
    body: body(h(Article, { item: read.item, body: h(MarkdownBody, { source: read.item.content }), now })),
    lcpImage: { src: read.item.image, sizes },
    sources: [read],
  }))

/**
 * The page builders the route table's `page` names: what each generated page shows without
 * JavaScript, and its head. `homeImage`: Home's LCP image (the shell's first hero picture); `now`:
 * the build's clock, which splits upcoming from past events.
 */
export function pageBuilders(
  content: SiteContent,
  homeImage?: LcpImage,
  now: Date = new Date(),
): Record<string, () => BuiltPage[]> {
  const postReads = safe(content.posts)
  const eventReads = safe(content.events)
  const projectReads = safe(content.projects)
  const all = [...postReads, ...eventReads, ...projectReads]
  const posts = sortByDateDesc(postReads.map((r) => r.item))
  const events = sortByDateAsc(eventReads.map((r) => r.item))
  const projects = projectReads.map((r) => r.item)
  const upcoming = events.filter((e) => isUpcoming(e.date, now))
  const past = events.filter((e) => !isUpcoming(e.date, now)).reverse()
  const lists = listLcpImages(content)

  return {
    home: () => [
      {
        meta: homeMeta(CARDS),
        body: body(
          h('h1', null, siteConfig.name),
          h('p', null, siteConfig.heroTagline),
          section('Latest Articles', h(blogStaticPage.Items, { items: posts.slice(0, 3) })),
          section('Upcoming Events', h(eventsStaticPage.Items, { items: upcoming.slice(0, 3) })),
          section('Projects', h(projectsStaticPage.Items, { items: projects.slice(0, 3) })),
        ),
        lcpImage: homeImage,
        sources: all,
      },
    ],
    'blog-list': () => [
      {
        meta: listMeta('blog', CARDS),
        body: body(
          h('h1', null, 'Blog'),
          section('Latest Articles', h(blogStaticPage.Items, { items: posts })),
        ),
        lcpImage: lists.blog,
        sources: postReads,
      },
    ],
    'event-list': () => [
      {
        meta: listMeta('events', CARDS),
        body: body(
          h('h1', null, 'Events & Activities'),
          section('Upcoming Events', h(eventsStaticPage.Items, { items: upcoming })),
          section('Past Events', h(eventsStaticPage.Items, { items: past })),
        ),
        lcpImage: lists.events,
        sources: eventReads,
      },
    ],
    'project-list': () => [
      {
        meta: listMeta('projects', CARDS),
        body: body(
          h('h1', null, 'Our Projects'),
          section('Projects', h(projectsStaticPage.Items, { items: projects })),
        ),
        lcpImage: lists.projects,
        sources: projectReads,
      },
    ],
    'blog-post': () =>
      details(postReads, blogStaticPage, (p) => blogPostMeta(p, CARDS), DETAIL_IMAGE_SIZES.post, now),
    event: () =>
      details(eventReads, eventsStaticPage, (e) => eventMeta(e, CARDS), DETAIL_IMAGE_SIZES.event, now),
    project: () =>
      details(
        projectReads,
        projectsStaticPage,
        (p) => projectMeta(p, CARDS),
        DETAIL_IMAGE_SIZES.project,
        now,
      ),
  }
}
