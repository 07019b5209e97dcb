import type { Locator, Page } from '@playwright/test'

/** Whether an image has loaded its picture (a broken one has no width). */
export const loaded = (img: Locator) =>
  img.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/** Every answer to a request for an upload, as `<status> <path>`. */
export function uploadAnswers(page: Page): string[] {
  const answers: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.includes('/uploads/')) answers.push(`${response.status()} ${pathname}`)
  })
  return answers
}
