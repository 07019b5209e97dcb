import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { mockBlog } from '../blog/fixtures'
import { mockEvents } from '../events/fixtures'

/**
 * Holds every markdown file of `section` but `own` until the returned `open` is called, and
 * records the held file names: a detail page must not wait for the rest of its section.
 */
async function holdOthers(page: Page, section: string, own: string) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const held: string[] = []
  await page.route(`**/content/${section}/*.md`, async (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '')
    if (name !== own) {
      held.push(name)
      await gate
    }
    await route.fallback()
  })
  return { held, open }
}

test.describe('a detail page shows from its own file', () => {
  test('an event, before the rest of the section (its suggestions) has arrived', async ({ page }) => {
    await mockEvents(page)
    const { held, open } = await holdOthers(page, 'events', 'git-workshop.md')
    await gotoApp(page, '/events/git-workshop')
    await expect(page.getByRole('heading', { level: 1, name: 'Git and GitHub Workshop' })).toBeVisible()
    // The rest is asked for once the event shows, and the suggestions wait for it.
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const suggestions = page.getByRole('heading', { level: 2, name: 'Other Events You Might Like' })
    await expect(suggestions).toHaveCount(0)
    open()
    await expect(suggestions).toBeVisible()
  })

  test('a post, with Related Articles loading until the rest of the blog has arrived', async ({ page }) => {
    await mockBlog(page)
    const { held, open } = await holdOthers(page, 'blog', 'react-recap.md')
    await gotoApp(page, '/blog/react-recap')
    await expect(page.getByRole('heading', { level: 1, name: 'React Kampala Meetup Recap' })).toBeVisible()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const related = page.getByRole('region', { name: 'Related Articles' })
    await expect(related.getByRole('status')).toHaveText(/Loading related articles/)
    open()
    await expect(related.getByRole('listitem').getByRole('heading')).toHaveText([
      'Why Documentation Matters',
      'Women in Open Source',
    ])
  })

  test('a file the index does not list is not shown, even though the server has it', async ({ page }) => {
    await page.route('**/content/events/index.json', (route) => route.fulfill({ json: [] }))
    await gotoApp(page, '/events/community-launch-meetup-2025')
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
  })
})
