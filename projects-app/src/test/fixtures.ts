import type { Project } from '@osck/shared'

export function makeProject(slug: string, overrides: Partial<Project> = {}): Project {
  return {
    id: slug,
    slug,
    title: `Project ${slug}`,
    description: `About ${slug}`,
    status: 'Active',
    image: '/images/logo.svg',
    tags: [],
    category: 'Web Applications',
    link: undefined,
    collaborators: [],
    starCount: undefined,
    startDate: undefined,
    endDate: undefined,
    featured: false,
    date: '2025-03-01',
    content: `## ${slug}\n\nBody of ${slug}.`,
    ...overrides,
  }
}

/** Four projects: two categories, shared and distinct tags, overflowing tags and collaborators. */
export const PROJECTS: Project[] = [
  makeProject('boda', {
    title: 'Boda Safety',
    description: 'Trip sharing for boda-boda passengers.',
    category: 'Mobile Apps',
    status: 'ACTIVE',
    tags: ['mobile', 'flutter', 'maps', 'safety', 'sms'],
    collaborators: ['Amina Okello', 'Brian Ssali', 'Carol Nabirye', 'Daniel Kato', 'Esther Auma'],
    link: 'https://example.org/boda',
    startDate: '2025-01-10',
  }),
  makeProject('clinic', {
    title: 'Clinic Queue',
    description: 'Queue tickets by SMS for health centres.',
    category: 'Healthcare',
    status: 'in development',
    tags: ['healthcare', 'sms'],
    collaborators: ['Grace Atim'],
  }),
  makeProject('luganda', {
    title: 'Luganda Keyboard',
    description: 'Predictive keyboard for Luganda.',
    category: 'Mobile Apps',
    status: 'Research',
    tags: ['mobile', 'language'],
  }),
  makeProject('maps', {
    title: 'Open Maps',
    description: 'Community mapping of Kampala.',
    category: 'Uncategorized',
    status: 'planning',
    tags: ['maps'],
  }),
]
