import { matchRoute, SITE_ROUTES, type SiteRoute } from '@osck/shared/route-table'
import { describe, expect, it } from 'vitest'
import { readSiteContent } from '../read-content'
import { sitemapEntries } from './lastmod'
import { ROOT_PAGE, siteRoutes } from './pages'
import { folder } from './test-folder'

const content = () =>
  readSiteContent(
    folder({
      'blog/first-post.md': '---\ntitle: "First post"\ndate: 2025-03-01\n---\nBody',
      'events/meetup.md': '---\ntitle: "Meetup"\ndate: 2020-05-01\nlocation: "Kampala"\n---\nBody',
      'projects/tool.md': '---\ntitle: "Tool"\n---\nBody',
    }),
  )

const PAST: SiteRoute = {
  path: '/events/past',
  owner: 'events',
  screen: 'past',
  page: 'event-list',
  landing: true,
}

describe('the generated pages and the sitemap follow the route table', () => {
  it('write one page per landing route (one per item for a :slug route), each matching its route', () => {
    const pages = siteRoutes(content()).filter((page) => page.file !== ROOT_PAGE)
    expect(pages.map((page) => page.meta.path).sort()).toEqual(
      [
        '/home',
        '/blog',
        '/blog/first-post',
        '/events',
        '/events/meetup',
        '/projects',
        '/projects/tool',
      ].sort(),
    )
    for (const page of pages) {
      const match = matchRoute(page.meta.path)
      expect(match?.route.landing, page.meta.path).toBe(true)
      expect(page.file).toBe(`${page.meta.path.slice(1)}/index.html`)
    }
  })

  it('a route added to the table gets its page and its sitemap entry', () => {
    const pages = siteRoutes(content(), undefined, [...SITE_ROUTES, PAST])
    const past = pages.find((page) => page.meta.path === '/events/past')
    expect(past?.file).toBe('events/past/index.html')
    const paths = sitemapEntries(pages, new Map()).map((entry) => entry.path)
    expect(paths).toContain('/events/past')
    expect(sitemapEntries(siteRoutes(content()), new Map()).map((e) => e.path)).not.toContain('/events/past')
  })

  it('a route that is not a landing route gets no page', () => {
    const inApp = { ...PAST, landing: false }
    const pages = siteRoutes(content(), undefined, [...SITE_ROUTES, inApp])
    expect(pages.some((page) => page.meta.path === '/events/past')).toBe(false)
  })

  it('names a route whose page builder does not exist', () => {
    const unknown = { ...PAST, page: 'past-events' }
    expect(() => siteRoutes(content(), undefined, [...SITE_ROUTES, unknown])).toThrow(
      /\/events\/past names no page builder "past-events"/,
    )
  })
})
