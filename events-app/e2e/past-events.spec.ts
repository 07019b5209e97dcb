import { expect, test } from '@playwright/test'
import { expectAccessible } from '../../e2e/support/a11y'
import { gotoApp } from '../../e2e/support/app'
import { daysFromNow, md, mockContent } from '../../e2e/support/content'

/** Two past events (one months ago, one last week) and one ahead. */
const FILES = [
  md('zz-long-ago.md', { title: 'Long Ago Meetup', date: daysFromNow(-120), location: 'Kampala' }, 'Old.'),
  md(
    'zz-last-week.md',
    { title: 'Last Week Workshop', date: daysFromNow(-7), location: 'Online' },
    'Recent.',
  ),
  md(
    'zz-next-month.md',
    { title: 'Next Month Hackathon', date: daysFromNow(30), location: 'Ntinda' },
    'Soon.',
  ),
]

test.describe('/events/past: the archive of past events', () => {
  test('lists the past events newest first, under its own title, reachable from the Past tab', async ({
    page,
  }) => {
    await mockContent(page, { events: FILES })
    await gotoApp(page, '/events')
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await page.getByRole('link', { name: 'All past events, on a page of their own' }).click()
    await expect(page).toHaveURL(/\/events\/past$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible()
    await expect(page).toHaveTitle('Past Events | Open Source Community Kampala')
    await expect(
      page.getByRole('list', { name: 'Past events' }).getByRole('listitem').getByRole('link'),
    ).toHaveText(['Last Week Workshop', 'Long Ago Meetup'])
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
  })

  test('fits a 390 px phone: nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await mockContent(page, { events: FILES })
    await gotoApp(page, '/events/past')
    await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const back = await page.getByRole('link', { name: 'Back to Events' }).boundingBox()
    expect(back!.x).toBeGreaterThanOrEqual(0)
    expect(back!.x + back!.width).toBeLessThanOrEqual(390)
  })

  test('is a page of its own without JavaScript: its head, its text and the past events', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/events/past')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Past Events | Open Source Community Kampala')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/events\/past$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible()
    await expect(main.getByText(/Every past workshop, meetup and hackathon/)).toBeVisible()
    expect(await main.getByRole('listitem').count()).toBeGreaterThan(0)
    await context.close()
  })
})
