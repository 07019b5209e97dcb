import { test as base, expect, type Page } from '@playwright/test'

export interface CspLog {
  violations: string[]
}

/**
 * Every deploy test fails on a Content-Security-Policy violation: `securitypolicyviolation`
 * events from the page and the browser's "Refused to …" console messages are both collected.
 */
export const test = base.extend<{ csp: CspLog; consoleLog: string[] }>({
  csp: [
    async ({ page }, provide) => {
      const log: CspLog = { violations: [] }
      await page.exposeFunction('__osckCspViolation', (text: string) => log.violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __osckCspViolation?: (text: string) => void })
            .__osckCspViolation
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
          log.violations.push(`console: ${message.text()}`)
        }
      })
      await provide(log)
      expect(log.violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  consoleLog: async ({ page }, provide) => {
    const log: string[] = []
    page.on('console', (message) => log.push(`${message.type()}: ${message.text()}`))
    await provide(log)
  },
})

export { expect }

/** Waits until the start-up loader has gone. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#app-loader')).toHaveCount(0, { timeout: 30_000 })
}

export const SECTION_PAGES = [
  { section: 'blog', path: '/blog', nav: 'Blog' },
  { section: 'events', path: '/events', nav: 'Events & Activities' },
  { section: 'projects', path: '/projects', nav: 'Projects' },
] as const

type SectionPath = (typeof SECTION_PAGES)[number]['path']

/**
 * A section's list page renders its h1, and its first item opens a detail page with its own h1
 * (unless `detail: false`).
 * `via: 'nav'` gets there with the navbar (no page load) from wherever the page is.
 */
export async function expectSectionWorks(
  page: Page,
  shell: string,
  path: SectionPath,
  via: 'goto' | 'nav' = 'goto',
  { detail = true }: { detail?: boolean } = {},
): Promise<void> {
  if (via === 'goto') {
    await page.goto(`${shell}${path}`)
  } else {
    const name = SECTION_PAGES.find((p) => p.path === path)!.nav
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name, exact: true })
      .click()
  }
  const main = page.getByRole('main')
  const title = main.getByRole('heading', { level: 1 })
  await expect(title).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0)
  if (!detail) return
  const listTitle = (await title.textContent()) ?? ''
  const firstItem = main.locator(`a[href^="${path}/"]`).first()
  await expect(firstItem).toBeVisible({ timeout: 30_000 })
  await firstItem.click()
  await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`), { timeout: 30_000 })
  await expect(title).toBeVisible({ timeout: 30_000 })
  await expect(title).not.toHaveText(listTitle, { timeout: 30_000 })
}

export function unavailable(page: Page, label: string) {
  return page.getByRole('alert').filter({ hasText: `${label} is temporarily unavailable` })
}
