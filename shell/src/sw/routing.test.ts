import { describe, expect, it } from 'vitest'
import { NETWORK_TIMEOUT_SECONDS, routeFor } from './routing'

const SHELL = 'https://osck.example'

function route(href: string, { navigate = false } = {}) {
  const url = new URL(href, SHELL)
  return routeFor(url, { sameOrigin: url.origin === SHELL, navigate })
}

describe('the service worker routing table', () => {
  it.each([
    ['/blog/some-post', { navigate: true }, 'pages', 'network-first'],
    ['/', { navigate: true }, 'pages', 'network-first'],
    ['/remotes.json', {}, 'remotes-manifest', 'network-first'],
    ['/remotes/blog/remoteEntry.js', {}, 'remote-entries', 'network-first'],
    ['https://blog.osck.example/remoteEntry.js', {}, 'remote-entries', 'network-first'],
    ['https://blog.osck.example/remoteEntry.js?retry=1', {}, 'remote-entries', 'network-first'],
    ['/content/events/index.json', {}, 'content-indexes', 'network-first'],
    ['/content/blog/list.json', {}, 'content-indexes', 'network-first'],
    ['/content/events/images.json', {}, 'content-indexes', 'network-first'],
    ['/content/images.json', {}, 'content-indexes', 'network-first'],
    ['/content/blog/my-post.md', {}, 'content-files', 'stale-while-revalidate'],
    ['/assets/bootstrap-bRLGtxqv.js', {}, 'hashed-code', 'cache-first'],
    ['/remotes/blog/BlogRoutes-D3x7TWi7.js', {}, 'hashed-code', 'cache-first'],
    ['https://events.osck.example/__federation_shared_react-DTpE_NaN.js', {}, 'hashed-code', 'cache-first'],
    [
      'https://projects.osck.example/__federation_shared_@osck/shared-DoqAv-u0.js',
      {},
      'hashed-code',
      'cache-first',
    ],
    ['/uploads/meetup-800.webp', {}, 'images', 'cache-first'],
    ['/images/hero-1.svg', {}, 'images', 'cache-first'],
    ['/assets/img/meetup-3a8126bec9-800.avif', {}, 'images', 'cache-first'],
  ])('%s → %s (%s)', (href, facts, name, strategy) => {
    expect(route(href, facts)).toMatchObject({ name, strategy })
  })

  it('leaves the editor (/admin/) to the network, never to the shell page', () => {
    expect(route('/admin/', { navigate: true })).toBeUndefined()
    expect(route('/admin', { navigate: true })).toBeUndefined()
    expect(route('/administration-news', { navigate: true })?.name).toBe('pages')
  })

  it('answers network-first routes from the cache after the short timeout', () => {
    for (const href of ['/remotes.json', '/remotes/blog/remoteEntry.js', '/content/blog/index.json']) {
      expect(route(href)?.networkTimeoutSeconds).toBe(NETWORK_TIMEOUT_SECONDS)
    }
    expect(NETWORK_TIMEOUT_SECONDS).toBeLessThanOrEqual(3)
  })

  it('tells open pages when a stale remote entry or manifest was served', () => {
    expect(route('/remotes/blog/remoteEntry.js')?.notifyWhenStale).toBe(true)
    expect(route('/remotes.json')?.notifyWhenStale).toBe(true)
    expect(route('/content/blog/index.json')?.notifyWhenStale).toBeFalsy()
  })

  it('limits the caches that grow with use', () => {
    for (const href of ['/uploads/a.jpg', '/assets/x-AAAAAAAA.js', '/content/blog/a.md']) {
      expect(route(href)?.maxEntries).toBeGreaterThan(0)
    }
  })

  it.each([
    '/remoteEntry.json',
    '/assets/not-hashed.js',
    '/theme-init.js',
    '/robots.txt',
    'https://elsewhere.example/uploads/photo.jpg',
    'https://elsewhere.example/content/blog/index.json',
    '/content/blog/index.json.bak',
  ])('%s is left to the network (or the precache)', (href) => {
    expect(route(href)).toBeUndefined()
  })
})
