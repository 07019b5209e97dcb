import { afterEach, describe, expect, it, vi } from 'vitest'
import { BLOG_SEARCH_FIELDS, prepareSearchWhenIdle, PROJECT_SEARCH_FIELDS, searchItems } from './search'

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

describe('prepareSearchWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
  const post = (title: string) => ({ title, description: '', author: '', category: '', tags: [] as string[] })
  // Prepared values are what a search then reads: a title changed afterwards is not seen.
  const preparedTitle = (item: ReturnType<typeof post>) => {
    const before = item.title
    item.title = 'changed'
    return searchItems([item], before, BLOG_SEARCH_FIELDS).length === 1
  }

  it('builds the search values in an idle callback, before any search', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const [first, second] = [post('Solar Kits'), post('Maps')]
    prepareSearchWhenIdle([first, second], BLOG_SEARCH_FIELDS)
    expect(idle).toHaveLength(1)
    expect(preparedTitle(post('Untouched'))).toBe(false)
    idle[0]!()
    expect(preparedTitle(first)).toBe(true)
    expect(preparedTitle(second)).toBe(true)
  })

  it('falls back to a timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const item = post('Boda Safety')
    prepareSearchWhenIdle([item], BLOG_SEARCH_FIELDS)
    vi.runAllTimers()
    expect(preparedTitle(item)).toBe(true)
  })
})
