import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp, setTheme, waitForAnimations } from '../support/app'
import { mockBlog } from './fixtures'

/** Axe judges the state on screen: take the pointer off the last clicked button (hover tints it). */
async function check(page: Page, label: string) {
  await page.mouse.move(0, 450)
  await waitForAnimations(page)
  await expectAccessible(page, label)
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await waitForAnimations(page)
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`blog axe, ${theme}, ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('list (plain, filter panel open, searched, empty) has no serious or critical violations', async ({
        page,
      }) => {
        // Four full axe audits in one test, as the projects list's.
        test.slow()
        await setTheme(page, theme)
        await mockBlog(page)
        await gotoApp(page, '/blog')
        await settled(page)
        await check(page, `/blog (${theme}, ${width})`)
        await page.getByRole('button', { name: 'Filters', exact: true }).click()
        await page
          .getByRole('group', { name: 'Categories' })
          .getByRole('button', { name: 'Community' })
          .click()
        await page.getByRole('button', { name: 'Apply Filters' }).click()
        await check(page, `/blog filtered (${theme}, ${width})`)
        await page.getByRole('searchbox', { name: 'Search articles' }).fill('nothing matches this')
        await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible()
        await check(page, `/blog empty (${theme}, ${width})`)
      })

      test('detail and not-found have no serious or critical violations', async ({ page }) => {
        await setTheme(page, theme)
        await mockBlog(page)
        await gotoApp(page, '/blog/react-recap')
        await settled(page)
        await page.getByRole('button', { name: 'Like' }).click()
        await check(page, `/blog/react-recap (${theme}, ${width})`)
        await gotoApp(page, '/blog/nothing-here')
        await settled(page)
        await check(page, `/blog/nothing-here (${theme}, ${width})`)
      })
    })
  }
}
