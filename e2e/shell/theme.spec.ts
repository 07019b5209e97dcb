import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

test.describe('theme', () => {
  test('a first visit follows the OS dark preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    await gotoApp(page, '/home')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await context.close()
  })

  test('a first visit with a light OS is light', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    await gotoApp(page, '/home')
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await context.close()
  })

  test('the toggle flips, is saved under the UI theme key and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await gotoApp(page, '/blog')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    // The remote's screens follow the shell's theme: one theme state for the whole page.
    const remoteHeading = page.locator('main h1').first()
    const darkColor = await remoteHeading.evaluate((el) => getComputedStyle(el).color)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await expect.poll(() => remoteHeading.evaluate((el) => getComputedStyle(el).color)).not.toBe(darkColor)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light')
  })
})
