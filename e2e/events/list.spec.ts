import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { daysFromNow, md } from '../support/content'
import { EVENING, EVENT_FILES, mockEvents, toastWith, usDate, waitForEvents } from './fixtures'

const panel = (page: Page, name: 'Upcoming Events' | 'Past Events') => page.getByRole('tabpanel', { name })
const cardTitles = (page: Page, name: 'Upcoming Events' | 'Past Events') =>
  panel(page, name).getByRole('listitem').getByRole('link').allTextContents()
const chip = (page: Page, group: 'Category' | 'Location', name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true })

test.describe('events list', () => {
  test('hero, title, search and chips (first 5 categories, first 3 locations, All first)', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeVisible()
    await expect(page).toHaveTitle('Events & Activities | Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Workshops, meetups/)
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveAttribute(
      'placeholder',
      'Search events...',
    )
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('button')).toHaveText([
      'All',
      'Workshop',
      'Meetup',
      'Hackathon',
      'Conference',
      'Talk',
    ])
    await expect(page.getByRole('group', { name: 'Location' }).getByRole('button')).toHaveText([
      'All',
      'Outbox Hub',
      'Online',
      'Makerere University',
    ])
    await expect(chip(page, 'Category', 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(page, 'Category', 'Workshop')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)
  })

  test('skeletons while loading: 3 in the featured row and 6 in the list', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await mockEvents(page)
    await page.route('**/content/events/index.json', async (route) => {
      await gate
      await route.fallback()
    })
    await gotoApp(page, '/events')
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Events' }) })
    await expect(featured.getByTestId('skeleton-card')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'All events' }).getByTestId('skeleton-card')).toHaveCount(6)
    release()
    await waitForEvents(page)
    await expect(page.getByRole('heading', { name: '3 Upcoming Events' })).toBeVisible()
  })

  test('390 px: the Filters panel keeps its height when the chips arrive (one row that scrolls sideways)', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.setViewportSize({ width: 390, height: 844 })
    await mockEvents(page)
    await page.route('**/content/events/index.json', async (route) => {
      await gate
      await route.fallback()
    })
    await gotoApp(page, '/events')
    const filters = page.getByRole('region', { name: 'Filters' })
    await expect(page.getByTestId('skeleton-card').first()).toBeVisible()
    const loadingHeight = (await filters.boundingBox())!.height
    release()
    await waitForEvents(page)
    await expect(chip(page, 'Category', 'Conference')).toHaveCount(1)
    expect((await filters.boundingBox())!.height).toBe(loadingHeight)
    // The chips past the edge are reached by scrolling the row, and still work.
    await chip(page, 'Location', 'Makerere University').click()
    await expect(chip(page, 'Location', 'Makerere University')).toHaveAttribute('aria-pressed', 'true')
  })

  test('tabs with count headings, newest first; a malformed file is skipped', async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { name: '3 Upcoming Events' })).toBeVisible()
    await expect
      .poll(() => cardTitles(page, 'Upcoming Events'))
      .toEqual(['Kampala Hackathon', 'Evening Community Meetup', 'Git and GitHub Workshop'])
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect(page.getByRole('heading', { name: '5 Past Events' })).toBeVisible()
    await expect
      .poll(() => cardTitles(page, 'Past Events'))
      .toEqual([
        'Python Data Workshop',
        'Docs Writing Workshop',
        'Open Source Conference',
        'Licensing Talk',
        'Accessibility Webinar',
      ])
    await expect(page.getByText('malformed')).toHaveCount(0)
    // The keyboard moves between tabs, and the page holds the chosen tab's panel only.
    await page.getByRole('tab', { name: 'Past Events' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Upcoming Events', selected: true })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect.poll(() => cardTitles(page, 'Upcoming Events')).toHaveLength(3)
  })

  test('a date-only event stays upcoming through its own day', async ({ page }) => {
    await mockEvents(page, [
      md('today.md', { title: 'Today Meetup', date: daysFromNow(0), location: 'Online' }),
      md('yesterday.md', { title: 'Yesterday Meetup', date: daysFromNow(-1), location: 'Online' }),
    ])
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect.poll(() => cardTitles(page, 'Upcoming Events')).toEqual(['Today Meetup'])
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect.poll(() => cardTitles(page, 'Past Events')).toEqual(['Yesterday Meetup'])
  })

  test('singular count headings', async ({ page }) => {
    await mockEvents(page, [EVENT_FILES[0]!, EVENT_FILES[3]!])
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { name: '1 Upcoming Event', exact: true })).toBeVisible()
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect(page.getByRole('heading', { name: '1 Past Event', exact: true })).toBeVisible()
  })

  test('event cards: image, linked clamped title, clamped summary, date, location, badges, attendees', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    const card = panel(page, 'Upcoming Events')
      .getByRole('listitem')
      .filter({ hasText: 'Git and GitHub Workshop' })
    await expect(card.getByRole('img', { name: 'Git and GitHub Workshop' })).toHaveAttribute('width', '640')
    const link = card.getByRole('link', { name: 'Git and GitHub Workshop' })
    await expect(link).toHaveAttribute('href', '/events/git-workshop')
    await expect(link).toHaveCSS('-webkit-line-clamp', '2')
    await expect(card.getByText('Branches, pull requests and reviews, hands on.')).toHaveCSS(
      '-webkit-line-clamp',
      '3',
    )
    await expect(card.getByText(usDate(daysFromNow(3)))).toBeVisible()
    await expect(card.getByText('Outbox Hub')).toBeVisible()
    await expect(card.getByText('40 attendees')).toBeVisible()
    await expect(card.getByText('Workshop', { exact: true })).toBeVisible()
    await expect(card.getByText('Upcoming', { exact: true })).toBeVisible()

    const evening = panel(page, 'Upcoming Events')
      .getByRole('listitem')
      .filter({ hasText: 'Evening Community Meetup' })
    await expect(evening.getByText(usDate(EVENING))).toBeVisible()
    await expect(evening.getByText(/attendee/)).toHaveCount(0)

    await page.getByRole('tab', { name: 'Past Events' }).click()
    const past = panel(page, 'Past Events').getByRole('listitem').filter({ hasText: 'Python Data Workshop' })
    await expect(past.getByText('Past', { exact: true })).toBeVisible()
    await past.getByRole('link', { name: 'Python Data Workshop' }).click()
    await expect(page).toHaveURL(/\/events\/python-workshop$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Python Data Workshop' })).toBeVisible()
  })

  test("Get Notified toasts Wait — We're working on this; nothing is sent", async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { name: 'Ready to join our next event?' })).toBeVisible()
    await page.getByRole('button', { name: 'Get Notified' }).click()
    const toast = toastWith(page, 'Wait')
    await expect(toast).toContainText("We're working on this")
  })

  test('index missing: empty lists with No events found, no featured row', async ({ page }) => {
    await mockEvents(page, 'missing')
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { name: '0 Upcoming Events' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible()
    await expect(page.getByText('There are no upcoming events matching your criteria.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Events' })).toHaveCount(0)
  })
})
