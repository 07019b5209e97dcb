import { expect, type Page } from '@playwright/test'
import { md, mockContent, type MockFile } from '../support/content'

/**
 * Eight readable projects and one malformed file: statuses in varied case,
 * 6 tags and 6 collaborators on the first, one without a category, one
 * without a link, eight categories (three beyond the desktop's five).
 */
export const PROJECT_FILES: MockFile[] = [
  md(
    'boda-safety.md',
    {
      title: 'Boda Safety',
      description:
        'A mobile app that lets passengers share their boda-boda trip with family and rate riders on safety.',
      status: 'ACTIVE',
      category: 'Mobile Apps',
      tags: ['mobile', 'flutter', 'maps', 'safety', 'sms', 'offline'],
      collaborators: [
        'Amina Okello',
        'Brian Ssali',
        'Carol Nabirye',
        'Daniel Kato',
        'Esther Auma',
        'Frank Mugisha',
      ],
      link: 'https://example.org/boda-safety',
      startDate: '2025-01-10',
      image: '/images/logo.svg',
    },
    '## Why\n\nRiders and passengers both want **safer** trips.\n\n- Share a trip\n- Rate a rider',
  ),
  md('clinic-queue.md', {
    title: 'Clinic Queue Manager',
    description: 'Queue tickets by SMS so patients wait less at health centres.',
    status: 'in development',
    category: 'Healthcare',
    tags: ['healthcare', 'sms', 'node'],
    collaborators: ['Grace Atim', 'Henry Okot'],
    link: 'https://example.org/clinic-queue',
    date: '2025-02-01',
  }),
  md('luganda-keyboard.md', {
    title: 'Luganda Keyboard',
    description: 'A predictive keyboard and word list for typing Luganda.',
    status: 'Research',
    category: 'Education',
    tags: ['mobile', 'language'],
    link: 'https://example.org/luganda',
  }),
  md('open-maps.md', {
    title: 'Open Maps Kampala',
    description: 'Community mapping of taxi stages and clinics on OpenStreetMap.',
    status: 'planning',
    category: 'Open Source',
    tags: ['maps', 'openstreetmap'],
    link: 'https://example.org/maps',
  }),
  md('market-pos.md', {
    title: 'Market Vendor POS',
    description: 'A point-of-sale app that reconciles mobile money payments.',
    status: 'On Hold',
    category: 'E-Commerce',
    tags: ['payments', 'mobile', 'kotlin'],
    link: 'https://example.org/pos',
  }),
  md('school-portal.md', {
    title: 'School Results Portal',
    description: 'Parents check term results by web or SMS.',
    status: 'Completed',
    category: 'Web Applications',
    tags: ['education', 'react'],
    startDate: '2024-11-05',
  }),
  md('community-site.md', {
    title: 'Community Website',
    description: 'This website, built as micro-frontends.',
    status: 'Active',
    tags: ['react', 'typescript'],
    link: 'https://example.org/site',
  }),
  { file: 'broken.md', text: 'title: no front matter fences\nThis file is malformed.\n' },
  md('data-lab.md', {
    title: 'Data Lab',
    description: 'Open datasets about Kampala, cleaned and documented.',
    status: 'Active',
    category: 'Data Science',
    tags: ['data'],
    link: 'https://example.org/data',
  }),
]

export const TITLES = [
  'Boda Safety',
  'Clinic Queue Manager',
  'Luganda Keyboard',
  'Open Maps Kampala',
  'Market Vendor POS',
  'School Results Portal',
  'Community Website',
  'Data Lab',
]

export const CATEGORIES = [
  'All',
  'Mobile Apps',
  'Healthcare',
  'Education',
  'Open Source',
  'E-Commerce',
  'Web Applications',
  'Uncategorized',
  'Data Science',
]

export async function mockProjects(page: Page, files: MockFile[] | 'missing' = PROJECT_FILES): Promise<void> {
  await mockContent(page, { projects: files })
}

/** Waits until the projects list has loaded (skeletons gone, cards or the empty state shown). */
export async function waitForProjects(page: Page): Promise<void> {
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByText(/\d+ projects? found/)).toBeVisible()
}

/** Waits until every card's entrance animation has finished. */
export async function waitForCardsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => (a.effect as KeyframeEffect | null)?.target instanceof Element)
      .every(
        (a) =>
          a.playState === 'finished' ||
          a.playState === 'idle' ||
          a.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/** The h2 above the cards. */
export const listHeading = (page: Page) => page.locator('#projects-heading')
export const cards = (page: Page) => page.getByTestId('project-card')
export const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 3 })
export const card = (page: Page, title: string) =>
  page
    .getByTestId('project-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
export const categoryButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('button', { name, exact: true })
export const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true })

/** A toast of the site's toast area containing the given title. */
export function toastWith(page: Page, title: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title })
}
