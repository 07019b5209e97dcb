import { describe, expect, it } from 'vitest'
import { siteConfig } from '../site-config'
import { SAMPLE_BLOG_ITEM, SAMPLE_PROJECT_ITEM } from './fallbacks'
import { SAMPLE_BLOG_POST, SAMPLE_PROJECT } from './samples'

describe('built-in content (spec section 3)', () => {
  it('has the sample blog post', () => {
    expect(SAMPLE_BLOG_POST).toMatchObject({
      slug: 'test-of-the-blog',
      title: 'Test of the blog',
      date: '2025-04-17',
      category: 'Technology',
      featured: true,
      author: siteConfig.name,
      image: siteConfig.logo,
    })
    expect(SAMPLE_BLOG_POST.tags).toHaveLength(3)
    expect(SAMPLE_BLOG_POST.description).not.toBe('')
    expect(SAMPLE_BLOG_POST.content).not.toBe('')
    expect(SAMPLE_BLOG_ITEM.slug).toBe(SAMPLE_BLOG_POST.slug)
  })

  it('has the sample project', () => {
    expect(SAMPLE_PROJECT).toMatchObject({
      id: '1',
      slug: '1',
      title: 'Test',
      status: 'Active',
      category: 'Mobile Development',
      tags: ['mobile', 'education', 'accessibility'],
      date: '2025-02-18',
    })
    expect(SAMPLE_PROJECT.description).not.toBe('')
    expect(SAMPLE_PROJECT_ITEM.content).not.toBe('')
  })
})
