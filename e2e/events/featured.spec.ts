import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { daysFromNow, md } from '../support/content'
import { EVENT_FILES, mockEvents, waitForEvents } from './fixtures'

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured Events', exact: true })
const visibleSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][aria-hidden="false"]')
const prev = (page: Page) => page.getByRole('button', { name: 'Previous featured event' })
const next = (page: Page) => page.getByRole('button', { name: 'Next featured event' })

test.describe('featured events carousel', () => {
  test('the first 3 upcoming, soonest first; prev/next stop at the ends (no loop with 3)', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Events' })).toBeVisible()
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3)
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '1 of 3')
    await expect(visibleSlide(page).getByRole('heading', { level: 3 })).toHaveText('Git and GitHub Workshop')
    await expect(prev(page)).toBeDisabled()
    await next(page).click()
    await expect(visibleSlide(page).getByRole('heading', { level: 3 })).toHaveText('Evening Community Meetup')
    await next(page).click()
    await expect(visibleSlide(page).getByRole('heading', { level: 3 })).toHaveText('Kampala Hackathon')
    await expect(next(page)).toBeDisabled()
    await prev(page).click()
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3')
    await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/events')
  })

  test('keyboard: ArrowRight / ArrowLeft on the focused carousel; the visible slide links to its event', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await carousel(page).focus()
    await page.keyboard.press('ArrowRight')
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '3 of 3')
    await page.keyboard.press('ArrowLeft')
    await expect(visibleSlide(page)).toHaveAttribute('aria-label', '2 of 3')
    // Hidden slides are inert: Tab reaches only the visible slide's link.
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', '/events/evening-meetup')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/events\/evening-meetup$/)
  })

  test('slides with a transition, none under prefers-reduced-motion', async ({ page }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)
    const track = carousel(page).locator('> div').first()
    await expect(track).toHaveCSS('transition-property', 'transform')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(carousel(page)).toHaveAttribute('data-reduced-motion', 'true')
    await expect(track).toHaveCSS('transition-property', 'none')
  })

  test('with no upcoming event: the 3 newest past events', async ({ page }) => {
    await mockEvents(page, EVENT_FILES.slice(3))
    await gotoApp(page, '/events')
    await waitForEvents(page)
    const titles = carousel(page).locator('[aria-roledescription="slide"] h3')
    await expect(titles).toHaveText([
      'Python Data Workshop',
      'Docs Writing Workshop',
      'Open Source Conference',
    ])
  })

  test('with fewer than 3: only those, both buttons disabled for one', async ({ page }) => {
    await mockEvents(page, [
      md('only.md', { title: 'The Only Event', date: daysFromNow(7), location: 'Online' }),
    ])
    await gotoApp(page, '/events')
    await waitForEvents(page)
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(1)
    await expect(prev(page)).toBeDisabled()
    await expect(next(page)).toBeDisabled()
  })
})
