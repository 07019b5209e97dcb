import { waitForApp } from '../support/app'
import { firstPage, mainHeading, workerActive, workerControls, workerHolds } from '../offline/worker'
import { expect, test } from './support'

test.use({ serviceWorkers: 'allow' })

test('a page opened online reads offline: the worker is scoped to the base and finds its files', async ({
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
  // The first load came before the worker; the next one goes through it.
  await page.reload()
  await waitForApp(page)
  await workerControls(page)
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toBe(
    site.url,
  )
  await workerHolds(page, `${site.base}content/blog/${path.split('/')[1]}.md`)

  await context.setOffline(true)
  await page.reload()
  await waitForApp(page)
  await expect(mainHeading(page)).toHaveText(title)
  await expect(page.getByTestId('offline-message')).toHaveCount(0)
})
