import { describe, expect, it } from 'vitest'
import { REMOTES, SECTIONS } from './remotes'
import { byPrecedence, pageFile, pageFolders, pathOwner, routeUrl } from './route-table.mjs'
import { pathMatches } from './site-paths.mjs'

/** Made-up pages, as a section might declare them: names no team would choose. */
const PAGES = [
  { path: '/events/:slug', name: 'item' },
  { path: '/events', name: 'list' },
  { path: '/events/zz-fixture-archive', name: 'fixed' },
]

describe('the order pages are tried in, and their files', () => {
  it('puts fixed paths before patterns, then keeps the declared order', () => {
    expect(byPrecedence(PAGES).map((page) => page.name)).toEqual(['list', 'fixed', 'item'])
  })

  it('names each page by its URL and its file', () => {
    expect(routeUrl(PAGES[0]!, { slug: 'a b/c' })).toBe('/events/a%20b%2Fc')
    expect(pageFile('/blog/a%20b')).toBe('blog/a%20b/index.html')
  })
})

describe("the site's page folders", () => {
  it('are Home and each remote section at its base path', () => {
    expect(pageFolders()).toEqual(['home', 'blog', 'events', 'projects'])
    for (const section of SECTIONS) expect(pathOwner(REMOTES[section].basePath)).toBe(section)
  })

  it('own every path under them, and nothing beside them', () => {
    expect(pathOwner('/events/anything/at/all')).toBe('events')
    expect(pathOwner('/home')).toBe('home')
    expect(pathOwner('/homestead')).toBeUndefined()
    expect(pathOwner('/')).toBeUndefined()
  })
})

describe('pathMatches: which declared page a path is, in the remote', () => {
  it.each([
    ['/events', '/events', true],
    ['/events', '/events/', true],
    ['/events/:slug', '/events/hack-night', true],
    ['/events/:slug', '/events/hack-night/', true],
    ['/events/:slug', '/events', false],
    ['/events/:slug', '/events/a/b', false],
    ['/events/zz-fixture', '/events/zz-fixture', true],
    ['/events/zz-fixture', '/events/zz-fixtures', false],
    ['/events', '/eventsroll', false],
  ])('%s ~ %s → %s', (path, pathname, expected) => {
    expect(pathMatches(path, pathname)).toBe(expected)
  })
})
