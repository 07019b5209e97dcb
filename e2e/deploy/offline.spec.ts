import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../../scripts/deploy-nginx.mjs'
import { firstPage, mainHeading, workerActive, workerControls, workerHolds } from '../offline/worker'
import { makeRelease, upload } from './support/release'
import { startSlowProxy } from './support/slow-proxy'
import { MAIN, Stack, entry, originAt } from './support/stack'
import { expect, test, waitForApp } from './support/fixtures'

test.describe('the service worker on four origins', () => {
  test('sw.js and the web app manifest are revalidated on every use; the icons are PNGs', async ({
    request,
  }) => {
    const worker = await request.get(`${MAIN.shell}/sw.js`)
    expect(worker.status()).toBe(200)
    expect(worker.headers()['cache-control']).toBe('no-cache')
    expect(worker.headers()['content-type']).toContain('javascript')
    const manifest = await request.get(`${MAIN.shell}/manifest.webmanifest`)
    expect(manifest.headers()['cache-control']).toBe('no-cache')
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons
    for (const icon of icons) {
      // Relative to the manifest, so the same file serves any base path.
      const answer = await request.get(new URL(icon.src, `${MAIN.shell}/manifest.webmanifest`).href)
      expect(answer.headers()['content-type'], icon.src).toBe('image/png')
    }
  })

  test('pages opened online read offline, with each remote on its own origin', async ({ page, context }) => {
    const stack = await Stack.start(4351)
    const opened = [firstPage('blog'), firstPage('events'), firstPage('projects')]
    const titles: string[] = []
    try {
      for (const path of opened) {
        await page.goto(`${stack.origins.shell}${path}`)
        await waitForApp(page)
        titles.push((await mainHeading(page).textContent()) ?? '')
        await workerActive(page)
      }
      await workerControls(page)
      for (const section of ['blog', 'events', 'projects'] as const) {
        await workerHolds(page, entry(stack.origins[section]))
      }
    } finally {
      // Every origin goes away (the browser is told it is offline too).
      await stack.stop()
    }
    await context.setOffline(true)
    for (const [index, path] of opened.entries()) {
      await page.goto(`${stack.origins.shell}${path}`)
      await waitForApp(page)
      await expect(mainHeading(page)).toHaveText(titles[index]!)
    }
    await page.goto(`${stack.origins.shell}/projects`)
    await expect(page.getByTestId('offline-message')).toBeVisible({ timeout: 15_000 })
  })
})

test('a redeployed remote reaches a returning visitor after the update prompt, never mixed with an old shell', async ({
  page,
}) => {
  const SUFFIX = ' — release 2'
  const live = join(test.info().outputPath(), 'blog-live')
  cpSync(DIST.blog, live, { recursive: true })
  const slow = originAt(4345)
  const stack = await Stack.start(4341, {
    roots: { blog: live },
    extraRemoteOrigins: [slow],
    manifest: { blog: entry(slow) },
  })
  const proxy = await startSlowProxy(4345, stack.origins.blog, 0)
  try {
    // A visitor reads the blog; the second load goes through the service worker.
    await page.goto(`${stack.origins.shell}/blog`)
    await waitForApp(page)
    const title = (await mainHeading(page).textContent()) ?? ''
    await workerActive(page)
    await page.reload()
    await workerControls(page)
    await workerHolds(page, entry(slow))

    // The blog team deploys; the visitor comes back on a slow connection (remoteEntry.js takes
    // longer than the worker's timeout) and a budget phone: the cached release answers, whole and
    // consistent. The page starts listening for updates after the network's newer entry arrived.
    makeRelease(DIST.blog, join(stack.dir, 'blog-release-2'), title, `${title}${SUFFIX}`)
    upload(join(stack.dir, 'blog-release-2'), live)
    proxy.setDelay(6_000)
    const cpu = await page.context().newCDPSession(page)
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.reload()
    await waitForApp(page)
    await expect(mainHeading(page)).toHaveText(title)

    // The visitor is told all the same, and Reload shows the new release.
    const prompt = page.getByRole('status', { name: 'Site update' })
    await expect(prompt).toContainText('A new version of this site is ready.', { timeout: 30_000 })
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    proxy.setDelay(0)
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(mainHeading(page)).toHaveText(`${title}${SUFFIX}`, { timeout: 15_000 })

    // The shell running is the deployed one (the page's entry script is the served index.html's).
    const served = /<script type="module"[^>]* src="([^"]+)"/.exec(
      readFileSync(join(stack.shellRoot, 'index.html'), 'utf8'),
    )?.[1]
    expect(served).toBeTruthy()
    const running = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
        (s) => new URL(s.src).pathname,
      ),
    )
    expect(running).toContain(served)
  } finally {
    await proxy.close()
    await stack.stop()
  }
})
