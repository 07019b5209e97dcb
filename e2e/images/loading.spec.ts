import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'
import {
  PHOTO_ROUTES,
  layoutShifts,
  expectImagesSettled,
  expectNoBrokenImage,
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
      expect(loading.filter((value) => value !== 'lazy')).toEqual([])

      await expectImagesSettled(page)
      // The priority image is the largest image on the first screen (the LCP candidate).
      const onScreen = await content.evaluateAll((images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect()
          const seen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
          return {
            priority: img.getAttribute('fetchpriority') === 'high',
            area: seen ? Math.round(box.width * box.height) : 0,
          }
        }),
      )
      // (Fractions of a pixel apart in a grid of equal cards.)
      const priorityArea = onScreen.find((image) => image.priority)?.area ?? 0
      expect(priorityArea).toBeGreaterThanOrEqual(Math.max(...onScreen.map((image) => image.area)) * 0.99)
      // Loading the first screen, photos included, moved nothing (Lighthouse's CLS 0).
      expect(await layoutShifts(page)).toEqual([])
      await scrollThrough(page)
      await expectNoBrokenImage(page)
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
