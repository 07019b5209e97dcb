// A page's largest paint (its LCP) is content. A post without a photo shows the community logo
// (docs/product.md: the default image), drawn at its own size at most in the photo's box, so the
// list's and the post's largest paint stays their heading or text, not the placeholder.
import { expect, test, type Page } from '@playwright/test'
import { afterFrames, gotoApp } from '../support/app'
import { md, mockContent } from '../support/content'

const LOGO = '/images/logo.svg'

interface Paint {
  tag: string
  url: string
  inMain: boolean
}

async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: Paint[] = []
    Object.assign(window, { __paints: paints })
    type Entry = PerformanceEntry & { element: Element | null; url: string }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        paints.push({
          tag: entry.element?.tagName ?? '',
          url: entry.url,
          inMain: !!entry.element?.closest('main'),
        })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/** The page's LCP once every logo on screen has been decoded and painted. */
async function largestPaint(page: Page): Promise<Paint | undefined> {
  const logos = page.locator(`main img[src="${LOGO}"]`)
  await expect(logos.first()).toBeVisible()
  for (const logo of await logos.all()) {
    if (!(await logo.isVisible())) continue
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy()
    await logo.evaluate((img: HTMLImageElement) => img.decode())
  }
  await afterFrames(page)
  await afterFrames(page)
  return page.evaluate(() => (window as unknown as { __paints: Paint[] }).__paints.at(-1))
}

const POSTS = [
  md('no-photo.md', {
    title: 'Notes From the Meetup',
    date: '2026-05-02',
    description: 'What we learned about caching and offline-first apps this month.',
  }),
  md('another.md', { title: 'Another Post Without a Photo', date: '2026-05-01', description: 'Short.' }),
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test.beforeEach(async ({ page }) => {
      await recordLargestPaints(page)
      await mockContent(page, { blog: POSTS })
    })

    test('a post without a photo: the logo shows, and the largest paint is text', async ({ page }) => {
      await gotoApp(page, '/blog/no-photo')
      await expect(page.getByRole('heading', { level: 1, name: 'Notes From the Meetup' })).toBeVisible()
      const paint = await largestPaint(page)
      expect(paint).toMatchObject({ tag: expect.not.stringMatching(/^IMG$/), url: '', inMain: true })
    })

    test('the list of posts without photos: the largest paint is text', async ({ page }) => {
      await gotoApp(page, '/blog')
      await expect(page.getByRole('heading', { name: 'Another Post Without a Photo' })).toBeVisible()
      const paint = await largestPaint(page)
      expect(paint).toMatchObject({ tag: expect.not.stringMatching(/^IMG$/), url: '', inMain: true })
    })
  })
}
