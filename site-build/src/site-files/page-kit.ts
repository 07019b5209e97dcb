/**
 * What a section's generated pages are made with (`@osck/site-build/pages`): its `src/site-pages.tsx`
 * gives one builder per page it declares (`src/pages.ts`), and the site's assembly hands them to
 * the pipeline. Node only, never in a browser.
 */
import { createElement as h, type ReactElement } from 'react'
import { listMeta } from '@osck/shared/build-kit'
import type { BlogPost, CommunityEvent, PageMeta, Project, SectionStaticPage } from '@osck/shared/build-kit'
import type { SectionKey, SectionPages } from '@osck/shared/sections/section-pages'
import type { ReadItem } from '../read-content'
import type { SiteSettings } from '../site-settings'
import type { LcpImage } from './lcp-preload'
import { ItemBody } from './markdown-html'
import { StaticPage } from './static-frame'

export type { LcpImage, ReadItem }
export { blogFeedFiles } from './feeds'
export { calendarFiles } from './calendar'

/** The social cards the build writes: its pages name them. */
export const CARDS = { cards: true }

/** What the sitemap reads of a content file to date a page. */
export type Dated = { date?: string; startDate?: string; endDate?: string; slug: string }

/** One generated page of a declared page; `params` fill its pattern (`{ slug }`). */
export interface BuiltPage {
  params?: Record<string, string>
  meta: PageMeta
  body: ReactElement
  lcpImage?: LcpImage
  /** The content files the page shows: its sitemap date is the newest of theirs. */
  sources: ReadItem<Dated>[]
}

/** What every builder is given: the readable content (safe slugs only), the clock, the lists' first images. */
export interface PageContext {
  posts: ReadItem<BlogPost>[]
  events: ReadItem<CommunityEvent>[]
  projects: ReadItem<Project>[]
  /** The build's clock: it splits upcoming from past events. */
  now: Date
  listImages: Record<SectionKey, LcpImage | undefined>
  /** The community's settings (content/settings/community.yml): where visitors' forms go. */
  settings: SiteSettings
}

export type PageBuilder = (context: PageContext) => BuiltPage[]

/** What a section shows on Home's generated page: its heading and a few items. */
export interface HomeTeaserPage {
  heading: string
  body: (context: PageContext) => ReactElement
}

/** A file a section publishes beside its pages (a feed, a calendar), at `path` in the site. */
export interface SiteFile {
  path: string
  text: string
}

/** What a section's files are made from: the pages' context, the public origin, each item's last change. */
export interface FileContext extends PageContext {
  origin: string
  /** When a content file last changed: its last commit, else its file's time. */
  changed: (read: ReadItem<unknown>) => Date
}

/**
 * A section's files, named under its own key: `blog/rss.xml`, `events.ics`, `events/<slug>.ics`.
 * The build writes them with the pages and removes them with the section's other output.
 */
export type FileBuilder = (context: FileContext) => SiteFile[]

/** A section's generated pages: one builder per declared page, its part of Home and its files. */
export interface SectionSite {
  section: SectionKey
  pages: SectionPages
  builders: Readonly<Record<string, PageBuilder>>
  teaser?: HomeTeaserPage
  files?: FileBuilder
}

/** A section's pages for the site's assembly; the types ask for one builder per declared page. */
export function sectionSite<P extends SectionPages>(
  section: SectionKey,
  pages: P,
  builders: { readonly [K in keyof P]: PageBuilder },
  { teaser, files }: { teaser?: HomeTeaserPage; files?: FileBuilder } = {},
): SectionSite {
  return { section, pages, builders, teaser, files }
}

/** The page's main text inside the site's frame (name, navigation, feeds). */
export const staticBody = (...children: ReactElement[]): ReactElement => h(StaticPage, null, ...children)

/** A titled part of a page: `<section><h2>heading</h2>…</section>`. */
export const headed = (heading: string, content: ReactElement): ReactElement =>
  h('section', null, h('h2', null, heading), content)

/** A list page: its heading, then its parts. */
export const listPage = (
  meta: PageMeta,
  heading: string,
  parts: ReactElement[],
  sources: ReadItem<Dated>[],
  lcpImage?: LcpImage,
): BuiltPage[] => [{ meta, body: staticBody(h('h1', null, heading), ...parts), lcpImage, sources }]

/** A section's items, in what the build read (the content, or a page's context). */
export const sectionItems = (
  read: Pick<PageContext, 'posts' | 'events' | 'projects'>,
  section: SectionKey,
): ReadItem<Dated>[] => ({ blog: read.posts, events: read.events, projects: read.projects })[section]

/** A section's main list page, at its base path: its list head and card, its first image, all its items. */
export const sectionListPage = (
  context: PageContext,
  section: SectionKey,
  heading: string,
  parts: ReactElement[],
): BuiltPage[] =>
  listPage(
    listMeta(section, CARDS),
    heading,
    parts,
    sectionItems(context, section),
    context.listImages[section],
  )

/**
 * One page per item at `<base>/:slug`: its head, the section's article around the item's markdown
 * (rendered and sanitized here, as in the app) and its photo.
 */
export const detailPages = <T extends Dated & { image: string; content: string }>(
  reads: ReadItem<T>[],
  { Article }: SectionStaticPage<T>,
  meta: (item: T) => PageMeta,
  sizes: string,
  now: Date,
): BuiltPage[] =>
  reads.map((read) => ({
    params: { slug: read.item.slug },
    meta: meta(read.item),
    body: staticBody(h(Article, { item: read.item, body: h(ItemBody, { source: read.item.content }), now })),
    lcpImage: { src: read.item.image, sizes },
    sources: [read],
  }))
