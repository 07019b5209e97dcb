import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'
import { md } from '../support/content'
import { BLOG_FILES, mockBlog, postList, waitForBlog } from './fixtures'

const HOSTILE_BODY = [
  'Intro paragraph of the hostile post.',
  '',
  "<script>window.__xss = 'script'</script>",
  '',
  "[markdown link](javascript:window.__xss='md-link')",
  '',
  "[disguised link](JaVaScRiPt:window.__xss='disguised')",
  '',
  `<img src="x" onerror="window.__xss='img'">`,
  '',
  `Inline <img src=x onerror="window.__xss='inline-img'"> and <a href="javascript:window.__xss='html-link'">html link</a> in text.`,
  '',
  `<iframe src="javascript:window.__xss='iframe'"></iframe>`,
  '',
  `<div onmouseover="window.__xss='hover'">hover me</div>`,
  '',
  "[![image link](x)](javascript:window.__xss='image-link')",
  '',
  'Closing paragraph of the hostile post.',
].join('\n')

const HOSTILE = md(
  'hostile.md',
  {
    title: `<img src=x onerror="window.__xss='title'">Hostile Post`,
    date: '2026-06-01',
    description: `<script>window.__xss='description'</script>A post that tries to run code.`,
    category: 'Security',
  },
  HOSTILE_BODY,
)

test.describe('hostile content', () => {
  test('the post renders as text and nothing executes', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await mockBlog(page, [...BLOG_FILES, HOSTILE])

    await gotoApp(page, '/blog')
    await waitForBlog(page)
    await expect(postList(page).getByRole('listitem').filter({ hasText: 'Hostile Post' })).toHaveCount(1)

    await gotoApp(page, '/blog/hostile')
    const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
    await expect(article.getByText('Closing paragraph of the hostile post.')).toBeVisible()
    await expect(article.getByText('Intro paragraph of the hostile post.')).toBeVisible()
    // Raw HTML is never interpreted.
    await expect(article.getByText('hover me')).toHaveCount(0)

    // Links with a javascript: target keep their text but lose the target.
    for (const name of ['markdown link', 'disguised link']) {
      const link = article.locator('a', { hasText: name })
      await expect(link).toHaveCount(1)
      await expect(link).not.toHaveAttribute('href', /.+/)
      await link.click()
    }
    for (const link of await article.locator('a[href]').all()) {
      const href = (await link.getAttribute('href')) ?? ''
      // Control characters and spaces are ignored by browsers inside a protocol.
      const compact = [...href].filter((char) => char.charCodeAt(0) > 32).join('')
      expect(compact.toLowerCase()).not.toContain('javascript:')
    }
    await article.getByRole('img', { name: 'image link' }).click({ timeout: 5_000 })

    expect(await article.locator('script, iframe').count()).toBe(0)
    expect(await article.locator('[onerror], [onmouseover], [onclick]').count()).toBe(0)
    // A payload would run as an image loads or fails: wait until every image has.
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    await expect(page).toHaveURL(/\/blog\/hostile$/)
  })
})

// Nesting that overflows the renderer's stack and emphasis the parser takes about a minute on.
const DEEP = '>'.repeat(5000) + ' deep'
const STORM = '*a'.repeat(50_000)
const PARSER_BOMB = md(
  'parser-bomb.md',
  { title: 'Parser Bomb', date: '2026-06-02', category: 'Security' },
  ['Intro with *emphasis*.', '## Deep', DEEP, '## Storm', STORM, '## After', 'The **end**.'].join('\n'),
)

test.describe('a body the markdown parser cannot take', () => {
  test('shows those parts as text, formats the rest, and keeps the blog up', async ({ page }) => {
    await mockBlog(page, [...BLOG_FILES, PARSER_BOMB])
    await gotoApp(page, '/blog/parser-bomb')
    const article = page.locator('article', { has: page.getByRole('heading', { level: 1 }) })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Parser Bomb')
    await expect(article.locator('strong', { hasText: 'end' })).toBeVisible()
    await expect(article.locator('em', { hasText: 'emphasis' })).toBeVisible()
    await expect(article.getByText(DEEP)).toHaveCount(1)
    await expect(article.getByText(STORM)).toHaveCount(1)
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0)

    await page.getByRole('link', { name: 'All articles' }).first().click()
    await waitForBlog(page)
    await expect(postList(page).getByRole('listitem').filter({ hasText: 'Parser Bomb' })).toHaveCount(1)
  })
})
