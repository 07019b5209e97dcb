import { describe, expect, it } from 'vitest'
import type { ReadItem } from '../read-content'
import { sectionListPage, type Dated, type PageContext } from './page-kit'

const read = (slug: string): ReadItem<Dated> =>
  ({ item: { slug, date: '2026-01-01' }, file: `${slug}.md`, modified: new Date(0) }) as ReadItem<Dated>

const context = {
  posts: [read('zz-post')],
  events: [read('zz-event-a'), read('zz-event-b')],
  projects: [],
  now: new Date('2026-06-01'),
  listImages: { blog: undefined, events: { src: '/uploads/zz.jpg', sizes: '100vw' }, projects: undefined },
} as unknown as PageContext

describe('sectionListPage', () => {
  it("is the section's list at its base path: its list head, its first image and all its items", () => {
    const [page] = sectionListPage(context, 'events', 'Zz Heading', [<p key="p">zz part</p>])
    expect(page!.meta.path).toBe('/events')
    expect(page!.lcpImage).toEqual({ src: '/uploads/zz.jpg', sizes: '100vw' })
    expect(page!.sources.map((source) => source.item.slug)).toEqual(['zz-event-a', 'zz-event-b'])
  })

  it("reads the blog's posts for the blog's list", () => {
    const [page] = sectionListPage(context, 'blog', 'Zz Blog', [])
    expect(page!.meta.path).toBe('/blog')
    expect(page!.lcpImage).toBeUndefined()
    expect(page!.sources.map((source) => source.item.slug)).toEqual(['zz-post'])
  })
})
