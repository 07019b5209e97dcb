import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

/** The list search of each section: its page and its search box's name. */
const SEARCHES = [
  { path: '/blog', box: 'Search articles' },
  { path: '/events', box: 'Search events' },
  { path: '/projects', box: 'Search projects' },
]

test.describe('typing in a list search', () => {
  for (const { path, box } of SEARCHES) {
    test(`${path}: the first keystroke adds one history entry, the next ones replace it`, async ({
      page,
    }) => {
      await gotoApp(page, path)
      const search = page.getByRole('searchbox', { name: box })
      const entries = () => page.evaluate(() => history.length)
      const before = await entries()
      await search.pressSequentially('open')
      await expect(page).toHaveURL(new RegExp(`${path}\\?q=open$`))
      expect(await entries()).toBe(before + 1)
      await search.press('Backspace')
      await expect(page).toHaveURL(new RegExp(`${path}\\?q=ope$`))
      expect(await entries()).toBe(before + 1)

      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(search).toHaveValue('')
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${path}\\?q=ope$`))
      await expect(search).toHaveValue('ope')
    })
  }
})
