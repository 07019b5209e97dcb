import { describe, expect, it } from 'vitest'
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
})
