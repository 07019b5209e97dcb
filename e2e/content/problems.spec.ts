import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { mockContent } from '../support/content'
import {
  BLOG,
  BLOG_TITLES,
  blockExternalImages,
  EVENTS,
  expectNoHorizontalScroll,
  pageErrors,
  PROJECT_TITLES,
  PROJECTS,
  raw,
  unsafeUrls,
  WIDE_FILES,
  WIDE_HEADING,
} from './fixtures'

const projectTitles = (page: Page) =>
  page.getByTestId('project-card').getByRole('heading').allTextContents()

test.describe('content as authors really write it', () => {
  test('an empty projects folder shows the sample project Test, on the list and its page', async ({ page }) => {
    const errors = pageErrors(page)
    await mockContent(page, { projects: [] })
    await gotoApp(page, '/projects')
    await expect(page.getByText('1 project found')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => projectTitles(page)).toEqual(['Test'])
    await page.getByRole('link', { name: 'Test', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible({ timeout: 15_000 })
    expect(errors).toEqual([])
  })

  test('a projects folder whose every file is skipped shows the sample project too', async ({ page }) => {
    await mockContent(page, { projects: [raw('untitled.md', ['title:'])] })
    await gotoApp(page, '/projects')
    await expect(page.getByText('1 project found')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => projectTitles(page)).toEqual(['Test'])
  })

  test('a javascript: project link gives no javascript: href on the list or the detail page', async ({ page }) => {
    const errors = pageErrors(page)
    await mockContent(page, { projects: PROJECTS })
    await gotoApp(page, '/projects')
    await expect(page.getByText(`${PROJECT_TITLES.length} projects found`)).toBeVisible({ timeout: 15_000 })
    expect((await projectTitles(page)).sort()).toEqual([...PROJECT_TITLES].sort())
    expect(await unsafeUrls(page)).toEqual([])
    for (const slug of ['script-link', 'obfuscated-link']) {
      await gotoApp(page, `/projects/${slug}`)
      await expect(page.getByText(/^Current Status:/)).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('link', { name: /View Project/ })).toHaveCount(0)
      expect(await unsafeUrls(page)).toEqual([])
    }
    await gotoApp(page, '/projects/valid')
    await expect(page.getByRole('link', { name: /View Project/ })).toHaveAttribute(
      'href',
      'https://example.org/valid',
      { timeout: 15_000 },
    )
    expect(errors).toEqual([])
  })

  test('every wrong type: each valid item is listed, nothing throws, axe passes', async ({ page }) => {
    // Nine full page loads and three axe runs: more than one test's usual budget.
    test.slow()
    const errors = pageErrors(page)
    await blockExternalImages(page)
    await mockContent(page, { blog: BLOG, events: EVENTS, projects: PROJECTS })
    await page.setViewportSize({ width: 390, height: 844 })

    await gotoApp(page, '/blog')
    const list = page.getByRole('region', { name: 'Latest Articles' })
    await expect(list.getByRole('listitem').getByRole('heading')).toHaveText(BLOG_TITLES, { timeout: 15_000 })
    // An impossible date is shown as written (and sorted last).
    await expect(list.getByRole('listitem').last().getByText('2025-13-45')).toBeVisible()
    expect(await unsafeUrls(page)).toEqual([])
    await expectNoHorizontalScroll(page)
    await expectAccessible(page, '/blog with problem content')

    await gotoApp(page, '/blog/wrong-types')
    await expect(page.getByRole('heading', { level: 1, name: 'Tags As Text' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('design', { exact: true })).toBeVisible()
    await gotoApp(page, '/blog/script')
    await expect(page.getByText('click')).toBeVisible({ timeout: 15_000 })
    expect(await unsafeUrls(page)).toEqual([])

    await gotoApp(page, '/events')
    const upcoming = page.getByRole('tabpanel', { name: 'Upcoming Events' })
    await expect(upcoming.getByRole('listitem').getByRole('link')).toHaveText(['Valid Upcoming Event'], {
      timeout: 15_000,
    })
    await page.getByRole('tab', { name: 'Past Events' }).click()
    const past = page.getByRole('tabpanel', { name: 'Past Events' })
    await expect(past.getByRole('listitem').getByRole('link')).toHaveText(
      ['Impossible Date Event', 'Null Fields Event'],
      { useInnerText: true },
    )
    await expect(page.getByText(/about 40/)).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await expectAccessible(page, '/events with problem content')

    await gotoApp(page, '/events/bad-date')
    await expect(page.getByRole('heading', { level: 1, name: 'Impossible Date Event' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByText('Past Event', { exact: true })).toBeVisible()

    await gotoApp(page, '/projects')
    await expect(page.getByText(`${PROJECT_TITLES.length} projects found`)).toBeVisible({ timeout: 15_000 })
    await expectNoHorizontalScroll(page)
    await expectAccessible(page, '/projects with problem content')
    await gotoApp(page, '/projects/wrong-types')
    await expect(page.getByRole('heading', { level: 1, name: 'Wrong Types Project' })).toBeVisible({
      timeout: 15_000,
    })
    await expectNoHorizontalScroll(page)

    await gotoApp(page, '/home')
    await expect(page.getByRole('heading', { name: 'Valid Post' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: 'Valid Upcoming Event' }).first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a word wider than the phone (title, category, author, place, tags) never widens a page', async ({
    page,
  }) => {
    // Fourteen full page loads (seven routes at two widths): more than one test's usual budget.
    test.slow()
    await mockContent(page, WIDE_FILES)
    const heading = (level?: number) => page.getByRole('heading', { level, name: WIDE_HEADING }).first()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [path, ready] of [
        ['/home', page.getByRole('link', { name: WIDE_HEADING }).first()],
        ['/blog', heading()],
        ['/blog/wide', heading(1)],
        ['/events', page.getByRole('link', { name: WIDE_HEADING }).first()],
        ['/events/wide', heading(1)],
        ['/projects', heading()],
        ['/projects/wide', heading(1)],
      ] as const) {
        await gotoApp(page, path)
        await expect(ready, `${path} at ${width}px`).toBeVisible({ timeout: 15_000 })
        await expectNoHorizontalScroll(page, `${path} at ${width}px`)
      }
    }
  })
})
