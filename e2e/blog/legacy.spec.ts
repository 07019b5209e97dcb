import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gotoApp } from '../support/app'
import { mockContent } from '../support/content'
import { usDate } from './fixtures'

// Posts written as the previous site wrote them (quoted values, a `slug` field, images as
// `public/uploads/...`): the same fixtures as the content module's unit tests.
const dir = 'shared/src/content/fixtures/legacy/blog'
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }))

const article = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) })

test('legacy posts are listed and read, each at its file name', async ({ page }) => {
  await mockContent(page, { blog: files })
  // `public/uploads/tektalentlogo.png` is asked for at /uploads/; it was not kept, so the logo shows.
  const legacyImage = page.waitForRequest((r) => new URL(r.url()).pathname === '/uploads/tektalentlogo.png')
  await gotoApp(page, '/blog')
  await expect(page.getByRole('heading', { name: 'Test of the blog' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Testing blog functionality' })).toBeVisible()

  await gotoApp(page, '/blog/test-of-the-blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Test of the blog' })).toBeVisible()
  await expect(article(page).getByText(usDate('2025-04-17'), { exact: true })).toBeVisible()
  await expect(article(page).getByText('Author', { exact: true }).first()).toBeVisible()
  await expect(article(page).getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()
  await expect(article(page).getByRole('heading', { level: 3, name: 'Front matter' })).toBeVisible()
  await expect(article(page).getByRole('listitem').filter({ hasText: 'Fast loading times' })).toBeVisible()
  await expect(article(page).locator('ol > li').first()).toHaveText('Front matter (the metadata)')
  await legacyImage
  await expect(article(page).locator('img[src="/images/logo.svg"]').first()).toBeVisible()

  // The file name is the address; the legacy `slug` field does not move the post.
  await gotoApp(page, '/blog/testing-blog-functionality')
  await expect(page.getByRole('heading', { level: 1, name: 'Testing blog functionality' })).toBeVisible()
  await expect(article(page).locator('strong', { hasText: 'Bold' })).toBeVisible()
})
