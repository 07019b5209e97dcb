import { siteConfig } from '../site-config'
import type { ContentItem } from './types'

/**
 * Built-in content used when a section's index cannot be read (docs/product.md, When something is
 * missing or fails).
 */
export const SAMPLE_BLOG_ITEM: ContentItem = {
  slug: 'test-of-the-blog',
  frontmatter: {
    title: 'Test of the blog',
    date: '2025-04-17',
    description: 'Just a test of the blog',
    author: siteConfig.name,
    image: siteConfig.logo,
    category: 'Technology',
    tags: ['markdown', 'community', 'open-source'],
    featured: true,
  },
  content:
    '## Overview\n\nOur blog is built from plain markdown files, which keeps it fast, easy to edit and friendly to version control.\n',
}

export const SAMPLE_PROJECT_ITEM: ContentItem = {
  slug: '1',
  frontmatter: {
    title: 'Test',
    description: 'A sample project shown while the project list cannot be loaded.',
    status: 'Active',
    category: 'Mobile Development',
    tags: ['mobile', 'education', 'accessibility'],
    date: '2025-02-18',
    image: siteConfig.logo,
  },
  content: 'This sample project stands in while the real project list cannot be loaded.\n',
}
