import '@osck/shared/markdown'
import { parseDate, toBlogPost, type ContentItem } from '@osck/shared'
import { anyContentItem, assertProperty, assertRendersSafely, fc } from '@osck/shared/testing'
import { describe, expect, it } from 'vitest'
import { filterPosts, latestPosts, relatedPosts } from './blog-logic'
import { BlogCard } from './BlogCard'

/** Enough runs to meet every kind of generated value, few enough for a busy 2-core machine. */
const RENDER_RUNS = 40

const VALID: ContentItem = {
  slug: 'valid',
  frontmatter: { title: 'Valid Post', date: '2025-06-01', category: 'Community' },
  content: 'Body.',
}

// CPU-bound: on a busy machine the renders take longer than the default 20 s.
describe('any front matter survives the blog (property-based, fixed seed)', { timeout: 90_000 }, () => {
  it('a card in list and full form renders, with no script URL', () => {
    assertRendersSafely(
      (item) => {
        const post = toBlogPost(item)
        return [<BlogCard post={post} variant="list" />, <BlogCard post={post} variant="full" />]
      },
      { runs: RENDER_RUNS, role: 'article' },
    )
  })

  it('filters, Home and related articles keep the valid post listed', () => {
    assertProperty(
      fc.array(anyContentItem, { maxLength: 8 }),
      (items) => {
        const posts = [...items, VALID].map(toBlogPost)
        const valid = posts.at(-1)!
        expect(filterPosts(posts, { q: '', category: '', tag: '' })).toContain(valid)
        expect(filterPosts(posts, { q: 'valid post', category: 'Community', tag: '' })).toContain(valid)
        // Next to posts whose date cannot be read, the valid one is the newest.
        const undated = posts.filter((post) => post === valid || !parseDate(post.date))
        expect(latestPosts(undated)[0]).toBe(valid)
        relatedPosts(posts, valid)
      },
      300,
    )
  })
})
