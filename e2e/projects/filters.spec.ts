import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import {
  categoryButton,
  CATEGORIES,
  cardTitles,
  filtersButton,
  listHeading,
  mockProjects,
  waitForProjects,
} from './fixtures'

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' })
const panel = (page: Page) => page.locator('#project-filters-panel')
const tagBadge = (page: Page, name: string) =>
  panel(page).getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name, exact: true })

test.describe('projects filters', () => {
  test.beforeEach(async ({ page }) => {
    await mockProjects(page)
  })

  test('search over title, description, category and tags; heading and count follow', async ({ page }) => {
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await expect(listHeading(page)).toHaveText('Featured Projects')
    await expect(search(page)).toHaveAttribute('placeholder', 'Search projects...')
    await search(page).fill('clinics')
    await expect(listHeading(page)).toHaveText('Search Results for "clinics"')
    await expect(cardTitles(page)).toHaveText(['Open Maps Kampala'])
    await expect(page.getByText('1 project found')).toBeVisible()
    await search(page).fill('SMS')
    // Tags (boda, clinic) and description (school portal), case-insensitive.
    await expect(cardTitles(page)).toHaveText([
      'Boda Safety',
      'Clinic Queue Manager',
      'School Results Portal',
    ])
    await expect(page.getByText('3 projects found')).toBeVisible()
    await search(page).fill('e-commerce')
    await expect(cardTitles(page)).toHaveText(['Market Vendor POS'])
    await expect(page).toHaveURL(/\?q=e-commerce$/)
  })

  test('fast typing keeps every character; one Back undoes the whole search', async ({ page }) => {
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await search(page).pressSequentially('clinic queue')
    await expect(search(page)).toHaveValue('clinic queue')
    await expect(page).toHaveURL(/\?q=clinic\+queue$/)
    await expect(cardTitles(page)).toHaveText(['Clinic Queue Manager'])
    await page.goBack()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(search(page)).toHaveValue('')
    await expect(listHeading(page)).toHaveText('Featured Projects')
  })

  test('category buttons: All + the first 5 on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    for (const [index, name] of CATEGORIES.entries()) {
      if (index <= 5) await expect(categoryButton(page, name)).toBeVisible()
      else await expect(categoryButton(page, name)).toBeHidden()
    }
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  })

  test('category buttons: all of them on mobile (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const buttons = page.getByRole('list', { name: 'Categories' }).getByRole('button')
    await expect(buttons).toHaveText(CATEGORIES)
    for (const name of CATEGORIES) await expect(categoryButton(page, name)).toBeVisible()
    await categoryButton(page, 'Data Science').click()
    await expect(listHeading(page)).toHaveText('Data Science Projects')
    await expect(cardTitles(page)).toHaveText(['Data Lab'])
  })

  test('the bar sticks below the 64 px navbar', async ({ page }) => {
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const bar = page.getByTestId('projects-filter-bar')
    await expect(bar).toHaveCSS('position', 'sticky')
    await page.mouse.wheel(0, 1500)
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(64)
    await expect(search(page)).toBeInViewport()
  })

  test('the Filters dropdown: tag badges, outside click, Escape, Reset All Filters', async ({ page }) => {
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const button = filtersButton(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveAttribute('aria-controls', 'project-filters-panel')
    await expect(panel(page)).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel(page)).toBeVisible()
    // The first 10 distinct tags, as toggle buttons.
    await expect(panel(page).getByRole('group', { name: 'Filter by tag' }).getByRole('button')).toHaveText([
      'mobile',
      'flutter',
      'maps',
      'safety',
      'sms',
      'offline',
      'healthcare',
      'node',
      'language',
      'openstreetmap',
    ])
    await tagBadge(page, 'sms').click()
    await expect(tagBadge(page, 'sms')).toHaveAttribute('aria-pressed', 'true')
    await expect(listHeading(page)).toHaveText('Projects tagged with "sms"')
    await expect(cardTitles(page)).toHaveText(['Boda Safety', 'Clinic Queue Manager'])

    // An outside click closes it.
    await page.getByRole('heading', { level: 1, name: 'Our Projects' }).click()
    await expect(panel(page)).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // Escape closes it and gives focus back to the button.
    await button.click()
    await expect(panel(page)).toBeVisible()
    await tagBadge(page, 'maps').focus()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(button).toBeFocused()

    // A pressed tag toggles off.
    await button.click()
    await tagBadge(page, 'sms').click()
    await expect(tagBadge(page, 'sms')).toHaveAttribute('aria-pressed', 'false')
    await expect(listHeading(page)).toHaveText('Featured Projects')

    await tagBadge(page, 'mobile').click()
    await panel(page).getByRole('button', { name: 'Reset All Filters' }).click()
    await expect(panel(page)).toBeHidden()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByText('8 projects found')).toBeVisible()
  })

  test('filters combine with AND, heading precedence, Reset; kept in the URL through reload and Back', async ({
    page,
  }) => {
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0)

    await categoryButton(page, 'Mobile Apps').click()
    await expect(page).toHaveURL(/\/projects\?category=Mobile\+Apps$/)
    await expect(listHeading(page)).toHaveText('Mobile Apps Projects')
    await expect(cardTitles(page)).toHaveText(['Boda Safety'])
    await expect(page.getByText('1 project found')).toBeVisible()

    await categoryButton(page, 'All').click()
    await filtersButton(page).click()
    await tagBadge(page, 'mobile').click()
    await page.keyboard.press('Escape')
    await expect(cardTitles(page)).toHaveText(['Boda Safety', 'Luganda Keyboard', 'Market Vendor POS'])
    await categoryButton(page, 'Education').click()
    await expect(page).toHaveURL(/\?tag=mobile&category=Education$/)
    // A category names the heading before a tag.
    await expect(listHeading(page)).toHaveText('Education Projects')
    await expect(cardTitles(page)).toHaveText(['Luganda Keyboard'])

    await search(page).fill('boda')
    await expect(listHeading(page)).toHaveText('Search Results for "boda"')
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible()
    await expect(page.getByText('0 projects found')).toBeVisible()
    await search(page).fill('luganda')
    await expect(page).toHaveURL(/\?tag=mobile&category=Education&q=luganda$/)
    await expect(cardTitles(page)).toHaveText(['Luganda Keyboard'])

    await page.reload()
    await waitForProjects(page)
    await expect(search(page)).toHaveValue('luganda')
    await expect(listHeading(page)).toHaveText('Search Results for "luganda"')
    await expect(categoryButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true')
    await filtersButton(page).click()
    await expect(tagBadge(page, 'mobile')).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')

    await page.goBack()
    await expect(page).toHaveURL(/\?tag=mobile&category=Education$/)
    await expect(search(page)).toHaveValue('')
    await expect(listHeading(page)).toHaveText('Education Projects')
    await page.goBack()
    await expect(page).toHaveURL(/\?tag=mobile$/)
    await expect(listHeading(page)).toHaveText('Projects tagged with "mobile"')

    await page.getByRole('button', { name: 'Reset', exact: true }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(listHeading(page)).toHaveText('Featured Projects')
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0)
  })

  test('empty state: View All Projects resets the filters', async ({ page }) => {
    await gotoApp(page, '/projects?q=no-such-project&tag=maps')
    await waitForProjects(page)
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible()
    await expect(
      page.getByText(
        "We couldn't find any projects matching your current filters. Try adjusting your search criteria.",
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'View All Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByText('8 projects found')).toBeVisible()
    await expect(search(page)).toHaveValue('')
  })
})
