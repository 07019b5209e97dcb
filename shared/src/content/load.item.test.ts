import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve } from './fake-server'
import { loadBlogPost, loadBlogPosts, loadEvent, loadProject, loadProjects, resetContentCache } from './load'
import { SAMPLE_PROJECT_ITEM } from './fallbacks'

beforeEach(() => {
  resetContentCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

const requested = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.endsWith('.md'))

describe("a detail page's item", () => {
  it('is read from its own file alone when the index lists it', async () => {
    const fetchMock = serve({
      '/content/events/index.json': JSON.stringify(['a.md', 'meetup.md', 'z.md']),
      '/content/events/a.md': post('A'),
      '/content/events/meetup.md': post('Meetup'),
      '/content/events/z.md': post('Z'),
    })
    const event = await loadEvent('meetup')
    expect(event?.title).toBe('Meetup')
    expect(requested(fetchMock)).toEqual(['/content/events/meetup.md'])
  })

  it('is not requested twice when the whole section is read after it', async () => {
    const fetchMock = serve({
      '/content/blog/index.json': JSON.stringify(['a.md', 'b.md']),
      '/content/blog/a.md': post('A'),
      '/content/blog/b.md': post('B'),
    })
    await loadBlogPost('b')
    expect((await loadBlogPosts()).map((p) => p.title).sort()).toEqual(['A', 'B'])
    expect(requested(fetchMock).sort()).toEqual(['/content/blog/a.md', '/content/blog/b.md'])
  })

  it('is not found when the index does not list it, even if the file exists', async () => {
    serve({
      '/content/events/index.json': JSON.stringify(['a.md']),
      '/content/events/a.md': post('A'),
      '/content/events/hidden.md': post('Hidden'),
    })
    expect(await loadEvent('hidden')).toBeUndefined()
  })

  it('comes from the built-in content when the index is missing (the sample project)', async () => {
    serve({})
    expect((await loadProject(SAMPLE_PROJECT_ITEM.slug))?.slug).toBe(SAMPLE_PROJECT_ITEM.slug)
  })

  it('falls back to the sample project when its listed file cannot be read and none other can', async () => {
    serve({ '/content/projects/index.json': JSON.stringify(['broken.md']), '/content/projects/broken.md': 500 })
    expect(await loadProject('broken')).toBeUndefined()
    expect((await loadProjects()).map((p) => p.slug)).toEqual([SAMPLE_PROJECT_ITEM.slug])
    expect((await loadProject(SAMPLE_PROJECT_ITEM.slug))?.slug).toBe(SAMPLE_PROJECT_ITEM.slug)
  })

  it('matches a file written with an upper-case extension only as the section does (.md files only)', async () => {
    const fetchMock = serve({
      '/content/blog/index.json': JSON.stringify(['Upper.MD', 'ok.md']),
      '/content/blog/ok.md': post('OK'),
    })
    expect(await loadBlogPost('Upper')).toBeUndefined()
    expect(requested(fetchMock)).not.toContain('/content/blog/Upper.MD')
  })
})
