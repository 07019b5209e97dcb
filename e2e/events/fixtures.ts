import { expect, type Page } from '@playwright/test'
import { daysFromNow, md, mockContent, type MockFile } from '../support/content'

/** A date `days` from today with a time, e.g. `2027-03-05T18:30`. */
export function daysFromNowAt(days: number, time: string): string {
  return `${daysFromNow(days)}T${time}`
}

/** `formatDate` of the content module, for the expected texts. */
export function usDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number]
  const [hh, mm] = date.includes('T') ? date.slice(11).split(':').map(Number) : [0, 0]
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }
  if (date.includes(':')) Object.assign(options, { hour: 'numeric', minute: '2-digit' })
  return new Date(y, m - 1, d, hh, mm).toLocaleString('en-US', options)
}

export const EVENING = daysFromNowAt(10, '18:30')

/** Three upcoming and five past events, six categories, a broken file. */
export const EVENT_FILES: MockFile[] = [
  md(
    'git-workshop.md',
    {
      title: 'Git and GitHub Workshop',
      date: daysFromNow(3),
      description: 'Branches, pull requests and reviews, hands on.',
      location: 'Outbox Hub',
      category: 'Workshop',
      attendees: 40,
      image: '/images/logo.svg',
    },
    '## Agenda\n\nBring a laptop with **git** installed.',
  ),
  md('evening-meetup.md', {
    title: 'Evening Community Meetup',
    date: EVENING,
    description: 'Lightning talks and pizza.',
    location: 'Online',
    category: 'Meetup',
  }),
  md('hackathon.md', {
    title: 'Kampala Hackathon',
    date: daysFromNow(40),
    description: 'Forty-eight hours of building.',
    location: 'Makerere University',
    category: 'Hackathon',
    attendees: 150,
  }),
  md('python-workshop.md', {
    title: 'Python Data Workshop',
    date: daysFromNow(-5),
    description: 'Pandas and notebooks.',
    location: 'Innovation Village',
    category: 'Workshop',
    attendees: 25,
  }),
  md('docs-workshop.md', {
    title: 'Docs Writing Workshop',
    date: daysFromNow(-60),
    description: 'Writing READMEs people read.',
    location: 'Online',
    category: 'Workshop',
    attendees: 60,
  }),
  { file: 'broken.md', text: 'title: no front matter fences\nThis file is malformed.\n' },
  md('conference.md', {
    title: 'Open Source Conference',
    date: daysFromNow(-100),
    description: 'A day of talks.',
    location: 'Outbox Hub',
    category: 'Conference',
  }),
  md('talk.md', {
    title: 'Licensing Talk',
    date: daysFromNow(-200),
    description: 'Which licence?',
    location: 'Online',
    category: 'Talk',
  }),
  md('webinar.md', {
    title: 'Accessibility Webinar',
    date: daysFromNow(-300),
    description: 'A11y basics.',
    location: 'Online',
    category: 'Webinar',
  }),
]

export async function mockEvents(page: Page, files: MockFile[] | 'missing' = EVENT_FILES): Promise<void> {
  await mockContent(page, { events: files })
}

/** Waits until the events screen is there and has loaded (no skeleton left). */
export async function waitForEvents(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0, { timeout: 20_000 })
}

/** A toast of the site's toast area containing the given title. */
export function toastWith(page: Page, title: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title })
}
