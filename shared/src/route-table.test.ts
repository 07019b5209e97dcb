import { describe, expect, it } from 'vitest'
import { isHomePath, REMOTES, SECTIONS, sectionScreen } from './remotes'
import { matchRoute, pageFile, pageFolders, routeUrl, SITE_ROUTES, type SiteRoute } from './route-table.mjs'

/** The table with one more page, as a section team would add it. */
const WITH_PAST_EVENTS: readonly SiteRoute[] = [
  ...SITE_ROUTES,
  { path: '/events/past', owner: 'events', screen: 'past', page: 'event-list', landing: true },
]

describe('the route table', () => {
  it('matches fixed paths before patterns, with or without a trailing slash', () => {
    expect(matchRoute('/events/past', WITH_PAST_EVENTS)?.route.screen).toBe('past')
    expect(matchRoute('/events/past/', WITH_PAST_EVENTS)?.route.screen).toBe('past')
    expect(matchRoute('/events/past')?.route.screen).toBe('detail')
    expect(matchRoute('/events/hack-night')).toMatchObject({ params: { slug: 'hack-night' } })
  })

  it('decodes a slug as the router does, and matches nothing deeper or malformed', () => {
    expect(matchRoute('/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' })
    expect(matchRoute('/blog/a/b')).toBeUndefined()
    expect(matchRoute('/blog/%E0%A4%A')).toBeUndefined()
    expect(matchRoute('/blogroll')).toBeUndefined()
  })

  it('names each page by its URL and its file', () => {
    const post = SITE_ROUTES.find((route) => route.path === '/blog/:slug')!
    expect(routeUrl(post, { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc')
    expect(pageFile('/blog/a%20b')).toBe('blog/a%20b/index.html')
    expect(pageFolders()).toEqual(['home', 'blog', 'events', 'projects'])
  })

  it("puts every section's pages under the section's base path, and the sections are the remotes", () => {
    const owners = new Set(SITE_ROUTES.map((route) => route.owner).filter((owner) => owner !== 'shell'))
    expect([...owners].sort()).toEqual([...SECTIONS].sort())
    for (const route of SITE_ROUTES.filter((r) => r.owner !== 'shell'))
      expect(route.path.startsWith(REMOTES[route.owner as 'blog'].basePath)).toBe(true)
  })
})

describe('the start-up preload follows the table', () => {
  it('starts the screen of a route added to the table', () => {
    expect(sectionScreen('events', '/events/past', WITH_PAST_EVENTS)).toBe('past')
    expect(sectionScreen('blog', '/events/past', WITH_PAST_EVENTS)).toBeUndefined()
  })

  it("knows Home by the shell's home route", () => {
    expect(isHomePath('/home')).toBe(true)
    expect(isHomePath('/')).toBe(true)
    const moved = SITE_ROUTES.map((route) => (route.owner === 'shell' ? { ...route, path: '/start' } : route))
    expect(isHomePath('/start', moved)).toBe(true)
    expect(isHomePath('/home', moved)).toBe(false)
  })
})
