import type { Page } from '@playwright/test'
import { contentOf } from '../pages/content-files'
import { expectAccessible } from '../support/a11y'
import { waitForApp } from '../support/app'
import { expect, test } from './support'

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

test.describe('the site on a files-only host', () => {
  test('Home, each list and a page of each, every URL under the base', async ({ page, site }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The host sends no CSP: the page's own <meta http-equiv> policy must let the whole app run.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text())
    })
    await page.goto('home')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
    // A link of the app goes under the base (client-side routing with the base as basename).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click()
    await expect(page).toHaveURL(`${site.url}blog`)
    await expect(page.locator(`main a[href^="${site.base}blog/"]`).first()).toBeVisible()
    await expectAccessible(page)
    // Each list and one of its pages, opened directly (a shared link): 200 and its own screen.
    for (const section of ['events', 'projects'] as const) {
      const list = await page.goto(section)
      expect(list?.status()).toBe(200)
      await expect(page.locator(`main a[href^="${site.base}${section}/"]`).first()).toBeVisible()
      const item = contentOf(section)[0]!
      const detail = await page.goto(`${section}/${item.slug}`)
      expect(detail?.status()).toBe(200)
      await expect(heading(page)).toHaveText(item.title)
      await expectAccessible(page)
    }
    // A page opened directly (a shared link) shows its item; its images come from under the base.
    const post = contentOf('blog').find((p) => p.title)!
    await page.goto(`blog/${post.slug}`)
    await expect(heading(page)).toHaveText(post.title)
    await expect
      .poll(() =>
        page.locator('main img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc)),
      )
      .toContainEqual(expect.stringMatching(new RegExp(`^${site.url}(uploads|assets/img)/`)))
    expect(errors).toEqual([])
  })

  test('filters live in the URL under the base and survive a reload', async ({ page, site }) => {
    await page.goto('blog')
    await waitForApp(page)
    const search = page.getByRole('searchbox', { name: 'Search articles' })
    await search.pressSequentially('luganda')
    await expect(page).toHaveURL(`${site.url}blog?q=luganda`)
    await page.reload()
    await waitForApp(page)
    await expect(search).toHaveValue('luganda')
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
  })

  test('an unknown slug answers 404 and the app shows its Not Found screen', async ({ page }) => {
    const answer = await page.goto('blog/no-such-post')
    expect(answer?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible()
    const unknown = await page.goto('nope/deeper')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })
})
