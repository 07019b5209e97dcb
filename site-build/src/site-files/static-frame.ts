import { createElement as h, type ReactNode } from 'react'
import { siteConfig } from '@osck/shared/build-kit'

const NAV = [
  { label: 'Home', href: '/home' },
  { label: 'Events & Activities', href: '/events' },
  { label: 'Projects', href: '/projects' },
  { label: 'Blog', href: '/blog' },
]

/**
 * The frame of every generated page, for readers without JavaScript: the site's name and main
 * navigation, the route's main text (`children`; a section's from its static page) and the feeds.
 * The app replaces it on start.
 */
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
