import { siteConfig } from '../site-config'
import type { BlogPost, CommunityEvent, Project } from '../content/types'
import { pageTitle } from './titles'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** The site's own card: Home, the lists and the not-found page. */
export const SITE_CARD_PATH = '/og/site.png'

export type CardSection = 'blog' | 'events' | 'projects'

export const socialCardPath = (section: CardSection, slug: string): string =>
  `/og/${section}/${encodeURIComponent(slug)}.png`

/** The event's calendar file (one VEVENT, Africa/Kampala times). */
export const eventCalendarPath = (slug: string): string => `/events/${encodeURIComponent(slug)}.ics`

export type StructuredData =
  | { kind: 'WebSite' }
  | { kind: 'CollectionPage' }
  | { kind: 'BlogPosting'; post: BlogPost }
  | { kind: 'Event'; event: CommunityEvent }
  | { kind: 'CreativeWork'; project: Project }

/**
 * `cards`: the image is the generated social card (the build, which writes the cards). Without
 * it the image is the item's own picture or the logo: what the screens set at run time, where
 * content may not be published (no card) yet.
 */
export interface MetaOptions {
  cards?: boolean
}

/** Everything a page says about itself, origin-free: the build and the browser add their own. */
export interface PageMeta {
  title: string
  description: string
  /** The page's path, e.g. `/blog/my-post`. */
  path: string
  type: 'website' | 'article'
  image: { path: string; width?: number; height?: number; alt: string }
  structured?: StructuredData
  /** Not a page of its own (not found): `robots: noindex`, no canonical and no og:url. */
  noindex?: true
}

const card = (path: string, alt: string) => ({ path, width: CARD_WIDTH, height: CARD_HEIGHT, alt })
const siteImage = (alt: string, { cards }: MetaOptions) =>
  cards ? card(SITE_CARD_PATH, alt) : { path: siteConfig.logo, alt }
const itemImage = (
  section: CardSection,
  item: { slug: string; image: string; title: string },
  o: MetaOptions,
) => (o.cards ? card(socialCardPath(section, item.slug), item.title) : { path: item.image, alt: item.title })

export const LIST_PAGES = {
  blog: {
    title: pageTitle('Blog'),
    description:
      'Articles, tutorials and stories from the Open Source Community Kampala: meetups, first contributions and lessons learned.',
  },
  events: {
    title: pageTitle('Events & Activities'),
    description:
      'Workshops, meetups and hackathons of Open Source Community Kampala: find upcoming events and look back at past ones.',
  },
  projects: {
    title: pageTitle('Projects'),
    description:
      'Open source projects built by Open Source Community Kampala: browse by category or tag, find one to contribute to, or suggest your own idea.',
  },
} as const

export function homeMeta(options: MetaOptions = {}): PageMeta {
  const { name, description } = siteConfig
  return {
    title: name,
    description,
    path: '/home',
    type: 'website',
    image: siteImage(name, options),
    structured: { kind: 'WebSite' },
  }
}

export function listMeta(section: CardSection, options: MetaOptions = {}): PageMeta {
  const { title, description } = LIST_PAGES[section]
  return {
    title,
    description,
    path: `/${section}`,
    type: 'website',
    image: siteImage(title, options),
    structured: { kind: 'CollectionPage' },
  }
}

/** A section's own fixed page (its `pages.ts` declaration gives the title and description): a collection page. */
export function pageMeta(
  page: { path: string; title?: string; description?: string },
  options: MetaOptions = {},
): PageMeta {
  const title = pageTitle(page.title ?? siteConfig.name)
  return {
    title,
    description: page.description || siteConfig.description,
    path: page.path,
    type: 'website',
    image: siteImage(title, options),
    structured: { kind: 'CollectionPage' },
  }
}

const summary = (description: string) => description || siteConfig.description

export function blogPostMeta(post: BlogPost, options: MetaOptions = {}): PageMeta {
  return {
    title: pageTitle(post.title),
    description: summary(post.description),
    path: `/blog/${encodeURIComponent(post.slug)}`,
    type: 'article',
    image: itemImage('blog', post, options),
    structured: { kind: 'BlogPosting', post },
  }
}

export function eventMeta(event: CommunityEvent, options: MetaOptions = {}): PageMeta {
  return {
    title: pageTitle(event.title),
    description: summary(event.description),
    path: `/events/${encodeURIComponent(event.slug)}`,
    type: 'article',
    image: itemImage('events', event, options),
    structured: { kind: 'Event', event },
  }
}

export function projectMeta(project: Project, options: MetaOptions = {}): PageMeta {
  return {
    title: pageTitle(project.title),
    description: summary(project.description),
    path: `/projects/${encodeURIComponent(project.slug)}`,
    type: 'article',
    image: itemImage('projects', project, options),
    structured: { kind: 'CreativeWork', project },
  }
}

/** 'Page Not Found' for an unknown path; 'Blog Post Not Found' etc. for an unknown slug. */
export function notFoundMeta(heading = 'Page Not Found', path = '/404', options: MetaOptions = {}): PageMeta {
  return {
    title: pageTitle(heading),
    description: siteConfig.description,
    path,
    type: 'website',
    image: siteImage(siteConfig.name, options),
    noindex: true,
  }
}
