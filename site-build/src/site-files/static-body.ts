import { createElement as h, type ReactNode } from 'react'
import {
  type BlogPost,
  type CommunityEvent,
  eventCalendarPath,
  formatDate,
  type Project,
  readingTime,
  siteConfig,
} from '@osck/shared/build-kit'
import { MarkdownBody } from './markdown-html'

/** The main text of a route, for readers without JavaScript; the app replaces it on start. */
const NAV = [
  { label: 'Home', href: '/home' },
  { label: 'Events & Activities', href: '/events' },
  { label: 'Projects', href: '/projects' },
  { label: 'Blog', href: '/blog' },
]

/** List pages name this many items at most (the page stays small; the feeds have them all). */
export const LIST_LIMIT = 60

export function StaticPage({ children }: { children: ReactNode }) {
  return h(
    'div',
    { className: 'osck-static' },
    h(
      'header',
      null,
      h('a', { href: '/home' }, h('strong', null, siteConfig.name)),
      h(
        'nav',
        { 'aria-label': 'Main' },
        ...NAV.map((link) => h('a', { key: link.href, href: link.href }, link.label)),
      ),
    ),
    h('main', { id: 'main-content' }, children),
    h(
      'footer',
      null,
      h('p', null, siteConfig.tagline),
      h(
        'p',
        null,
        h('a', { href: '/blog/rss.xml' }, 'Blog feed'),
        ' · ',
        h('a', { href: '/events.ics' }, 'Events calendar'),
      ),
    ),
  )
}

const dated = (date: string | undefined, ...rest: (string | undefined)[]) =>
  [date ? formatDate(date) : undefined, ...rest].filter(Boolean).join(' · ')

function Item({
  href,
  title,
  meta,
  summary,
}: {
  href: string
  title: string
  meta: string
  summary: string
}) {
  return h(
    'li',
    null,
    h('h3', null, h('a', { href }, title)),
    meta ? h('p', null, meta) : null,
    summary ? h('p', null, summary) : null,
  )
}

export function PostItems({ posts }: { posts: readonly BlogPost[] }) {
  return h(
    'ul',
    null,
    ...posts.slice(0, LIST_LIMIT).map((post) =>
      h(Item, {
        key: post.slug,
        href: `/blog/${encodeURIComponent(post.slug)}`,
        title: post.title,
        meta: dated(post.date, post.author, readingTime(post.content)),
        summary: post.description,
      }),
    ),
  )
}

export function EventItems({ events }: { events: readonly CommunityEvent[] }) {
  return h(
    'ul',
    null,
    ...events.slice(0, LIST_LIMIT).map((event) =>
      h(Item, {
        key: event.slug,
        href: `/events/${encodeURIComponent(event.slug)}`,
        title: event.title,
        meta: dated(event.date, event.location),
        summary: event.description,
      }),
    ),
  )
}

export function ProjectItems({ projects }: { projects: readonly Project[] }) {
  return h(
    'ul',
    null,
    ...projects.slice(0, LIST_LIMIT).map((project) =>
      h(Item, {
        key: project.slug,
        href: `/projects/${encodeURIComponent(project.slug)}`,
        title: project.title,
        meta: [project.status, project.category].join(' · '),
        summary: project.description,
      }),
    ),
  )
}

export function PostArticle({ post }: { post: BlogPost }) {
  return h(
    'article',
    null,
    h('p', null, post.category),
    h('h1', null, post.title),
    h('p', null, dated(post.date, post.author, readingTime(post.content))),
    post.description ? h('p', null, h('em', null, post.description)) : null,
    h(MarkdownBody, { source: post.content }),
    post.tags.length ? h('p', null, `Tags: ${post.tags.join(', ')}`) : null,
    h('p', null, h('a', { href: '/blog' }, 'Back to Blog')),
  )
}

export function EventArticle({ event }: { event: CommunityEvent }) {
  return h(
    'article',
    null,
    h('h1', null, event.title),
    h('p', null, dated(event.date, event.location)),
    event.description ? h('p', null, h('em', null, event.description)) : null,
    h('p', null, h('a', { href: eventCalendarPath(event.slug) }, 'Add to calendar')),
    h(MarkdownBody, { source: event.content }),
    h('p', null, h('a', { href: '/events' }, 'Back to Events')),
  )
}

export function ProjectArticle({ project }: { project: Project }) {
  return h(
    'article',
    null,
    h('h1', null, project.title),
    h('p', null, [`Current Status: ${project.status}`, project.category].join(' · ')),
    project.startDate ? h('p', null, `Started: ${formatDate(project.startDate)}`) : null,
    project.description ? h('p', null, h('em', null, project.description)) : null,
    project.link && /^https?:\/\//i.test(project.link)
      ? h('p', null, h('a', { href: project.link, rel: 'noopener' }, 'View Project'))
      : null,
    h(MarkdownBody, { source: project.content }),
    h('p', null, h('a', { href: '/projects' }, 'Back to Projects')),
  )
}
