import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve, type Routes } from './fake-server'
import { buildListData } from './list-data-build'
import { loadBlogPost, loadBlogPosts, resetContentCache } from './load'
import { readingTime } from './reading-time'

beforeEach(() => {
  resetContentCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

/** A published blog section of `count` posts (bodies of growing length), with or without its list data. */
async function blogSection(count: number, { listData = true } = {}) {
  const files = Array.from({ length: count }, (_, i) => ({
    name: `post-${i}.md`,
    text: post(`Post ${i}`, `tags: [a, "b${i % 3}"]\ncategory: Cat ${i % 4}\n`).replace('Body of', words((i % 10) * 40)),
  }))
  const routes: Routes = { '/content/blog/index.json': JSON.stringify(files.map((f) => f.name)) }
  for (const { name, text } of files) routes[`/content/blog/${name}`] = text
  if (listData) routes['/content/blog/list.json'] = JSON.stringify(await buildListData(files))
  return routes
}

const markdownRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('.md')).length

describe('a list with its list data', () => {
  it('makes no markdown request however many posts there are: the index, the list data and the images', async () => {
    const fetchMock = serve(await blogSection(500))
    const posts = await loadBlogPosts()
    expect(posts).toHaveLength(500)
    expect(markdownRequests(fetchMock)).toBe(0)
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/content/blog/images.json',
      '/content/blog/index.json',
      '/content/blog/list.json',
    ])
  })

  it('shows what reading every file shows, with the reading time of each body', async () => {
    const routes = await blogSection(12)
    serve(routes)
    const fromListData = await loadBlogPosts()
    resetContentCache()
    serve({ ...routes, '/content/blog/list.json': 404 })
    const fromFiles = await loadBlogPosts()
    expect(fromListData.map(({ content: _, ...post }) => post)).toEqual(
      fromFiles.map(({ content: _, ...post }) => post),
    )
    expect(fromFiles.map((post) => post.readingTime)).toEqual(fromFiles.map((post) => readingTime(post.content)))
    expect(new Set(fromListData.map((post) => post.readingTime)).size).toBeGreaterThan(1)
  })

  it('skips and names the files the browser would skip, as reading them would', async () => {
    const routes = await blogSection(2, { listData: false })
    const files = [
      { name: 'post-0.md', text: routes['/content/blog/post-0.md'] as string },
      { name: 'broken.md', text: '---\ntitle: [oops\n---\n' },
    ]
    serve({
      '/content/blog/index.json': JSON.stringify(['post-0.md', 'broken.md']),
      '/content/blog/list.json': JSON.stringify(await buildListData(files)),
    })
    expect((await loadBlogPosts()).map((p) => p.slug)).toEqual(['post-0'])
    expect(vi.mocked(console.warn).mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/skipped blog\/broken\.md: invalid YAML/),
    ])
  })

  it('the item page still reads its own file, body and all', async () => {
    const fetchMock = serve(await blogSection(3))
    await loadBlogPosts()
    const one = await loadBlogPost('post-2')
    expect(one?.content).toContain('word79')
    expect(markdownRequests(fetchMock)).toBe(1)
  })
})

describe('a list whose list data does not describe its index reads the files', () => {
  it.each([
    ['missing', 404],
    ['not JSON', '<html>'],
    ['of another shape', '{"files":["post-0.md"],"items":[{"file":"post-0.md"}],"skipped":[]}'],
    ['written with another index', JSON.stringify({ files: ['post-0.md'], items: [], skipped: [] })],
  ])('list data %s', async (_case, listData) => {
    const fetchMock = serve({ ...(await blogSection(3)), '/content/blog/list.json': listData })
    const posts = await loadBlogPosts()
    expect(posts.map((p) => p.slug)).toEqual(['post-0', 'post-1', 'post-2'])
    expect(markdownRequests(fetchMock)).toBe(3)
    expect(posts[2]?.content).toContain('word79')
  })

})
