import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { waitForApp } from '../support/app'
import { md, mockContent } from '../support/content'
import { COMMUNITY, contentOf } from './content-files'

const post = contentOf('blog')[0]!

test.describe('with JavaScript, the app replaces the generated text', () => {
  test('a generated post page starts the app, which renders the post once', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toHaveCount(1)
    await expect(page.locator('.osck-static')).toHaveCount(0)
    await expect(page).toHaveTitle(`${post.title} | ${COMMUNITY}`)
    await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible()
    await expectAccessible(page)
  })

  test('the JSON-LD of the page landed on stays while it is shown, and goes when the visitor moves on', async ({
    page,
  }) => {
    const jsonLd = page.locator('script[type="application/ld+json"]')
    await page.goto(`/blog/${post.slug}`)
    await waitForApp(page)
    // The article's tags are applied in the browser too: wait for them before judging the JSON-LD.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(jsonLd).toHaveCount(1)
    expect(JSON.parse((await jsonLd.textContent())!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click()
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Projects | ${COMMUNITY}`,
    )
    await expect(jsonLd).toHaveCount(0)
  })

  test('a slug that was not generated answers 404, and the app renders the item it loads', async ({
    page,
  }) => {
    await mockContent(page, {
      blog: [
        md('only-in-the-browser.md', { title: 'Only in the browser', date: '2025-05-01', author: 'Ann' }),
      ],
    })
    const response = await page.goto('/blog/only-in-the-browser')
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Only in the browser' })).toBeVisible()
    await expect(page).toHaveTitle(`Only in the browser | ${COMMUNITY}`)
  })
})
