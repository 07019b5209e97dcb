import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'
import { daysFromNow, md } from '../support/content'
import { EVENT_FILES, mockEvents } from './fixtures'

test.describe('Home teaser', () => {
  test('3 skeletons, then upcoming events oldest first, at most 3, with All Events', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await mockEvents(page, [
      ...EVENT_FILES,
      md('later.md', { title: 'Much Later Meetup', date: daysFromNow(90), location: 'Online' }),
    ])
    await page.route('**/content/events/index.json', async (route) => {
      await gate
      await route.fallback()
    })
    await gotoApp(page, '/home')
    const teaser = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Upcoming Events' }),
    })
    await expect(teaser.getByTestId('skeleton-card')).toHaveCount(3)
    release()
    await expect(teaser.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 })
    await expect(teaser.getByRole('listitem').getByRole('link')).toHaveText([
      'Git and GitHub Workshop',
      'Evening Community Meetup',
      'Kampala Hackathon',
    ])
    await expect(teaser.getByRole('link', { name: 'All Events' })).toHaveAttribute('href', '/events')
  })

  test('index missing: No upcoming events at the moment, with Past Events to /events', async ({ page }) => {
    await mockEvents(page, 'missing')
    await gotoApp(page, '/home')
    await expect(page.getByText('No upcoming events at the moment')).toBeVisible({ timeout: 15_000 })
    await page.getByRole('link', { name: 'Past Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeVisible()
  })
})
