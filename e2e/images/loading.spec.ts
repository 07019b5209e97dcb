import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'
import {
  PHOTO_ROUTES,
  cumulativeShift,
  expectImagesSettled,
  expectNoBrokenImage,
  lcpElement,
  observePaint,
  scrollThrough,
} from './support'

test.describe('images: loading order and layout', () => {
  for (const route of PHOTO_ROUTES) {
    test(`${route}: one eager, high-priority LCP image, every other image lazy, no shift`, async ({
      page,
    }) => {
      await observePaint(page)
      await gotoApp(page, route)
      const content = page.locator('main img')
      const priority = page.locator('main img[fetchpriority="high"]')
      await expect(priority).toHaveCount(1)
      await expect(priority).toHaveAttribute('loading', 'eager')
      await expect(priority).toBeVisible()
      // The priority image is a photo of the pipeline: variants and a placeholder.
      await expect(priority).toHaveAttribute('srcset', /\/assets\/img\/.+ 400w/)
      const loading = await content.evaluateAll((images) =>
        images
          .filter((img) => img.getAttribute('fetchpriority') !== 'high')
          .map((img) => img.getAttribute('loading')),
      )
      expect(loading.length).toBeGreaterThan(0)
      expect(new Set(loading)).toEqual(new Set(['lazy']))

      await expectImagesSettled(page)
      // When the largest paint is an image, it is the one given priority.
      const lcp = await lcpElement(page)
      if (lcp?.startsWith('IMG')) expect(lcp).toBe('IMG|high')
      await scrollThrough(page)
      await expectNoBrokenImage(page)
      expect(await cumulativeShift(page)).toBe(0)
    })
  }

  test('the srcset variants answer 200 with image types', async ({ page, request }) => {
    await gotoApp(page, '/blog/kampala-react-meetup-recap')
    await expect(page.locator('main picture').first()).toBeAttached()
    const urls = await page.locator('main picture source, main picture img').evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        (node.getAttribute('srcset') ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(' ')[0] ?? '')
          .filter(Boolean),
      ),
    )
    const types = new Set<string>()
    expect(urls.length).toBeGreaterThanOrEqual(12)
    for (const url of new Set(urls)) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const type = response.headers()['content-type'] ?? ''
      expect(type, url).toMatch(/^image\/(avif|webp|jpeg)$/)
      types.add(type)
    }
    expect([...types].sort()).toEqual(['image/avif', 'image/jpeg', 'image/webp'])
    // The original stays available at its own URL.
    const original = await request.get('/uploads/react-kampala.generated.jpg')
    expect(original.status()).toBe(200)
    expect(original.headers()['content-type']).toBe('image/jpeg')
  })

  test('a markdown image in a body is lazy, has its alt text and a reserved box', async ({ page }) => {
    await gotoApp(page, '/blog/kampala-react-meetup-recap')
    const image = page.getByRole('img', { name: /Developers gathered around laptops/ })
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', '4032')
    await expect(image).toHaveAttribute('height', '3024')
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
  })
})
