import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

test.describe('federation', () => {
  test('no JS file is downloaded twice across every section', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
        scripts.push(new URL(response.url()).pathname)
      }
    })
    await gotoApp(page, '/home')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    for (const name of ['Blog', 'Events & Activities', 'Projects', 'Home']) {
      await nav.getByRole('link', { name, exact: true }).click()
      await page.waitForLoadState('networkidle')
    }
    const duplicates = scripts.filter((path, index) => scripts.indexOf(path) !== index)
    expect(duplicates).toEqual([])
    // Remotes use the shell's shared modules instead of their own copies.
    expect(
      scripts.filter((path) => path.startsWith('/remotes/') && path.includes('__federation_shared_')),
    ).toEqual([])
  })

  test('navigation inside a remote is client-side (the router context flows into it)', async ({ page }) => {
    await gotoApp(page, '/home')
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog' })
      .click()
    await expect(page).toHaveURL(/\/blog$/)
    await page.locator('main a[href^="/blog/"]').first().click()
    await expect(page).toHaveURL(/\/blog\/[^/]+$/)
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
  })

  test('a remote that is down shows a clear message with Retry; the rest keeps working', async ({ page }) => {
    let blocked = true
    await page.route('**/remotes/blog/remoteEntry.js*', (route) =>
      blocked ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    )
    await gotoApp(page, '/blog')
    const alert = page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })
    await expect(alert).toContainText('The blog is temporarily unavailable')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Projects' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Blog' })
      .click()
    await expect(alert).toBeVisible()
    blocked = false
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('at startup the three content indexes are requested', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await gotoApp(page, '/home')
    for (const section of ['blog', 'events', 'projects']) {
      expect(requested).toContain(`/content/${section}/index.json`)
    }
  })
})
