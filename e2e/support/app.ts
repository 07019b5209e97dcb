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

/** What a page loads on demand (lazy code, styles, images, fonts): never what a visitor typed. */
const ON_DEMAND = new Set(['script', 'stylesheet', 'image', 'font'])

/**
 * Records every request the page makes after this call that could carry data: a GET of code,
 * styles, images or fonts (a lazy chunk such as the toaster's, a lazy image) is left out.
 */
export function recordDataRequests(page: Page): { urls: string[] } {
  const log = { urls: [] as string[] }
  page.on('request', (request) => {
    if (request.method() === 'GET' && ON_DEMAND.has(request.resourceType())) return
    log.urls.push(request.url())
  })
  return log
}

/**
 * Resolves once no finite animation or transition is running (fade-ins, hover tints, a dialog
 * opening): axe judges the colours on screen. Endless ones (the marquees) are left out.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0)
}

/** Resolves after the page has rendered two more frames (scroll handlers and observers have run). */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * Records, inside the page, each fetch, XMLHttpRequest and beacon it starts from now on. Read at
 * any moment it is exact (a call is recorded as it is made), so "nothing was sent" needs no wait.
 */
export async function recordNetworkCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const calls: string[] = []
    Object.assign(window, { __networkCalls: calls })
    const { fetch } = window
    window.fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input))
      return fetch(input, init)
    }
    const { open } = XMLHttpRequest.prototype
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      calls.push(String(args[1]))
      return open.apply(this, args)
    }
    const beacon = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      calls.push(String(url))
      return beacon(url, data)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __networkCalls: string[] }).__networkCalls)
}

/**
 * Records, inside the page from its first script on, the order in which states first appear:
 * `states` maps a name to a CSS selector; `order()` lists the names in the order they were first
 * matched, `together()` the pairs ever on screen at once and `most()` the most matches seen of each. Spec timings are checked as order
 * (a skeleton before its content, never both), never as durations, which a slow machine stretches.
 */
export async function recordStateOrder(page: Page, states: Record<string, string>) {
  await page.addInitScript((watched) => {
    const order: string[] = []
    const together = new Set<string>()
    const most: Record<string, number> = {}
    Object.assign(window, { __stateOrder: { order, together, most } })
    new MutationObserver(() => {
      for (const name of Object.keys(watched)) {
        most[name] = Math.max(most[name] ?? 0, document.querySelectorAll(watched[name]!).length)
      }
      const present = Object.keys(watched).filter((name) => document.querySelector(watched[name]!))
      for (const name of present) if (!order.includes(name)) order.push(name)
      for (const a of present) for (const b of present) if (a < b) together.add(`${a}+${b}`)
    }).observe(document, { subtree: true, childList: true, attributes: true })
  }, states)
  const read = () =>
    page.evaluate(() => {
      const { order, together, most } = (
        window as unknown as {
          __stateOrder: { order: string[]; together: Set<string>; most: Record<string, number> }
        }
      ).__stateOrder
      return { order, together: [...together], most }
    })
  return {
    order: async () => (await read()).order,
    together: async () => (await read()).together,
    most: async () => (await read()).most,
  }
}
