import type { BlogPost } from '@osck/shared'
import posts from './posts.json'

export function makePost(slug: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    slug,
    title: `Post ${slug}`,
    date: '2026-01-01',
    description: `About ${slug}`,
    author: 'Sarah Nakato',
    image: '/uploads/post.svg',
    category: 'Community',
    tags: [],
    featured: false,
    content: `## ${slug}\n\nBody of ${slug}.`,
    ...overrides,
  }
}

/** Five posts, deliberately not in date order. */
export const POSTS: BlogPost[] = posts.map(({ slug, ...fields }) => makePost(slug, fields))

/** Titles of POSTS newest first. */
export const TITLES_NEWEST_FIRST = [
  'Your First Contribution',
  'Building on Mobile Money APIs',
  'React Meetup Recap',
  'Why Documentation Matters',
  'Women in Open Source',
]
