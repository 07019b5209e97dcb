import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { waitForApp } from '../support/app'
import { firstPage, mainHeading, workerActive, workerControls, workerHolds } from './worker'

test.use({ serviceWorkers: 'allow' })

const opened = [firstPage('blog'), firstPage('events'), firstPage('projects')]

test('pages opened online read offline; a page never opened says so, and Retry loads it online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const titles = new Map<string, string>()
  for (const path of opened) {
    await page.goto(path)
    await waitForApp(page)
    await expect(mainHeading(page)).toBeVisible()
    titles.set(path, (await mainHeading(page).textContent()) ?? '')
    await workerActive(page)
    // The page has kept its generated body for a visit the worker answers with the shell page.
    await workerHolds(page, path)
  }
  await workerControls(page)
  // The first page loaded before the worker existed: its files reach the caches through the warm-up.
  await workerHolds(page, `/content/blog/${opened[0]!.split('/')[2]}.md`)

  await context.setOffline(true)
  // Really offline, the worker's own fetches included: a file it never cached cannot be had.
  const probe = () =>
    fetch('/content/blog/index.json?probe').then(
      () => 'fetched',
      () => 'failed',
    )
  expect(await page.evaluate(probe)).toBe('failed')
  for (const path of opened) {
    await page.goto(path)
    await page.reload()
    await waitForApp(page)
    await expect(mainHeading(page)).toHaveText(titles.get(path)!)
    await expect(page.getByRole('main').getByText(/./).first()).toBeVisible()
    await expect(page.getByTestId('offline-message')).toHaveCount(0)
    // Its body as formatted online (the page's own, kept by the visit online: the worker answers
    // every page with the shell's, and the markdown renderer was never downloaded).
    await expect(page.locator('main .osck-markdown p').first()).toBeVisible()
    // Its photo too (a pipeline variant from the worker's cache), not the default image.
    const photo = page.getByRole('main').locator('img').first()
    await expect
      .poll(() =>
        photo.evaluate(
          (img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 && !img.currentSrc.endsWith('/logo.svg'),
        ),
      )
      .toBe(true)
  }

  // Never opened: the offline message inside the layout, with Retry.
  await page.goto('/blog')
  await waitForApp(page)
  const offline = page.getByTestId('offline-message')
  await expect(offline.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expectAccessible(page)
  await offline.getByRole('button', { name: 'Retry' }).click()
  await expect(offline).toBeVisible()

  await context.setOffline(false)
  await offline.getByRole('button', { name: 'Retry' }).click()
  await expect(mainHeading(page)).toHaveText('Blog', { timeout: 15_000 })
  await expect(offline).toHaveCount(0)
})

test("Home's layout renders offline", async ({ page, context }) => {
  await page.goto('/home')
  await waitForApp(page)
  await workerActive(page)
  await context.setOffline(true)
  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test("/ with the worker in control: the server's redirect online, the app's replace offline, both Home", async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await waitForApp(page)
  await workerActive(page)
  await page.reload()
  await workerControls(page)
  for (const offline of [false, true]) {
    await context.setOffline(offline)
    await page.goto('/')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  }
})

test('Home opens offline after a visit that began on another page', async ({ page, context }) => {
  await page.goto(opened[0]!)
  await waitForApp(page)
  await workerActive(page)
  await context.setOffline(true)
  await page.goto('/home')
  await waitForApp(page)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('an unknown path says Page Not Found offline too (its chunk is precached)', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await waitForApp(page)
  await workerActive(page)
  await context.setOffline(true)
  await page.goto('/no-such-page')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('offline-message')).toHaveCount(0)
})
