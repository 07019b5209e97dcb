import { expect, type Page } from '@playwright/test'

/** Routes with photos, and a detail page of each section (its body has a photo where noted). */
export const PHOTO_ROUTES = [
  '/home',
  '/blog',
  '/events',
  '/projects',
  '/blog/kampala-react-meetup-recap',
  '/events/hacktoberfest-kickoff-2026',
  '/projects/open-maps-kampala',
]

/** Records layout shifts (CLS) and the LCP element from the very start of the page. */
export async function observePaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __lcp?: string }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined
      const element = last?.element
      w.__lcp = element ? `${element.tagName}|${element.getAttribute('fetchpriority') ?? ''}` : undefined
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

export const cumulativeShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls)
export const lcpElement = (page: Page) => page.evaluate(() => (window as unknown as { __lcp?: string }).__lcp)

/** Scrolls through the whole page so every lazy image gets its turn, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Every image that finished loading shows something: no broken-image icon anywhere. */
export async function expectNoBrokenImage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.getAttribute('src')),
      ),
    )
    .toEqual([])
}

/** Every image in view has finished (loaded or replaced by its fallback). */
export async function expectImagesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete).length,
      ),
    )
    .toBe(0)
}
