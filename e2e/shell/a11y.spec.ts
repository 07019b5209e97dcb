import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp, setTheme, waitForAnimations } from '../support/app'

const ROUTES = ['/home', '/blog', '/events', '/projects', '/no-such-page']

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of ROUTES) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        // Home is the largest page (marquees, every teaser): axe alone can take most of 45 s on a busy host.
        test.slow(route === '/home')
        await setTheme(page, theme)
        await gotoApp(page, route)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
        // Reveal every fade-in section before auditing.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          }
          window.scrollTo(0, 0)
        })
        await waitForAnimations(page)
        await expectAccessible(page, `${route} (${theme})`)
      })
    }
  })
}
