import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

const GATEWAY = /\/assets\/__federation_shared_@osck\/shared-[^/]+\.js$/

test.describe('start-up', () => {
  test("a page's remote and content download while the shared gateway is still on its way", async ({
    page,
  }) => {
    const requested = new Set<string>()
    page.on('request', (request) => requested.add(new URL(request.url()).pathname))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(GATEWAY, async (route) => {
      await released
      await route.continue()
    })

    await page.goto('/blog', { waitUntil: 'commit' })
    // Were these waiting for the gateway (React, the UI kit), they would never start.
    await expect.poll(() => [...requested].some((path) => path.startsWith('/remotes/blog/'))).toBe(true)
    await expect
      .poll(() => [...requested].filter((path) => /^\/content\/blog\/.+\.md$/.test(path)).length)
      .toBeGreaterThan(0)
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
  })

  test('the HTML asks for the start-up chunks and content indexes up front', async ({ request }) => {
    const html = await (await request.get('/blog')).text()
    expect(html).toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/bootstrap-[^"]+\.js"/)
    expect(html).toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/__federation_shared_@osck\/shared-/)
    for (const section of ['blog', 'events', 'projects']) {
      expect(html).toContain(`<link rel="preload" href="/content/${section}/index.json" as="fetch"`)
    }
  })

  test('each content index and file is requested once per page load', async ({ page }) => {
    const counts = new Map<string, number>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/content/')) counts.set(path, (counts.get(path) ?? 0) + 1)
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text())
    })
    await gotoApp(page, '/blog')
    await expect(page.locator('main article').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500)
    expect([...counts.keys()]).toContain('/content/blog/index.json')
    expect([...counts.keys()].filter((path) => path.endsWith('.md')).length).toBeGreaterThan(0)
    expect([...counts].filter(([, count]) => count > 1)).toEqual([])
    // A preload the page then fetched differently would be reported here by Chromium.
    expect(warnings).toEqual([])
  })
})
