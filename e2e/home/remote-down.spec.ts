import { expect, test } from '@playwright/test'
import { gotoHome, region } from './fixtures'

test('with the blog remote down, only Latest Articles shows the message; Retry loads it', async ({
  page,
}) => {
  let blocked = true
  await page.route('**/remotes/blog/remoteEntry.js*', (route) =>
    blocked ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  )
  await gotoHome(page)
  const area = page.getByTestId('home-blog')
  const alert = area.getByRole('alert')
  await expect(alert).toContainText('The blog is temporarily unavailable', { timeout: 15_000 })
  await expect(region(page, 'Latest Articles')).toHaveCount(0)

  // Everything else still works.
  await expect(region(page, 'Upcoming Events').getByRole('heading', { level: 2 })).toBeVisible()
  await region(page, 'Our Community Impact').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('stat-members')).toHaveText('68')
  await expect(region(page, 'What We Do').getByRole('link', { name: 'Read Articles' })).toHaveAttribute(
    'href',
    '/blog',
  )
  await expect(region(page, 'Join Our Community Today')).toBeAttached()

  blocked = false
  await alert.scrollIntoViewIfNeeded()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(area.getByRole('alert')).toHaveCount(0)
  await expect(region(page, 'Latest Articles').getByRole('listitem').first()).toBeVisible({ timeout: 15_000 })
})
