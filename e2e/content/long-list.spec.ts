import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { daysFromNow, md, mockContent } from '../support/content'

// Lists longer than 60 render 12 cards first and more as the visitor nears the end
// (shared/src/sections/long-list.tsx); every item stays reachable by scrolling, search and filters.
const COUNT = 130
const posts = Array.from({ length: COUNT }, (_, i) =>
  md(`long-${i}.md`, {
    title: `Long list post ${i}`,
    date: daysFromNow(-i),
    description: `Number ${i} of a long list.`,
    category: i % 2 ? 'Odd' : 'Even',
  }),
)
const projects = Array.from({ length: COUNT }, (_, i) =>
  md(`project-${i}.md`, { title: `Long list project ${i}`, description: `Project ${i}.`, status: 'Active' }),
)

const cards = (page: Page) => page.locator('main article')
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))

test('a blog of 130 posts shows its first cards at once, the rest as the visitor scrolls, and search finds any', async ({
  page,
}) => {
  await mockContent(page, { blog: posts })
  await gotoApp(page, '/blog')
  await expect(cards(page).first()).toContainText('Long list post 0')
  await expect(cards(page)).toHaveCount(12)
  await expectAccessible(page)

  await expect(async () => {
    await scrollToEnd(page)
    await expect(cards(page)).toHaveCount(COUNT, { timeout: 1_000 })
  }).toPass()
  await expect(cards(page).last()).toContainText(`Long list post ${COUNT - 1}`)
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('post 127')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page)).toContainText('Long list post 127')
})

test('a long project list grows the same way, and a filter that keeps few shows them all', async ({ page }) => {
  await mockContent(page, { projects })
  await gotoApp(page, '/projects')
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByText(`${COUNT} projects found`)).toBeVisible()
  await expect(async () => {
    await scrollToEnd(page)
    expect(await cards(page).count()).toBeGreaterThan(12)
  }).toPass()
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('project 12')
  // 12 and 120–129.
  await expect(cards(page)).toHaveCount(11)
})
