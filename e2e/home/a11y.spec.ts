import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { setTheme, waitForAnimations } from '../support/app'
import { mockContent } from '../support/content'
import { EVENTS, gotoHome, POSTS, region, scrollThrough } from './fixtures'

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`Home has no serious or critical axe violations (${theme}, ${width} px)`, async ({ page }) => {
      // The site's longest page: scrolling it through and axe's contrast checks take most of a
      // minute on a slow two-core host.
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      await setTheme(page, theme)
      await mockContent(page, { blog: POSTS, events: EVENTS })
      await gotoHome(page)
      await expect(region(page, 'Upcoming Events').getByRole('listitem').first()).toBeAttached({
        timeout: 15_000,
      })
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await scrollThrough(page)
      await waitForAnimations(page)
      await expectAccessible(page, `/home (${theme}, ${width} px)`)
    })
  }
}
