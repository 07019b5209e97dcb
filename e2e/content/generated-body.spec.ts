// An item page's first load shows the body its generated HTML holds, in the app's own rendering,
// and downloads the markdown renderer only for a body the page does not hold.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'

const POST = '/blog/kampala-react-meetup-recap'
const PHOTO = 'Developers gathered around laptops and a projector screen at the React Kampala meetup'

/** The lazy chunks a page downloads: the markdown renderer's and the generated body's. */
function bodyChunks(page: Page) {
  const chunks = { markdown: 0, prerendered: 0 }
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.startsWith('Markdown-')) chunks.markdown++
    if (file.startsWith('PrerenderedBody-')) chunks.prerendered++
  })
  return chunks
}

const body = (page: Page) => page.locator('main .osck-markdown')

test.describe('an item page’s body on its first load', () => {
  for (const path of [POST, '/events/community-launch-meetup-2025', '/projects/boda-safety-app']) {
    test(`${path}: the page’s own body, without the markdown renderer`, async ({ page }) => {
      const chunks = bodyChunks(page)
      await gotoApp(page, path)
      await expect(body(page).locator('p').first()).toBeVisible()
      expect(chunks).toEqual({ markdown: 0, prerendered: 1 })
    })
  }

  test('reads and behaves as the app’s rendering: photo variants, links, focus, axe', async ({ page }) => {
    const chunks = bodyChunks(page)
    await gotoApp(page, POST)
    const photo = body(page).getByRole('img', { name: PHOTO })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(body(page).locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\.avif/)
    const venue = body(page).getByRole('link', { name: 'Innovation Village' })
    await expect(venue).toHaveAttribute('target', '_blank')
    await expect(venue).toHaveAttribute('rel', 'noopener noreferrer')
    await venue.focus()
    await expect(venue).toBeFocused()
    // Nothing of the generated page is left: one body, inside the app's main.
    await expect(page.locator('[data-osck-body], .osck-static')).toHaveCount(0)
    await expectAccessible(page)
    expect(chunks.markdown).toBe(0)
  })

  test('another post opened in the app is rendered from its markdown', async ({ page }) => {
    const chunks = bodyChunks(page)
    await gotoApp(page, POST)
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
    await page.getByRole('link', { name: /Building on Mobile Money APIs/ }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: /Mobile Money/ })).toBeVisible()
    await expect(body(page).locator('p').first()).toBeVisible()
    expect(chunks.markdown).toBe(1)
  })

  test('a file newer than the page is shown as the file says', async ({ page }) => {
    await page.route(`**/content/blog/kampala-react-meetup-recap.md*`, async (route) => {
      const file = await (await route.fetch()).text()
      await route.fulfill({
        body: `${file}\n\nA paragraph published after the page was built.\n`,
        contentType: 'text/markdown; charset=utf-8',
      })
    })
    const chunks = bodyChunks(page)
    await gotoApp(page, POST)
    await expect(body(page).getByText('A paragraph published after the page was built.')).toBeVisible()
    await expect(body(page).getByRole('img', { name: PHOTO })).toBeVisible()
    expect(chunks.markdown).toBe(1)
  })
})
