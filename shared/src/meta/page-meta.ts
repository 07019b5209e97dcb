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

/** Everything a page says about itself, origin-free: the build and the browser add their own. */
export interface PageMeta {
  title: string
  description: string
  /** The page's path, e.g. `/blog/my-post`. */
  path: string
  type: 'website' | 'article'
  image: { path: string; width: number; height: number; alt: string }
  structured?: StructuredData
}

const siteCard = (alt: string) => ({ path: SITE_CARD_PATH, width: CARD_WIDTH, height: CARD_HEIGHT, alt })
const itemCard = (section: CardSection, slug: string, alt: string) => ({
  ...siteCard(alt),
  path: socialCardPath(section, slug),
})

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

export function homeMeta(): PageMeta {
  const { name, description } = siteConfig
  return {
    title: name,
    description,
    path: '/home',
    type: 'website',
    image: siteCard(name),
    structured: { kind: 'WebSite' },
  }
}

export function listMeta(section: CardSection): PageMeta {
  const { title, description } = LIST_PAGES[section]
  return {
    title,
    description,
    path: `/${section}`,
    type: 'website',
    image: siteCard(title),
    structured: { kind: 'CollectionPage' },
  }
}

const summary = (description: string) => description || siteConfig.description

export function blogPostMeta(post: BlogPost): PageMeta {
  return {
    title: pageTitle(post.title),
    description: summary(post.description),
    path: `/blog/${encodeURIComponent(post.slug)}`,
    type: 'article',
    image: itemCard('blog', post.slug, post.title),
    structured: { kind: 'BlogPosting', post },
  }
}

export function eventMeta(event: CommunityEvent): PageMeta {
  return {
    title: pageTitle(event.title),
    description: summary(event.description),
    path: `/events/${encodeURIComponent(event.slug)}`,
    type: 'article',
    image: itemCard('events', event.slug, event.title),
    structured: { kind: 'Event', event },
  }
}

export function projectMeta(project: Project): PageMeta {
  return {
    title: pageTitle(project.title),
    description: summary(project.description),
    path: `/projects/${encodeURIComponent(project.slug)}`,
    type: 'article',
    image: itemCard('projects', project.slug, project.title),
    structured: { kind: 'CreativeWork', project },
  }
}

/** 'Page Not Found' for an unknown path; 'Blog Post Not Found' etc. for an unknown slug. */
export function notFoundMeta(heading = 'Page Not Found', path = '/404'): PageMeta {
  return {
    title: pageTitle(heading),
    description: siteConfig.description,
    path,
    type: 'website',
    image: siteCard(siteConfig.name),
  }
}
