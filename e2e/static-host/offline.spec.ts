import { waitForApp } from '../support/app'
import { firstPage, mainHeading, workerActive, workerControls, workerHolds } from '../offline/worker'
import { expect, test } from './support'

test.use({ serviceWorkers: 'allow' })

test('a post read once online reads offline: the worker is scoped to the base and finds its files', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(90_000)
  const path = firstPage('blog').slice(1)
  await page.goto(path)
  await waitForApp(page)
  const title = (await mainHeading(page).textContent()) ?? ''
  await workerActive(page)
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(
    site.url,
  )
  // One online visit is enough: the worker keeps what the page read as it installed.
  await workerHolds(page, `${site.base}content/blog/${path.split('/')[1]}.md`)

  await context.setOffline(true)
  await page.reload()
  await waitForApp(page)
  await workerControls(page)
  await expect(mainHeading(page)).toHaveText(title)
  await expect(page.getByTestId('offline-message')).toHaveCount(0)
})
