import { expect, test, type Page } from '@playwright/test'
import { gotoHome, region } from './fixtures'

// Its heading is inside the band: skipped (not styled or laid out) while the band's content is.
const rendered = (page: Page, name: string) =>
  region(page, name)
    .getByRole('heading', { name })
    .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))

test.describe('Home renders its bands when they come near', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a band far below the first screen is skipped until scrolled to, then shown in full', async ({
    page,
  }) => {
    await gotoHome(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const voices = region(page, 'Community Voices')
    await expect(voices).toHaveCSS('content-visibility', 'auto')
    // Far below the hero on a phone: the browser has not styled or laid it out yet.
    expect(await rendered(page, 'Community Voices')).toBe(false)

    await voices.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(page, 'Community Voices')).toBe(true)
    // The bands passed on the way are laid out as they come near and take their real height, so
    // the one scrolled to may move: a visitor (and this test) scrolls to it again.
    const heading = voices.getByRole('heading', { name: 'Community Voices' })
    await expect(async () => {
      await heading.scrollIntoViewIfNeeded()
      await expect(heading).toBeInViewport({ timeout: 1_000 })
    }).toPass()
  })

  test('the footer anchor still lands on Join Us across bands not yet rendered', async ({ page }) => {
    await gotoHome(page)
    await page.goto('/home#join-us')
    await expect(page.locator('#join-us')).toBeInViewport()
    // Back leaves the part for the top of Home, where the visitor was.
    await page.goBack()
    await expect.poll(() => page.evaluate(() => [location.hash, window.scrollY])).toEqual(['', 0])
  })
})
