import { expect, type Page } from '@playwright/test'
import { waitForAnimations } from '../support/app'
import { md, mockContent, type MockFile } from '../support/content'

export const COMMUNITY = 'Open Source Community Kampala'

/** `formatDate` of the content module (US English, long month) for a date-only string. */
export function usDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/** Front matter written the old way: quoted values, an image under `public/uploads/`, a string flag. */
export const LEGACY_FILE: MockFile = {
  file: 'legacy-post.md',
  text: [
    '---',
    "title: 'Legacy Post: Quoted Values'",
    'date: "2025-06-01"',
    "description: 'Written before the site moved to its new content format.'",
    'author: "Brenda Atim"',
    "image: 'public/uploads/meetup-recap.svg'",
    "category: 'Events'",
    'tags: [\'legacy\', "quoted"]',
    "featured: 'true'",
    '---',
    '',
    'Still **readable** after all these years.',
    '',
  ].join('\n'),
}

export const BROKEN_FILE: MockFile = {
  file: 'broken.md',
  text: 'title: no front matter fences\nThis file is malformed.\n',
}

/** Seven readable posts (out of date order) in four categories, plus a malformed file. */
export const BLOG_FILES: MockFile[] = [
  md(
    'react-recap.md',
    {
      title: 'React Kampala Meetup Recap',
      date: '2026-03-10',
      description: 'Sixty developers, three talks on React and a lot of rolex at the break.',
      author: 'Joel Ssempa',
      category: 'Community',
      tags: ['react', 'meetup'],
      image: '/uploads/react-kampala.svg',
    },
    '## The talks\n\nOffline-first apps, **accessible forms** and Server Components.\n\n- one\n- two',
  ),
  md('first-contribution.md', {
    title: 'Your First Open Source Contribution',
    date: '2026-05-02',
    description: 'Forking, branching and opening a pull request maintainers will want to merge.',
    author: 'Sarah Nakato',
    category: 'Tutorials',
    tags: ['git', 'beginners'],
    image: '/uploads/first-contribution.svg',
  }),
  BROKEN_FILE,
  md('mobile-money.md', {
    title: 'Building on Mobile Money APIs',
    date: '2026-04-20',
    description: 'Lessons from integrating payments into a point-of-sale app.',
    author: 'Ivan Mugisha',
    category: 'Technology',
    tags: ['payments', 'api'],
    image: '/uploads/mobile-money-api.svg',
  }),
  md('women-in-oss.md', {
    title: 'Women in Open Source',
    date: '2025-12-01',
    description: 'Four members share how they started contributing.',
    author: 'Grace Achieng',
    category: 'Community',
    tags: ['diversity', 'meetup'],
    image: '/uploads/women-in-oss.svg',
  }),
  md('docs-matter.md', {
    title: 'Why Documentation Matters',
    date: '2026-02-14',
    description: 'Good documentation turns a clever repository into a project people can use.',
    author: 'Grace Achieng',
    category: 'Community',
    tags: ['docs'],
    image: '/uploads/docs-matter.svg',
  }),
  md('plain-post.md', {
    title: 'A Post Without Extras',
    date: '2025-10-05',
    description: 'Defaults fill the gaps.',
  }),
  LEGACY_FILE,
]

export const TITLES_NEWEST_FIRST = [
  'Your First Open Source Contribution',
  'Building on Mobile Money APIs',
  'React Kampala Meetup Recap',
  'Why Documentation Matters',
  'Women in Open Source',
  'A Post Without Extras',
  'Legacy Post: Quoted Values',
]

export async function mockBlog(page: Page, files: MockFile[] | 'missing' = BLOG_FILES): Promise<void> {
  await mockContent(page, { blog: files })
}

/** Waits until the list (or teaser) has loaded: no skeleton left. */
export async function waitForBlog(page: Page): Promise<void> {
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0, { timeout: 15_000 })
}

/** The list region of /blog (named by its heading). */
export const postList = (page: Page) =>
  page.getByRole('region', { name: /^(Latest Articles|Filtered Articles|Search Results for)/ })

/** Titles of the cards shown in the list region. */
export const cardTitles = (page: Page) =>
  postList(page).getByRole('listitem').getByRole('heading').allTextContents()

/** A toast of the site's toast area containing the given title. */
export function toastWith(page: Page, title: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title })
}

/** The toast machinery loads on the first interaction: load it, and let the network settle. */
export async function settle(page: Page): Promise<void> {
  await page.mouse.click(1, 300)
  await page.waitForLoadState('networkidle')
  await waitForAnimations(page)
}
