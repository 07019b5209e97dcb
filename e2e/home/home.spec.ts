import { expect, test } from '@playwright/test'
import { mockContent } from '../support/content'
import {
  EVENTS,
  gotoHome,
  H2_ORDER,
  NEWEST_POSTS,
  POSTS,
  region,
  scrollThrough,
  sectionH2s,
  SOONEST_EVENTS,
} from './fixtures'

test.describe('Home', () => {
  test('title, hero and the sections in the spec order', async ({ page }) => {
    await gotoHome(page)
    await expect(page).toHaveTitle('Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /brings developers, designers and learners together/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByText('A home in Kampala for developers, designers and learners')).toBeVisible()
    await expect(region(page, 'Upcoming Events')).toBeVisible({ timeout: 15_000 })
    await expect(region(page, 'Latest Articles')).toBeVisible()
    await expect.poll(() => sectionH2s(page)).toEqual(H2_ORDER)
    await expect(page.getByRole('img', { name: 'Open Source Community Kampala logo' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )
  })

  test('counters count up to 68, 0, 2 and 3 once the stats are in view', async ({ page }) => {
    await gotoHome(page)
    const members = page.getByTestId('stat-members')
    await expect(members).toHaveText('0')
    await region(page, 'Our Community Impact').scrollIntoViewIfNeeded()
    await expect(members).toHaveText('68', { timeout: 5_000 })
    await expect(page.getByTestId('stat-projects')).toHaveText('0')
    await expect(page.getByTestId('stat-events')).toHaveText('2')
    await expect(page.getByTestId('stat-posts')).toHaveText('3')
    const stats = region(page, 'Our Community Impact')
    for (const label of ['Community Members', 'Active Projects', 'Events Hosted', 'Knowledge Resources']) {
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
  })

  test('Latest Articles: the 3 newest of 5 posts, newest first', async ({ page }) => {
    await mockContent(page, { blog: POSTS })
    await gotoHome(page)
    const teaser = region(page, 'Latest Articles')
    await expect(teaser.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 })
    await expect(teaser.getByRole('listitem').getByRole('heading')).toHaveText(NEWEST_POSTS)
    await expect(teaser.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/blog')
  })

  test('Upcoming Events: the 3 soonest upcoming of 5 events, past ones left out', async ({ page }) => {
    await mockContent(page, { events: EVENTS })
    await gotoHome(page)
    const teaser = region(page, 'Upcoming Events')
    await expect(teaser.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 })
    for (const [index, title] of SOONEST_EVENTS.entries()) {
      await expect(
        teaser.getByRole('listitem').nth(index).getByRole('link', { name: title }),
      ).toHaveAttribute('href', /^\/events\/[a-z-]+$/)
    }
    await expect(teaser.getByText('Past Workshop')).toHaveCount(0)
    await expect(teaser.getByRole('link', { name: 'All Events' })).toHaveAttribute('href', '/events')
  })

  test('no posts and no events: the empty messages, Past Events leads to /events', async ({ page }) => {
    await mockContent(page, { blog: [], events: [] })
    await gotoHome(page)
    await scrollThrough(page)
    await expect(region(page, 'Latest Articles').getByText('No blog posts found')).toBeVisible({
      timeout: 15_000,
    })
    const events = region(page, 'Upcoming Events')
    await expect(events.getByText('No upcoming events at the moment')).toBeVisible()
    await events.getByRole('link', { name: 'Past Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
  })

  test('Join Our Community goes to /events', async ({ page }) => {
    await gotoHome(page)
    await page.getByRole('link', { name: 'Join Our Community', exact: true }).click()
    await expect(page).toHaveURL(/\/events$/)
  })

  test('Learn More goes to /about, which is the 404 page', async ({ page }) => {
    await gotoHome(page)
    await page.getByRole('link', { name: 'Learn More' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })

  for (const [action, path, heading] of [
    ['Explore Events', '/events', 'Events & Activities'],
    ['View Projects', '/projects', 'Open Source Projects'],
    ['Read Articles', '/blog', 'Knowledge Sharing'],
  ] as const) {
    test(`What We Do: ${action} goes to ${path}`, async ({ page }) => {
      await gotoHome(page)
      const section = region(page, 'What We Do')
      await section.scrollIntoViewIfNeeded()
      await expect(section.getByRole('heading', { level: 3, name: heading })).toBeVisible()
      await section.getByRole('link', { name: action }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    })
  }

  test('Community Voices lists nine testimonials', async ({ page }) => {
    await gotoHome(page)
    const voices = page.getByRole('list', { name: 'Testimonials' })
    await expect(voices.getByRole('listitem')).toHaveCount(9)
    await expect(voices.getByRole('listitem').first()).toContainText('Community Member')
  })

  test('Get Started opens the chat invite in a new tab; the address is not shown', async ({
    page,
    context,
  }) => {
    await context.route(/chat\.whatsapp\.com/, (route) => route.fulfill({ body: 'chat' }))
    await gotoHome(page)
    const cta = region(page, 'Join Our Community Today')
    await cta.scrollIntoViewIfNeeded()
    await expect(page.locator('main')).not.toContainText('chat.whatsapp.com')
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      cta.getByRole('button', { name: 'Get Started' }).click(),
    ])
    await expect(popup).toHaveURL(/chat\.whatsapp\.com/)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })
})
