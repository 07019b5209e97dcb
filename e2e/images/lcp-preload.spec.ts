import { expect, test } from '@playwright/test'
import { waitForApp } from '../support/app'
import { firstPage } from '../offline/worker'

const ROUTES = [
  '/home',
  '/blog',
  '/events',
  '/projects',
  firstPage('blog'),
  firstPage('events'),
  firstPage('projects'),
]

test.describe("the route's LCP image starts with the page", () => {
  for (const path of ROUTES) {
    test(`${path}: its page preloads the variant the screen then shows, downloaded once`, async ({
      page,
    }) => {
      const images: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname)
      })
      await page.goto(path)
      const preload = page.locator('head link[rel="preload"][as="image"]')
      await expect(preload).toHaveCount(1)
      const offered = ((await preload.getAttribute('imagesrcset')) ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(' ')[0]!)
      expect(offered.length).toBeGreaterThan(1)
      await waitForApp(page)
      const lcp = page.locator('main img[fetchpriority="high"]').first()
      await expect
        .poll(() => lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeTruthy()
      const shown = new URL(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
      expect(offered).toContain(shown)
      // One file of that photo over the network: the preload's answer served the picture.
      const base = shown.replace(/-\d+\.avif$/, '-')
      expect(images.filter((p) => p.startsWith(base))).toEqual([shown])
    })
  }
})
