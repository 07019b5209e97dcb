import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOG_SEARCH_FIELDS, PROJECT_SEARCH_FIELDS, searchItems } from './search'

describe('searchItems', () => {
  const posts = [
    { title: 'Intro to React', description: 'Hooks', author: 'Amina', category: 'Tutorials', tags: ['frontend'] },
    { title: 'Meetup recap', description: 'Kampala', author: 'Joel', category: 'Community', tags: ['events'] },
  ]
  it('matches case-insensitively over title, description, author, category and tags', () => {
    const titles = (q: string) => searchItems(posts, q, BLOG_SEARCH_FIELDS).map((p) => p.title)
    expect(titles('REACT')).toEqual(['Intro to React'])
    expect(titles('kampala')).toEqual(['Meetup recap'])
    expect(titles('joel')).toEqual(['Meetup recap'])
    expect(titles('tutorial')).toEqual(['Intro to React'])
    expect(titles('EVENTS')).toEqual(['Meetup recap'])
    expect(titles('nothing')).toEqual([])
  })
  it('returns everything for an empty query', () => {
    expect(searchItems(posts, '  ', BLOG_SEARCH_FIELDS)).toHaveLength(2)
  })
  it('never matches across two fields, and searches only the fields it is given', () => {
    expect(searchItems(posts, 'react hooks', BLOG_SEARCH_FIELDS)).toEqual([])
    expect(searchItems(posts, 'react\u0000hooks', BLOG_SEARCH_FIELDS)).toEqual([])
    // The same items searched with another field list (no author) after a first search.
    expect(searchItems(posts, 'amina', BLOG_SEARCH_FIELDS)).toHaveLength(1)
    expect(searchItems(posts, 'amina', PROJECT_SEARCH_FIELDS)).toEqual([])
  })

  describe('the search text of a list', () => {
    afterEach(() => vi.unstubAllGlobals())

    it("is built in idle time after the list's first (empty) search, once, so the first keystroke only compares", () => {
      const idle: (() => void)[] = []
      vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work))
      const many = Array.from({ length: 300 }, (_, i) => ({ ...posts[i % 2], title: `Post ${i}` }))
      searchItems(many, '', BLOG_SEARCH_FIELDS)
      searchItems(many, '', BLOG_SEARCH_FIELDS)
      expect(idle).toHaveLength(1)
      idle.forEach((work) => work())
      const lower = vi.spyOn(String.prototype, 'toLowerCase')
      expect(searchItems(many, 'Post 29', BLOG_SEARCH_FIELDS).map((p) => p.title)).toEqual([
        'Post 29',
        ...Array.from({ length: 10 }, (_, i) => `Post ${290 + i}`),
      ])
      // The query's own, not one per field of 300 items.
      expect(lower).toHaveBeenCalledTimes(1)
      lower.mockRestore()
    })
  })
})
