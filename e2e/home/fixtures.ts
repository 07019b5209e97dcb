import { expect, type Page } from '@playwright/test'
import { daysFromNow, md, type MockFile } from '../support/content'
import { gotoApp } from '../support/app'

/** The Home sections' h2 headings, in the spec's order. */
export const H2_ORDER = [
  'Our Community Impact',
  'About Us',
  'Latest Articles',
  'Upcoming Events',
  'What We Do',
  'Community Voices',
  'Join Our Community Today',
]

/** Five posts listed out of date order; the 3 newest are Echo, Charlie, Alpha. */
export const POSTS: MockFile[] = [
  md('alpha.md', { title: 'Alpha Post', date: '2025-03-10', description: 'Alpha summary.' }),
  md('bravo.md', { title: 'Bravo Post', date: '2024-11-02', description: 'Bravo summary.' }),
  md('charlie.md', { title: 'Charlie Post', date: '2025-06-21', description: 'Charlie summary.' }),
  md('delta.md', { title: 'Delta Post', date: '2023-01-15', description: 'Delta summary.' }),
  md('echo.md', { title: 'Echo Post', date: '2025-09-30', description: 'Echo summary.' }),
]
export const NEWEST_POSTS = ['Echo Post', 'Charlie Post', 'Alpha Post']

/** Five events: two past, three upcoming listed out of order. Home shows the upcoming ones soonest first. */
export const EVENTS: MockFile[] = [
  md('far.md', {
    title: 'Far Future Hackathon',
    date: daysFromNow(90),
    description: 'Far.',
    location: 'Makerere',
  }),
  md('past-one.md', {
    title: 'Past Workshop',
    date: daysFromNow(-3),
    description: 'Past.',
    location: 'Online',
  }),
  md('soon.md', { title: 'Soon Meetup', date: daysFromNow(2), description: 'Soon.', location: 'Outbox Hub' }),
  md('past-two.md', {
    title: 'Old Conference',
    date: daysFromNow(-200),
    description: 'Old.',
    location: 'Kampala',
  }),
  md('mid.md', {
    title: 'Mid Month Talk',
    date: daysFromNow(20),
    description: 'Mid.',
    location: 'Innovation Village',
  }),
]
export const SOONEST_EVENTS = ['Soon Meetup', 'Mid Month Talk', 'Far Future Hackathon']

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Opens Home and waits for the skeleton to give way to the hero. */
export async function gotoHome(page: Page): Promise<void> {
  await gotoApp(page, '/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Community Kampala' })).toBeVisible({
    timeout: 15_000,
  })
  // Settled: no skeleton left (the hero's own and the teasers'), so nothing is remounted under
  // a test's focus or pointer.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

/** Scrolls down the whole page step by step (fade-ins and counters start), then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
}

/** The h2 headings that name Home's sections (section[aria-labelledby]), in document order. */
export async function sectionH2s(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section[aria-labelledby]')]
      .map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? ''))
      .filter((heading): heading is HTMLElement => heading?.tagName === 'H2')
      .map((heading) => heading.textContent?.trim() ?? ''),
  )
}
