import { expect, test, type Page } from '@playwright/test'
import { gotoApp, recordNetworkCalls, recordDataRequests } from '../support/app'
import { COMMUNITY, mockBlog, settle, toastWith, usDate } from './fixtures'

const article = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
const related = (page: Page) => page.getByRole('region', { name: 'Related Articles' })

test.describe('blog detail', () => {
  test('category, title, date, author, image, markdown body, outline tags and article meta tags', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog/react-recap')
    const title = page.getByRole('heading', { level: 1, name: 'React Kampala Meetup Recap' })
    await expect(title).toBeVisible()
    await expect(article(page).getByText('Community', { exact: true }).first()).toBeVisible()
    await expect(article(page).getByText(usDate('2026-03-10'), { exact: true })).toBeVisible()
    await expect(article(page).getByText('Joel Ssempa', { exact: true }).first()).toBeVisible()
    const image = article(page).getByRole('img', { name: 'React Kampala Meetup Recap' })
    await expect(image).toHaveAttribute('src', '/uploads/react-kampala.svg')
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '630')
    await expect(article(page).getByRole('heading', { level: 2, name: 'The talks' })).toBeVisible()
    await expect(article(page).locator('strong', { hasText: 'accessible forms' })).toBeVisible()
    const tags = article(page).getByRole('list', { name: 'Tags' }).getByRole('listitem')
    await expect(tags).toHaveText(['react', 'meetup'])
    await expect(tags.first().locator('[data-scope], span').first()).toHaveClass(/badge|css/)

    await expect(page).toHaveTitle('React Kampala Meetup Recap | Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sixty developers/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'React Kampala Meetup Recap | Open Source Community Kampala',
    )
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /^Sixty developers/,
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*\/uploads\/react-kampala\.svg$/,
    )
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute(
      'content',
      'React Kampala Meetup Recap | Open Source Community Kampala',
    )
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      /\/uploads\/react-kampala\.svg$/,
    )
  })

  test('About the Author, Related Articles (same category, max 3, not itself) and View All Posts', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog/react-recap')
    const author = page.getByRole('complementary', { name: 'About the Author' })
    await expect(author.getByText('Joel Ssempa', { exact: true })).toBeVisible()
    await expect(author.getByText(/writes for Open Source Community Kampala/)).toBeVisible()
    await expect(related(page).getByRole('listitem').getByRole('heading')).toHaveText([
      'Why Documentation Matters',
      'Women in Open Source',
    ])
    await related(page).getByRole('link', { name: 'Women in Open Source' }).click()
    await expect(page).toHaveURL(/\/blog\/women-in-oss$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Women in Open Source' })).toBeVisible()
    await expect(page).toHaveTitle('Women in Open Source | Open Source Community Kampala')
    await expect(related(page).getByRole('listitem').getByRole('heading')).toHaveText([
      'React Kampala Meetup Recap',
      'Why Documentation Matters',
    ])
    await related(page).getByRole('link', { name: 'View All Posts' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  })

  test('defaults: General, the community as author, the logo; legacy front matter reads the same', async ({
    page,
  }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog/plain-post')
    await expect(page.getByRole('heading', { level: 1, name: 'A Post Without Extras' })).toBeVisible()
    await expect(article(page).getByText('General', { exact: true })).toBeVisible()
    await expect(article(page).getByText(COMMUNITY, { exact: true }).first()).toBeVisible()
    await expect(article(page).getByRole('img', { name: 'A Post Without Extras' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )
    await expect(page.getByRole('complementary', { name: 'About the Author' })).toContainText(COMMUNITY)
    await expect(article(page).getByRole('list', { name: 'Tags' })).toHaveCount(0)

    await gotoApp(page, '/blog/legacy-post')
    await expect(page.getByRole('heading', { level: 1, name: 'Legacy Post: Quoted Values' })).toBeVisible()
    await expect(article(page).getByText(usDate('2025-06-01'), { exact: true })).toBeVisible()
    await expect(article(page).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'legacy',
      'quoted',
    ])
    const image = article(page).getByRole('img', { name: 'Legacy Post: Quoted Values' })
    await expect(image).toHaveAttribute('src', '/uploads/meetup-recap.svg')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expect(article(page).locator('strong', { hasText: 'readable' })).toBeVisible()
  })

  test('Like toggles locally (aria-pressed) with a toast each way; nothing is sent', async ({ page }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog/react-recap')
    const like = page.getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await settle(page)
    const requests = recordDataRequests(page)
    const calls = await recordNetworkCalls(page)
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(toastWith(page, 'You liked this post')).toBeVisible()
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(toastWith(page, 'You unliked this post')).toBeVisible()
    expect(await calls()).toEqual([])
    expect(requests.urls).toEqual([])
  })

  test('Share uses the native share sheet with title, description and URL', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          Object.assign(window, { __shared: data })
          return Promise.resolve()
        },
      })
    })
    await mockBlog(page)
    await gotoApp(page, '/blog/react-recap')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared))
      .toEqual({
        title: 'React Kampala Meetup Recap',
        text: 'Sixty developers, three talks on React and a lot of rolex at the break.',
        url: page.url(),
      })
    await expect(toastWith(page, 'Link copied!')).toHaveCount(0)
  })

  test('Share without native share copies the link and toasts Link copied!', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
    await mockBlog(page)
    await gotoApp(page, '/blog/react-recap')
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(toastWith(page, 'Link copied!')).toContainText('Blog post link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('unknown slug: Blog Post Not Found, a sentence and Back to Blog', async ({ page }) => {
    await mockBlog(page)
    await gotoApp(page, '/blog/no-such-post')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible()
    await expect(
      page.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeVisible()
    await expect(page).toHaveTitle('Blog Post Not Found | Open Source Community Kampala')
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  })

  test('a skeleton while the post loads', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await mockBlog(page)
    await page.route('**/content/blog/react-recap.md', async (route) => {
      await gate
      await route.fallback()
    })
    await page.goto('/blog/react-recap')
    await expect(page.getByRole('status').filter({ hasText: 'Loading article…' })).toBeAttached({
      timeout: 15_000,
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'React Kampala Meetup Recap' })).toBeVisible()
  })

  test('index missing: the built-in sample post test-of-the-blog opens', async ({ page }) => {
    await mockBlog(page, 'missing')
    await gotoApp(page, '/blog/test-of-the-blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Test of the blog' })).toBeVisible()
    await expect(article(page).getByText('Technology', { exact: true })).toBeVisible()
    await expect(article(page).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3)
  })
})
