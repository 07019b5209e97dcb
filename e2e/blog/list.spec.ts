import { expect, test, type Page } from '@playwright/test'
import { gotoApp, recordStateOrder } from '../support/app'
import { md } from '../support/content'
import {
  cardTitles,
  COMMUNITY,
  mockBlog,
  postList,
  TITLES_NEWEST_FIRST,
  toastWith,
  usDate,
  waitForBlog,
} from './fixtures'

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' })
const filtersToggle = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true })
const chip = (page: Page, group: 'Categories' | 'Tags', name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true })
const listHeading = (page: Page) => postList(page).getByRole('heading', { level: 2 }).first()

test.describe('blog list', () => {
  test('hero, title and description; posts newest first; a malformed file is skipped while the others show', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page).toHaveTitle('Blog | Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Articles, tutorials and stories/,
    )
    await waitForBlog(page)
    await expect(listHeading(page)).toHaveText('Latest Articles')
    await expect.poll(() => cardTitles(page)).toEqual(TITLES_NEWEST_FIRST)
    await expect(page.getByText('malformed')).toHaveCount(0)
    expect(warnings.some((text) => text.includes('blog/broken.md'))).toBe(true)
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0)
  })

  test('skeleton cards for about 800 ms while the page loads', async ({ page }) => {
    const states = await recordStateOrder(page, {
      skeletons: 'main [data-testid="skeleton-card"]',
      cards: 'main article',
    })
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    // Six skeleton cards first, then the posts in their place: never both at once.
    expect(await states.order()).toEqual(['skeletons', 'cards'])
    expect(await states.together()).toEqual([])
    expect((await states.most()).skeletons).toBe(6)
    await expect(page.locator('main [data-testid="skeleton-card"]')).toHaveCount(0)
  })

  test('cards: image with alt, category, date, linked title (whole card clickable), summary clamped to 3 lines, author', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    const card = postList(page).getByRole('listitem').filter({ hasText: 'React Kampala Meetup Recap' })
    const image = card.getByRole('img', { name: 'React Kampala Meetup Recap' })
    await expect(image).toHaveAttribute('src', '/uploads/react-kampala.svg')
    await expect(image).toHaveAttribute('width', '640')
    await expect(image).toHaveAttribute('height', '360')
    await expect(card.getByText('Community', { exact: true })).toBeVisible()
    await expect(card.getByText(usDate('2026-03-10'))).toBeVisible()
    await expect(card.getByRole('link', { name: 'React Kampala Meetup Recap' })).toHaveAttribute(
      'href',
      '/blog/react-recap',
    )
    await expect(card.getByText(/^Sixty developers/)).toHaveCSS('-webkit-line-clamp', '3')
    await expect(card.getByText('By Joel Ssempa')).toBeVisible()
    // A click anywhere on the card (here: its middle, on the summary) opens the post.
    await card.click()
    await expect(page).toHaveURL(/\/blog\/react-recap$/)
    await expect(page.getByRole('heading', { level: 1, name: 'React Kampala Meetup Recap' })).toBeVisible()
  })

  test('defaults for a post without category, author or image; legacy quoted front matter with a public/uploads image', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    const plain = postList(page).getByRole('listitem').filter({ hasText: 'A Post Without Extras' })
    await expect(plain.getByText('General', { exact: true })).toBeVisible()
    await expect(plain.getByText(`By ${COMMUNITY}`)).toBeVisible()
    await expect(plain.getByRole('img', { name: 'A Post Without Extras' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )

    const legacy = postList(page).getByRole('listitem').filter({ hasText: 'Legacy Post: Quoted Values' })
    await expect(legacy.getByText('Events', { exact: true })).toBeVisible()
    await expect(legacy.getByText(usDate('2025-06-01'))).toBeVisible()
    await expect(legacy.getByText('By Brenda Atim')).toBeVisible()
    const image = legacy.getByRole('img', { name: 'Legacy Post: Quoted Values' })
    await expect(image).toHaveAttribute('src', '/uploads/meetup-recap.svg')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  })

  test('search as you type: case-insensitive over title, description, author, category and tags', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect(search(page)).toHaveAttribute('placeholder', 'Search articles...')
    const expectSearch = async (term: string, titles: string[]) => {
      await search(page).fill(term)
      await expect(listHeading(page)).toHaveText(`Search Results for "${term}"`)
      await expect(postList(page).getByRole('listitem').getByRole('heading')).toHaveText(titles)
    }
    await expectSearch('MOBILE MONEY', ['Building on Mobile Money APIs'])
    await expectSearch('pull request', ['Your First Open Source Contribution'])
    await expectSearch('grace', ['Why Documentation Matters', 'Women in Open Source'])
    await expectSearch('tutorials', ['Your First Open Source Contribution'])
    await expectSearch('Meetup', ['React Kampala Meetup Recap', 'Women in Open Source'])
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(search(page)).toHaveValue('')
    await expect(listHeading(page)).toHaveText('Latest Articles')
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0)
  })

  test('filter panel: toggle with aria-expanded; chips pending until Apply Filters; Reset Filters', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('group', { name: 'Categories' })).toHaveCount(0)
    await filtersToggle(page).click()
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button')).toHaveText([
      'All',
      'Community',
      'Tutorials',
      'Technology',
      'General',
      'Events',
    ])
    await expect(page.getByRole('group', { name: 'Tags' }).getByRole('button')).toHaveText([
      'All',
      'react',
      'meetup',
      'git',
      'beginners',
      'payments',
      'api',
      'diversity',
      'docs',
      'legacy',
      'quoted',
    ])
    await expect(chip(page, 'Categories', 'All')).toHaveAttribute('aria-pressed', 'true')

    await chip(page, 'Categories', 'Community').click()
    await chip(page, 'Tags', 'meetup').click()
    await expect(chip(page, 'Categories', 'Community')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(page, 'Tags', 'meetup')).toHaveAttribute('aria-pressed', 'true')
    // Pending only: the list and the URL have not changed.
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => cardTitles(page)).toEqual(TITLES_NEWEST_FIRST)

    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL(/\/blog\?category=Community&tag=meetup$/)
    await expect(listHeading(page)).toHaveText('Filtered Articles')
    await expect(postList(page).getByRole('listitem').getByRole('heading')).toHaveText([
      'React Kampala Meetup Recap',
      'Women in Open Source',
    ])
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible()

    await page.getByRole('button', { name: 'Reset Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(chip(page, 'Categories', 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(page, 'Tags', 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(listHeading(page)).toHaveText('Latest Articles')
    await expect.poll(() => cardTitles(page)).toEqual(TITLES_NEWEST_FIRST)

    await filtersToggle(page).click()
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('group', { name: 'Tags' })).toHaveCount(0)
  })

  test('filters and search live in the URL: shared link, reload, post and Back', async ({ page }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog?category=Community')
    await waitForBlog(page)
    await expect(listHeading(page)).toHaveText('Filtered Articles')
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['React Kampala Meetup Recap', 'Why Documentation Matters', 'Women in Open Source'])

    await search(page).pressSequentially('women')
    await expect(page).toHaveURL(/\/blog\?category=Community&q=women$/)
    await expect(listHeading(page)).toHaveText('Search Results for "women"')
    await expect.poll(() => cardTitles(page)).toEqual(['Women in Open Source'])

    await page.reload()
    await waitForBlog(page)
    await expect(search(page)).toHaveValue('women')
    await expect(listHeading(page)).toHaveText('Search Results for "women"')
    await filtersToggle(page).click()
    await expect(chip(page, 'Categories', 'Community')).toHaveAttribute('aria-pressed', 'true')

    await postList(page).getByRole('link', { name: 'Women in Open Source' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Women in Open Source' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?category=Community&q=women$/)
    await waitForBlog(page)
    await expect(search(page)).toHaveValue('women')
    await expect.poll(() => cardTitles(page)).toEqual(['Women in Open Source'])

    // Typing made one history entry (the first keystroke), not one per letter.
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?category=Community$/)
    await expect(search(page)).toHaveValue('')
    await expect(listHeading(page)).toHaveText('Filtered Articles')
  })

  test('empty result: No posts found and View All Posts clears everything', async ({ page }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog?q=quantum&tag=docs')
    await waitForBlog(page)
    await expect(postList(page).getByRole('heading', { name: 'No posts found' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
    await page.getByRole('button', { name: 'View All Posts' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(search(page)).toHaveValue('')
    await expect.poll(() => cardTitles(page)).toEqual(TITLES_NEWEST_FIRST)
  })

  test('no content at all: No posts found', async ({ page }) => {
    await mockBlog(page, [])
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect(listHeading(page)).toHaveText('Latest Articles')
    await expect(postList(page).getByRole('heading', { name: 'No posts found' })).toBeVisible()
  })

  test('index missing: the built-in sample post shows', async ({ page }) => {
    await mockBlog(page, 'missing')
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect.poll(() => cardTitles(page)).toEqual(['Test of the blog'])
    await expect(postList(page).getByRole('link', { name: 'Test of the blog' })).toHaveAttribute(
      'href',
      '/blog/test-of-the-blog',
    )
    await expect(postList(page).getByText('Technology', { exact: true })).toBeVisible()
    await expect(postList(page).getByText(usDate('2025-04-17'))).toBeVisible()
  })

  test('Load More shows with 6 or more posts displayed and toasts it is coming soon', async ({ page }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(toastWith(page, 'Loading more posts')).toContainText('This feature will be available soon.')
    await search(page).fill('community')
    await expect(postList(page).getByRole('listitem')).toHaveCount(4)
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
  })

  test('exactly 6 posts show Load More, 5 do not', async ({ page }) => {
    const six = Array.from({ length: 6 }, (_, i) =>
      md(`p${i}.md`, { title: `Post ${i}`, date: `2026-01-0${i + 1}` }),
    )
    await mockBlog(page, six)
    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect(postList(page).getByRole('listitem')).toHaveCount(6)
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible()
    await search(page).fill('Post')
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await mockBlog(page, six.slice(0, 5))
    await page.reload()
    await waitForBlog(page)
    await expect(postList(page).getByRole('listitem')).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
  })
})
