import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { md, mockContent } from '../support/content'

/** Nine posts of one category, each long enough to scroll: every post has related articles. */
const POSTS = Array.from({ length: 9 }, (_, index) =>
  md(
    `guide-${index + 1}.md`,
    {
      title: `Guide ${index + 1}`,
      date: `2025-0${index + 1}-10`,
      description: `The guide number ${index + 1}.`,
      author: 'Brenda Atim',
      category: 'Guides',
      tags: ['guides'],
    },
    Array.from({ length: 30 }, (_, line) => `Paragraph ${line + 1} of a long guide.`).join('\n\n'),
  ),
)

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls until `locator` is in view and returns where the page stands. */
async function scrollTo(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  await locator.scrollIntoViewIfNeeded()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300)
  return scrollY(page)
}

test.describe('scroll position across navigations', () => {
  test('every new page opens at the top; Back and Forward return to where the visitor was', async ({
    page,
  }) => {
    await mockContent(page, { blog: POSTS })
    await gotoApp(page, '/blog')
    const card = page.getByRole('link', { name: 'Guide 2', exact: true })
    const listY = await scrollTo(page, card)
    await card.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Guide 2' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)

    // A related article opened from the bottom of a post starts at its top too.
    const related = page
      .getByRole('region', { name: 'Related Articles' })
      .getByRole('link', { name: /^Guide \d$/ })
      .first()
    const postY = await scrollTo(page, related)
    const relatedTitle = (await related.textContent()) ?? ''
    await related.click()
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
    await expectAccessible(page)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Guide 2' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(postY)
    // The list loads again (its skeletons, then the cards): the position waits for it.
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => scrollY(page)).toBe(listY)
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'Guide 2' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(postY)

    // A fresh load of a page the tab showed before (its first entry, like this one) opens at the top.
    await gotoApp(page, '/blog')
    await expect(page.getByRole('link', { name: 'Guide 9', exact: true })).toBeVisible()
    expect(await scrollY(page)).toBe(0)
  })

  test('a link in the footer opens its section at the top; a search keeps the position', async ({ page }) => {
    await gotoApp(page, '/home')
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Projects', exact: true })
    await scrollTo(page, footerLink)
    await footerLink.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)

    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
    const y = await scrollY(page)
    await page.getByRole('searchbox', { name: 'Search projects' }).pressSequentially('a')
    await expect(page).toHaveURL(/\/projects\?q=a$/)
    expect(await scrollY(page)).toBe(y)
  })
})
