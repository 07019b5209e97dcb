import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { mockBlog, TITLES_NEWEST_FIRST, waitForBlog } from './fixtures'

const teaser = (page: Page) => page.getByRole('region', { name: 'Latest Articles' })

test.describe('Home teaser', () => {
  test('Latest Articles: 3 skeletons, then the 3 newest posts as cards, and View All to /blog', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await mockBlog(page)
    await page.route('**/content/blog/*.md', async (route) => {
      await gate
      await route.fallback()
    })
    await gotoApp(page, '/home')
    await expect(teaser(page).getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(teaser(page).getByTestId('skeleton-card')).toHaveCount(3)
    release()
    await expect(teaser(page).getByRole('listitem')).toHaveCount(3, { timeout: 15_000 })
    await expect(teaser(page).getByRole('listitem').getByRole('heading')).toHaveText(
      TITLES_NEWEST_FIRST.slice(0, 3),
    )
    await expect(teaser(page).getByRole('link', { name: TITLES_NEWEST_FIRST[0] })).toHaveAttribute(
      'href',
      '/blog/first-contribution',
    )
    await teaser(page).getByRole('link', { name: 'View All' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await waitForBlog(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  })

  test('no posts: No blog posts found', async ({ page }) => {
    await mockBlog(page, [])
    await gotoApp(page, '/home')
    await expect(teaser(page).getByText('No blog posts found')).toBeVisible({ timeout: 15_000 })
    await expect(teaser(page).getByRole('listitem')).toHaveCount(0)
  })

  test('index missing: the sample post test-of-the-blog is the latest article', async ({ page }) => {
    await mockBlog(page, 'missing')
    await gotoApp(page, '/home')
    await expect(teaser(page).getByRole('listitem')).toHaveCount(1, { timeout: 15_000 })
    await teaser(page).getByRole('link', { name: 'Test of the blog' }).click()
    await expect(page).toHaveURL(/\/blog\/test-of-the-blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Test of the blog' })).toBeVisible()
  })
})
