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

/** Records layout shifts (CLS) from the very start of the page. */
export async function observePaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] }
    w.__shifts = []
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        // Each element that moved, from where to where, and the viewport then: enough to tell a
        // resized box from a moved one, or a scrollbar that came and went.
        const sources = entry.sources.map(
          (source) =>
            `${(source.node as Element | undefined)?.outerHTML?.slice(0, 120)} ` +
            `${box(source.previousRect)} → ${box(source.currentRect)}`,
        )
        const viewport = `viewport ${innerWidth}×${innerHeight}, layout width ${document.documentElement.clientWidth}`
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources.join(' | ')} (${viewport})`,
        )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Every layout shift so far (none means CLS 0), each with the elements that moved. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)

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

/** A body image that failed: its alt text in a visible frame, in the box it had; never the logo. */
export async function expectAltFrame(page: Page, name: string) {
  const frame = page.locator('main .osck-markdown').getByRole('img', { name })
  await expect(async () => {
    await frame.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(frame).toHaveJSProperty('tagName', 'SPAN', { timeout: 2_000 })
  }).toPass()
  await expect(frame).toHaveText(name)
  const box = await frame.boundingBox()
  expect(box?.width).toBeGreaterThan(0)
  expect(box?.height).toBeGreaterThan(0)
}
