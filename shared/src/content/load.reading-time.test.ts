import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve } from './fake-server'
import { loadBlogPost, loadBlogPosts, loadEvent, resetContentCache } from './load'

/**
 * Whether the reading-time counter (its own chunk in the browser) was loaded. Nothing else this
 * file imports loads it, so the flag is set only when the content module asks for it.
 */
const counter = vi.hoisted(() => ({ loaded: false }))
vi.mock('./reading-time', async (original) => {
  counter.loaded = true
  return original()
})

const BODY = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
const FILE = post('Long read').replace('Body of Long read', BODY)

beforeEach(() => resetContentCache())
afterEach(() => vi.unstubAllGlobals())

describe('reading time of a post', () => {
  it('comes from the list data on a list: the counter is never loaded', async () => {
    const entry = { file: 'long-read.md', frontmatter: { title: 'Long read' }, readingTime: '3 min read' }
    serve({
      '/content/blog/index.json': '["long-read.md"]',
      '/content/blog/list.json': JSON.stringify({ files: ['long-read.md'], items: [entry], skipped: [] }),
    })
    const [item] = await loadBlogPosts()
    expect(item?.readingTime).toBe('3 min read')
    expect(counter.loaded).toBe(false)
  })

  // Once loaded, the counter stays loaded: these two run before any test that loads it.
  it('is not the business of the other sections: an event page loads no counter', async () => {
    serve({ '/content/events/index.json': '["meetup.md"]', '/content/events/meetup.md': post('Meetup') })
    expect((await loadEvent('meetup'))?.title).toBe('Meetup')
    expect(counter.loaded).toBe(false)
  })

  it('is counted from the body for a post read from its own file', async () => {
    serve({ '/content/blog/index.json': '["long-read.md"]', '/content/blog/long-read.md': FILE })
    expect((await loadBlogPost('long-read'))?.readingTime).toBe('3 min read')
    expect(counter.loaded).toBe(true)
  })

  it('is counted for every post of a list read file by file (no list data)', async () => {
    serve({
      '/content/blog/index.json': '["long-read.md", "short.md"]',
      '/content/blog/long-read.md': FILE,
      '/content/blog/short.md': post('Short'),
    })
    const posts = await loadBlogPosts()
    expect(posts.map((item) => [item.slug, item.readingTime])).toEqual([
      ['long-read', '3 min read'],
      ['short', '1 min read'],
    ])
  })
})
