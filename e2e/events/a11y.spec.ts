import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp, setTheme, waitForAnimations } from '../support/app'
import { mockEvents } from './fixtures'

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await waitForAnimations(page)
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`events axe, ${theme}, ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } })
      // Two pages and several axe runs per test.
      test.describe.configure({ timeout: 120_000 })

      test('list (both tabs, filtered) has no serious or critical violations', async ({ page }) => {
        await setTheme(page, theme)
        await mockEvents(page)
        await gotoApp(page, '/events')
        await settle(page)
        await expectAccessible(page, `/events (${theme}, ${width})`)
        await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Workshop' }).click()
        await page.getByRole('tab', { name: 'Past Events' }).click()
        await expectAccessible(page, `/events filtered, past (${theme}, ${width})`)
      })

      test('detail has no serious or critical violations', async ({ page }) => {
        await setTheme(page, theme)
        await mockEvents(page)
        await gotoApp(page, '/events/git-workshop')
        await settle(page)
        await page.getByRole('button', { name: 'Register Now' }).click()
        await expectAccessible(page, `/events/git-workshop (${theme}, ${width})`)
      })

      test('unknown event and empty list have no serious or critical violations', async ({ page }) => {
        await setTheme(page, theme)
        await mockEvents(page, 'missing')
        await gotoApp(page, '/events')
        await settle(page)
        await expectAccessible(page, `/events empty (${theme}, ${width})`)
        await gotoApp(page, '/events/nothing')
        await settle(page)
        await expectAccessible(page, `/events/nothing (${theme}, ${width})`)
      })
    })
  }
}
