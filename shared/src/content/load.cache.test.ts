import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve } from './fake-server'
import { checkContentIndexes, loadBlogPosts, resetContentCache } from './load'

beforeEach(() => {
  resetContentCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

describe('caching', () => {
  it('fetches each section once per page load, shared by every caller and the start-up check', async () => {
    const fetchMock = serve({
      '/content/blog/index.json': JSON.stringify(['a.md']),
      '/content/blog/a.md': post('A'),
      '/content/events/index.json': '[]',
      '/content/projects/index.json': '[]',
    })
    await checkContentIndexes()
    await Promise.all([loadBlogPosts(), loadBlogPosts()])
    await loadBlogPosts()
    const calls = fetchMock.mock.calls.map((call) => call[0])
    expect(calls.filter((url) => url === '/content/blog/index.json')).toHaveLength(1)
    expect(calls.filter((url) => url === '/content/blog/a.md')).toHaveLength(1)
  })

  it('only logs a missing index at start-up', async () => {
    serve({ '/content/blog/index.json': '[]', '/content/events/index.json': '[]' })
    await expect(checkContentIndexes()).resolves.toBeUndefined()
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/projects\/index\.json answered 404/),
    ])
  })
})
