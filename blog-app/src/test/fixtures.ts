import type { BlogPost } from '@osck/shared'

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
export const POSTS: BlogPost[] = [
  makePost('react-recap', {
    title: 'React Meetup Recap',
    date: '2026-03-10',
    description: 'Three talks on React and accessibility.',
    author: 'Joel Ssempa',
    category: 'Community',
    tags: ['react', 'meetup'],
  }),
  makePost('first-contribution', {
    title: 'Your First Contribution',
    date: '2026-05-02',
    description: 'Forking, branching and opening a pull request.',
    author: 'Sarah Nakato',
    category: 'Tutorials',
    tags: ['git', 'beginners'],
  }),
  makePost('mobile-money', {
    title: 'Building on Mobile Money APIs',
    date: '2026-04-20',
    description: 'Lessons from integrating payments.',
    author: 'Ivan Mugisha',
    category: 'Technology',
    tags: ['payments', 'api'],
  }),
  makePost('women-in-oss', {
    title: 'Women in Open Source',
    date: '2025-12-01',
    description: 'Voices from our community.',
    author: 'Grace Achieng',
    category: 'Community',
    tags: ['diversity', 'meetup'],
  }),
  makePost('docs-matter', {
    title: 'Why Documentation Matters',
    date: '2026-02-14',
    description: 'Docs that maintainers love.',
    author: 'Open Source Community Kampala',
    category: 'Community',
    tags: ['docs'],
  }),
]

/** Titles of POSTS newest first. */
export const TITLES_NEWEST_FIRST = [
  'Your First Contribution',
  'Building on Mobile Money APIs',
  'React Meetup Recap',
  'Why Documentation Matters',
  'Women in Open Source',
]
