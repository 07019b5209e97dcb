import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve, type Routes } from './fake-server'
import {
  getContentFiles,
  loadBlogPosts,
  loadEvents,
  loadProject,
  loadProjects,
  resetContentCache,
} from './load'

beforeEach(() => {
  resetContentCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

describe('getContentFiles', () => {
  it('chooses the section from the path; any other path gives an empty list', async () => {
    const fetchMock = serve({})
    expect(await getContentFiles('/content/about/index.json')).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reads every listed file and skips (and names) the broken ones', async () => {
    serve({
      '/content/blog/index.json': JSON.stringify(['good.md', 'broken.md', 'gone.md', 'empty.md', 'notes.txt']),
      '/content/blog/good.md': post('Good'),
      '/content/blog/broken.md': '---\ntitle: [oops\n---\n',
      '/content/blog/empty.md': '',
    })
    const items = await getContentFiles('/content/blog')
    expect(items.map((i) => i.slug)).toEqual(['good'])
    const warnings = vi.mocked(console.warn).mock.calls.map((call) => String(call[0]))
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/skipped blog\/broken\.md: invalid YAML/),
        expect.stringMatching(/skipped blog\/gone\.md: HTTP 404/),
        expect.stringMatching(/skipped blog\/empty\.md: the file is empty/),
        expect.stringMatching(/skipped blog\/notes\.txt: not a markdown file/),
      ]),
    )
  })

  it('requests all files in parallel', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const started: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('index.json')) return new Response(JSON.stringify(['a.md', 'b.md', 'c.md']))
        if (url.endsWith('list.json')) return new Response('Not found', { status: 404 })
        started.push(url)
        await gate
        return new Response(post(url))
      }),
    )
    const pending = getContentFiles('/content/events')
    await vi.waitFor(() => expect(started).toHaveLength(3))
    release()
    expect(await pending).toHaveLength(3)
  })

  it('encodes file names in the request path', async () => {
    const fetchMock = serve({ '/content/blog/index.json': '["my post.md"]', '/content/blog/my post.md': post('Spaced') })
    expect((await getContentFiles('/content/blog')).map((i) => i.slug)).toEqual(['my post'])
    expect(fetchMock).toHaveBeenCalledWith('/content/blog/my%20post.md', { priority: 'low' })
  })

  it('returns an empty list (not the sample) when every file is broken', async () => {
    serve({ '/content/blog/index.json': JSON.stringify(['a.md']), '/content/blog/a.md': 'no front matter' })
    expect(await getContentFiles('/content/blog')).toEqual([])
  })
})

describe('fallbacks', () => {
  it.each([
    ['the index is missing', { }],
    ['the index is not ok', { '/content/blog/index.json': 500 }],
    ['the index is not JSON', { '/content/blog/index.json': '<html>' }],
    ['the index is not a list of names', { '/content/blog/index.json': '{"a":1}' }],
    ['the fetch throws', { '/content/blog/index.json': () => { throw new TypeError('offline') } }],
  ] as [string, Routes][])('blog falls back to the sample post when %s', async (_case, routes) => {
    serve(routes)
    const posts = await loadBlogPosts()
    expect(posts.map((p) => [p.slug, p.date, p.category, p.featured, p.tags.length])).toEqual([
      ['test-of-the-blog', '2025-04-17', 'Technology', true, 3],
    ])
  })

  it('events fall back to an empty list', async () => {
    serve({})
    expect(await loadEvents()).toEqual([])
  })

  it('projects fall back to the sample project', async () => {
    serve({})
    const [project] = await loadProjects()
    expect(project).toMatchObject({
      id: '1',
      title: 'Test',
      status: 'Active',
      category: 'Mobile Development',
      tags: ['mobile', 'education', 'accessibility'],
      date: '2025-02-18',
    })
  })

  it('a project read that returns nothing falls back to the sample', async () => {
    serve({ '/content/projects/index.json': '[]' })
    expect((await loadProject('1'))?.title).toBe('Test')
    expect(await loadProject('nope')).toBeUndefined()
  })

  it.each([
    ['lists no files', { '/content/projects/index.json': '[]' }],
    ['lists only files that are skipped', {
      '/content/projects/index.json': JSON.stringify(['untitled.md', 'gone.md', 'notes.txt']),
      '/content/projects/untitled.md': '---\ntitle:\n---\nBody',
    }],
  ] as [string, Routes][])('the projects list is the sample project when the index %s', async (_case, routes) => {
    serve(routes)
    expect((await loadProjects()).map((p) => [p.id, p.title])).toEqual([['1', 'Test']])
  })

  it('blog and events keep an empty list when the index lists no files', async () => {
    serve({ '/content/blog/index.json': '[]', '/content/events/index.json': '[]' })
    expect(await loadBlogPosts()).toEqual([])
    expect(await loadEvents()).toEqual([])
  })
})
