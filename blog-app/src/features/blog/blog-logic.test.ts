import { LIMITS, siteConfig } from '@osck/shared'
import { describe, expect, it } from 'vitest'
import { makePost, POSTS, TITLES_NEWEST_FIRST } from '../../test/fixtures'
import {
  authorBio,
  filterPosts,
  hasActiveFilters,
  isValidNewsletterEmail,
  latestPosts,
  listHeading,
  postPath,
  relatedPosts,
  showLoadMore,
  type BlogFilters,
} from './blog-logic'

const none: BlogFilters = { q: '', category: '', tag: '' }
const titles = (filters: Partial<BlogFilters>) =>
  filterPosts(POSTS, { ...none, ...filters }).map((p) => p.title)

describe('filterPosts', () => {
  it('keeps every post, newest first, when nothing is set (empty or All)', () => {
    expect(titles({})).toEqual(TITLES_NEWEST_FIRST)
    expect(titles({ category: 'All', tag: 'All', q: '   ' })).toEqual(TITLES_NEWEST_FIRST)
  })

  it('searches title, description, author, category and tags, case-insensitively', () => {
    expect(titles({ q: 'MOBILE money' })).toEqual(['Building on Mobile Money APIs'])
    expect(titles({ q: 'pull request' })).toEqual(['Your First Contribution'])
    expect(titles({ q: 'grace' })).toEqual(['Women in Open Source'])
    expect(titles({ q: 'tutorials' })).toEqual(['Your First Contribution'])
    expect(titles({ q: 'Meetup' })).toEqual(['React Meetup Recap', 'Women in Open Source'])
    expect(titles({ q: 'payments' })).toEqual(['Building on Mobile Money APIs'])
    expect(titles({ q: '  docs  ' })).toEqual(['Why Documentation Matters'])
    expect(titles({ q: 'no such words' })).toEqual([])
  })

  it('does not search the markdown body or the slug', () => {
    expect(titles({ q: 'Body of' })).toEqual([])
    expect(titles({ q: 'react-recap' })).toEqual([])
  })

  it('filters by exact category and tag, combined with each other and with search', () => {
    expect(titles({ category: 'Community' })).toEqual([
      'React Meetup Recap',
      'Why Documentation Matters',
      'Women in Open Source',
    ])
    expect(titles({ tag: 'meetup' })).toEqual(['React Meetup Recap', 'Women in Open Source'])
    expect(titles({ category: 'Community', tag: 'docs' })).toEqual(['Why Documentation Matters'])
    expect(titles({ category: 'Tutorials', tag: 'meetup' })).toEqual([])
    expect(titles({ category: 'Community', q: 'voices' })).toEqual(['Women in Open Source'])
    expect(titles({ category: 'community' })).toEqual([])
  })

  it('puts posts with an unparseable date last', () => {
    const posts = [makePost('undated', { title: 'Undated', date: 'someday' }), ...POSTS]
    expect(
      filterPosts(posts, none)
        .map((p) => p.title)
        .at(-1),
    ).toBe('Undated')
  })
})

describe('listHeading and hasActiveFilters', () => {
  it('names the list after what is active', () => {
    expect(listHeading(none)).toBe('Latest Articles')
    expect(listHeading({ ...none, category: 'All', tag: 'All' })).toBe('Latest Articles')
    expect(listHeading({ ...none, category: 'Community' })).toBe('Filtered Articles')
    expect(listHeading({ ...none, tag: 'react' })).toBe('Filtered Articles')
    expect(listHeading({ ...none, q: ' React ' })).toBe('Search Results for "React"')
    expect(listHeading({ q: 'react', category: 'Community', tag: 'meetup' })).toBe(
      'Search Results for "react"',
    )
  })

  it('is active for a search, a category or a tag, not for All or blanks', () => {
    expect(hasActiveFilters(none)).toBe(false)
    expect(hasActiveFilters({ q: '  ', category: 'All', tag: 'All' })).toBe(false)
    expect(hasActiveFilters({ ...none, q: 'x' })).toBe(true)
    expect(hasActiveFilters({ ...none, category: 'Community' })).toBe(true)
    expect(hasActiveFilters({ ...none, tag: 'react' })).toBe(true)
  })
})

describe('showLoadMore', () => {
  it('shows only when 6 or more posts are displayed', () => {
    expect(LIMITS.loadMoreMinPosts).toBe(6)
    expect(showLoadMore(0)).toBe(false)
    expect(showLoadMore(5)).toBe(false)
    expect(showLoadMore(6)).toBe(true)
    expect(showLoadMore(12)).toBe(true)
  })
})

describe('relatedPosts', () => {
  it('keeps up to 3 others of the same category, newest first, never the current post', () => {
    const current = POSTS[0]!
    expect(relatedPosts(POSTS, current).map((p) => p.slug)).toEqual(['docs-matter', 'women-in-oss'])
    const many = [...POSTS, makePost('c1', { date: '2026-06-01' }), makePost('c2', { date: '2026-06-02' })]
    const related = relatedPosts(many, current)
    expect(related).toHaveLength(LIMITS.relatedPosts)
    expect(related.map((p) => p.slug)).toEqual(['c2', 'c1', 'docs-matter'])
    expect(relatedPosts(POSTS, POSTS[1]!)).toEqual([])
  })
})

describe('isValidNewsletterEmail', () => {
  it('is valid only when non-empty and containing @', () => {
    expect(isValidNewsletterEmail('')).toBe(false)
    expect(isValidNewsletterEmail('   ')).toBe(false)
    expect(isValidNewsletterEmail('reader.example.com')).toBe(false)
    expect(isValidNewsletterEmail('reader@example.com')).toBe(true)
    expect(isValidNewsletterEmail('a@')).toBe(true)
  })
})

describe('latestPosts, postPath and authorBio', () => {
  it('keeps the 3 newest posts', () => {
    expect(latestPosts(POSTS).map((p) => p.title)).toEqual(TITLES_NEWEST_FIRST.slice(0, LIMITS.homeBlogPosts))
  })

  it('builds the post URL and an author sentence', () => {
    expect(postPath('my-post')).toBe('/blog/my-post')
    expect(authorBio('Joel Ssempa')).toMatch(/^Joel Ssempa writes for Open Source Community Kampala/)
    expect(authorBio(siteConfig.name)).toMatch(/team/)
  })
})
