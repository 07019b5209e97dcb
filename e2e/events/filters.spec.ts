import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { mockEvents, waitForEvents } from './fixtures'

const panel = (page: Page, name: 'Upcoming Events' | 'Past Events') => page.getByRole('tabpanel', { name })
const cardTitles = (page: Page, name: 'Upcoming Events' | 'Past Events') =>
  panel(page, name).getByRole('listitem').getByRole('link').allTextContents()
const chip = (page: Page, group: 'Category' | 'Location', name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true })

test.describe('events filters', () => {
  test('filters combine with search, live in the URL, survive reload and Back; Reset and Clear Filters', async ({
    page,
  }) => {
    await mockEvents(page)
    await gotoApp(page, '/events')
    await waitForEvents(page)

    await chip(page, 'Category', 'Workshop').click()
    await expect(page).toHaveURL(/\/events\?category=Workshop$/)
    await expect(chip(page, 'Category', 'Workshop')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: '1 Upcoming Event', exact: true })).toBeVisible()
    await expect(page.getByText('Showing 1 of 3 events')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search events' }).pressSequentially('python')
    await expect(page).toHaveURL(/\/events\?category=Workshop&q=python$/)
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible()
    await expect(page.getByText('There are no upcoming events matching your criteria.')).toBeVisible()
    await expect(page.getByText('Showing 0 of 3 events')).toBeVisible()
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect(page.getByRole('heading', { name: '1 Past Event', exact: true })).toBeVisible()
    await expect(page.getByText('Showing 1 of 5 events')).toBeVisible()
    await expect.poll(() => cardTitles(page, 'Past Events')).toEqual(['Python Data Workshop'])

    await chip(page, 'Location', 'Online').click()
    await expect(page).toHaveURL(/\/events\?category=Workshop&q=python&location=Online$/)
    await expect(page.getByText('No past events match your current filters.')).toBeVisible()

    await page.reload()
    await waitForEvents(page)
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('python')
    await expect(chip(page, 'Location', 'Online')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible()

    // One Back undoes the location, the next the whole search (one entry, not one per letter),
    // the next the category.
    await page.goBack()
    await expect(page).toHaveURL(/\/events\?category=Workshop&q=python$/)
    await expect(chip(page, 'Location', 'All')).toHaveAttribute('aria-pressed', 'true')
    await page.goBack()
    await expect(page).toHaveURL(/\/events\?category=Workshop$/)
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { name: '3 Upcoming Events' })).toBeVisible()
    await page.goForward()
    await expect(page).toHaveURL(/\/events\?category=Workshop$/)
    await page.goForward()
    await expect(page).toHaveURL(/\/events\?category=Workshop&q=python$/)
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('python')

    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search events' }).fill('no such event')
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { name: '3 Upcoming Events' })).toBeVisible()
  })
})
