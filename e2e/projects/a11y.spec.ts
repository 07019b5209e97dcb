import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp, setTheme, waitForAnimations } from '../support/app'
import { mockProjects, waitForCardsSettled, waitForProjects } from './fixtures'

/** Scrolls through the page so lazy images load, then back to the top. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`projects axe, ${theme} theme, ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        // Several full axe audits per test.
        test.slow()
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await setTheme(page, theme)
        await mockProjects(page)
      })

      test('list, with the Filters panel open, and with the dialog open', async ({ page }) => {
        await gotoApp(page, '/projects')
        await waitForProjects(page)
        await waitForCardsSettled(page)
        await revealAll(page)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expectAccessible(page, `/projects (${theme}, ${width})`)

        await page.getByRole('button', { name: 'Filters', exact: true }).click()
        await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'sms' }).click()
        // Axe judges settled colours: the picked badge fades to its selected style, and hover tints it.
        await page.mouse.move(0, 450)
        await waitForAnimations(page)
        await expectAccessible(page, `/projects filters open (${theme}, ${width})`)
        await page.keyboard.press('Escape')

        await page.getByRole('button', { name: 'Suggest a Project' }).click()
        await expect(page.getByRole('dialog', { name: 'Suggest a Project' })).toBeVisible()
        await waitForAnimations(page)
        await expectAccessible(page, `suggest dialog (${theme}, ${width})`)
      })

      test('detail and not found', async ({ page }) => {
        await gotoApp(page, '/projects/open-maps')
        await expect(page.getByRole('heading', { level: 1, name: 'Open Maps Kampala' })).toBeVisible()
        await expect(page.locator('.osck-markdown')).toBeVisible()
        await revealAll(page)
        await expectAccessible(page, `/projects/open-maps (${theme}, ${width})`)

        await gotoApp(page, '/projects/no-such-project')
        await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible()
        await expectAccessible(page, `/projects/no-such-project (${theme}, ${width})`)
      })
    })
  }
}
