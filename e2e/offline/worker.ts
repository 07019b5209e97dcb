import { readdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

/** The first content file of a section, as a page path (`/blog/<slug>`). */
export function firstPage(section: 'blog' | 'events' | 'projects'): string {
  const file = readdirSync(new URL(`../../content/${section}`, import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .sort()[0]
  return `/${section}/${file!.replace(/\.md$/, '')}`
}

/** Waits until the service worker is active (installed, its precache complete). */
export async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null)),
      {
        timeout: 30_000,
      },
    )
    .toBe('activated')
}

/** Waits until the page's requests go through the service worker. */
export async function workerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * Waits until the service worker's runtime caches hold `url` (e.g. after its first-visit warm-up).
 * Remote origins answer `Vary: Origin`, and this page-side lookup sends no Origin: ignore Vary.
 */
export async function workerHolds(page: Page, url: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (href) => caches.match(href, { ignoreVary: true }).then((response) => response !== undefined),
          url,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
}

export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 })
}
