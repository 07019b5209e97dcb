import { expect, test } from '@playwright/test'
import { waitForApp } from '../support/app'
import { firstPage, mainHeading, workerActive, workerHolds } from './worker'

test.use({ serviceWorkers: 'allow' })

const isCode = (url: string) => /\.(?:m?js|css)$/.test(new URL(url).pathname)

test('a repeat visit to an unchanged site downloads no code', async ({ page, context }) => {
  const path = firstPage('blog')
  await page.goto(path)
  await waitForApp(page)
  await expect(mainHeading(page)).toBeVisible()
  await workerActive(page)
  await workerHolds(page, '/remotes/blog/remoteEntry.js')
  await page.close()

  const fromPage: { url: string; viaWorker: boolean }[] = []
  const fromNetwork: { url: string; bytes: number }[] = []
  const pending: Promise<void>[] = []
  context.on('requestfinished', (request) =>
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response || !isCode(request.url())) return
        if (request.serviceWorker()) {
          fromNetwork.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize })
        } else {
          fromPage.push({ url: request.url(), viaWorker: response.fromServiceWorker() })
        }
      })(),
    ),
  )
  const again = await context.newPage()
  await again.goto(path)
  await waitForApp(again)
  await expect(mainHeading(again)).toBeVisible()
  await again.waitForLoadState('networkidle')
  await Promise.all(pending)

  expect(fromPage.length).toBeGreaterThan(5)
  // Every script and stylesheet came through the worker…
  expect(fromPage.filter((r) => !r.viaWorker).map((r) => r.url)).toEqual([])
  // …which answered them from its caches; what it asked the network (remoteEntry.js) came back unchanged.
  expect(fromNetwork.filter((r) => r.bytes > 0)).toEqual([])
})
