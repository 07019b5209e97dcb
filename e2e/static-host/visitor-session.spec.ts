import type { BrowserContext, Page } from '@playwright/test'
import { waitForApp } from '../support/app'
import { mainHeading, workerActive } from '../offline/worker'
import { expect, test } from './support'

test.use({ serviceWorkers: 'allow' })

/**
 * Stands in for React DevTools' global hook: React hands every renderer it starts to the hook,
 * with its bundleType (0 production, 1 development), so the page itself says which React it runs.
 */
function recordReactBuilds(page: Page) {
  return page.addInitScript(() => {
    const bundleTypes: number[] = []
    Object.assign(window, {
      __reactBundleTypes: bundleTypes,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { bundleType: number }) {
          bundleTypes.push(renderer.bundleType)
          return bundleTypes.length
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    })
  })
}

const reactBundleTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactBundleTypes: number[] }).__reactBundleTypes)

/** Every request of the context (pages and the service worker) and every answer of 400 or more. */
function recordTraffic(context: BrowserContext) {
  const traffic = { urls: new Set<string>(), failures: [] as string[] }
  context.on('request', (request) => traffic.urls.add(request.url()))
  context.on('response', (response) => {
    if (response.status() >= 400) traffic.failures.push(`${response.status()} ${response.url()}`)
  })
  return traffic
}

/** The URLs outside the site: another origin, or a path that does not start with the base. */
function outsideBase(urls: Iterable<string>, siteUrl: string): string[] {
  const site = new URL(siteUrl)
  return [...urls].filter((href) => {
    const url = new URL(href)
    if (url.protocol === 'data:' || url.protocol === 'blob:') return false
    return url.origin !== site.origin || !url.pathname.startsWith(site.pathname)
  })
}

async function openFirst(page: Page, section: 'blog' | 'events' | 'projects', base: string) {
  const link = page.locator(`main a[href^="${base}${section}/"]`).first()
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${base}${section}/[^/]+$`))
  await expect(mainHeading(page)).toBeVisible()
}

test('a visit through Home, a list, a post, an event and a project stays under the base, with no 404, on production React', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(120_000)
  const traffic = recordTraffic(context)
  await recordReactBuilds(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })

  await page.goto('home')
  await waitForApp(page)
  await expect(page.locator('main img').first()).toBeVisible()
  await nav.getByRole('link', { name: 'Blog', exact: true }).click()
  await openFirst(page, 'blog', site.base)
  await nav.getByRole('link', { name: 'Events & Activities' }).click()
  await openFirst(page, 'events', site.base)
  // A shared link to a list, opened directly.
  await page.goto('projects')
  await waitForApp(page)
  await openFirst(page, 'projects', site.base)
  // Every image of the page has been asked for (lazy ones included) before the log is read.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect
    .poll(() =>
      page.locator('main img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true)

  expect.soft(await reactBundleTypes(page), 'React renderers: 0 is production').toEqual([0])
  // The worker installs on the host's site: its script, scope and precache requests are logged too.
  await workerActive(page)
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(
    site.url,
  )
  expect.soft(outsideBase(traffic.urls, site.url), 'requests outside the base').toEqual([])
  // Nothing built for organisers reaches a visitor: no file of /admin/ (Decap, its modules, libheif).
  const editorFiles = [...traffic.urls].filter((href) =>
    /\/admin\/|decap|libheif/i.test(new URL(href).pathname),
  )
  expect(editorFiles, 'editor files a visitor downloaded').toEqual([])
  expect(traffic.failures, 'answers of 400 or more').toEqual([])
})

test("the editor's page, its logo and its scripts come from under the base", async ({
  page,
  context,
  site,
}) => {
  const traffic = recordTraffic(context)
  await page.goto('admin/')
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 60_000 })
  const logo = page.locator('img[src$="logo.svg"]').first()
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  // Built with no sign-in worker: the page says so, its notice and sign-in watch under the base too.
  await expect(page.getByRole('note')).toContainText('Sign-in is not set up for this site yet')
  expect.soft(outsideBase(traffic.urls, site.url), 'requests outside the base').toEqual([])
  expect(traffic.failures, 'answers of 400 or more').toEqual([])
})
