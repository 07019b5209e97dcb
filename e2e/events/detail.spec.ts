import { expect, test } from '@playwright/test'
import { gotoApp, recordNetworkCalls, recordDataRequests, waitForAnimations } from '../support/app'
import { daysFromNow } from '../support/content'
import { EVENING, mockEvents, toastWith, usDate } from './fixtures'

test.describe('event detail', () => {
  test('upcoming event: image, badge, title, date, location, attendees, body, meta tags, suggestions', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events/git-workshop')
    const title = page.getByRole('heading', { level: 1, name: 'Git and GitHub Workshop' })
    await expect(title).toBeVisible()
    const image = page.getByRole('img', { name: 'Git and GitHub Workshop' }).first()
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '630')
    const article = page.locator('article', { has: title })
    await expect(article.getByText('Upcoming Event', { exact: true })).toBeVisible()
    await expect(article.getByText(usDate(daysFromNow(3)), { exact: true })).toBeVisible()
    await expect(article.getByText('Outbox Hub')).toBeVisible()
    await expect(article.getByText('40 attendees')).toBeVisible()
    await expect(article.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible()
    await expect(article.locator('strong', { hasText: 'git' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Ready to join us?' })).toBeVisible()

    await expect(page).toHaveTitle('Git and GitHub Workshop | Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Branches, pull requests and reviews, hands on.',
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Git and GitHub Workshop | Open Source Community Kampala',
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*\/images\/logo\.svg$/,
    )

    const suggestions = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Other Events You Might Like' }),
    })
    await expect(suggestions.getByRole('listitem').getByRole('link')).toHaveText([
      'Python Data Workshop',
      'Docs Writing Workshop',
      'Kampala Hackathon',
    ])
    await suggestions.getByRole('link', { name: 'Kampala Hackathon' }).click()
    await expect(page).toHaveURL(/\/events\/hackathon$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kampala Hackathon' })).toBeVisible()
    await expect(page).toHaveTitle('Kampala Hackathon | Open Source Community Kampala')
  })

  test('date with a time shows the time; no attendees line when absent', async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events/evening-meetup')
    const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
    await expect(article.getByText(`${usDate(EVENING)} EAT`, { exact: true })).toBeVisible()
    expect(usDate(EVENING)).toMatch(/6:30\sPM$/)
    await expect(article.getByText(/attendee/)).toHaveCount(0)
  })

  test('past event: Past Event badge and no registration block', async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events/python-workshop')
    await expect(page.getByRole('heading', { level: 1, name: 'Python Data Workshop' })).toBeVisible()
    await expect(page.getByText('Past Event', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
    await expect(page.getByText('Ready to join us?')).toHaveCount(0)
  })

  test("Register Now: You're Registered ✓, disabled, toast — and no request is made", async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events/git-workshop')
    const register = page.getByRole('button', { name: 'Register Now' })
    await expect(register).toBeVisible()
    // Let the page settle (the toast area loads on the first interaction).
    await page.mouse.click(1, 300)
    await page.waitForLoadState('networkidle')
    await waitForAnimations(page)
    const requests = recordDataRequests(page)
    const calls = await recordNetworkCalls(page)
    await register.click()
    const done = page.getByRole('button', { name: "You're Registered ✓" })
    await expect(done).toBeDisabled()
    await expect(toastWith(page, 'Registration successful!')).toBeVisible()
    expect(await calls()).toEqual([])
    expect(requests.urls).toEqual([])
  })

  test('Share without native share copies the link and toasts Link copied!', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    )
    await mockEvents(page)
    await gotoApp(page, '/events/git-workshop')
    await page.getByRole('button', { name: 'Share' }).click()
    const toast = toastWith(page, 'Link copied!')
    await expect(toast).toContainText('Event link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('unknown slug: Event Not Found and Back to Events', async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events/no-such-event')
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Event Not Found | Open Source Community Kampala')
    await page.getByRole('link', { name: 'Back to Events' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeVisible()
  })
})
