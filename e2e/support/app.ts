import { expect, type Page } from '@playwright/test'

/** Waits until the start-up loader has gone, so the page is interactive. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#app-loader')).toHaveCount(0, { timeout: 15_000 })
}

export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForApp(page)
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme)
}

/** Records every request the page makes after this call. */
export function recordRequests(page: Page): { urls: string[] } {
  const log = { urls: [] as string[] }
  page.on('request', (request) => log.urls.push(request.url()))
  return log
}
