import type { Page } from '@playwright/test'
import { Stack } from './support/stack'
import { expect, expectSectionWorks, test, unavailable, waitForApp } from './support/fixtures'

test('a remote whose server is gone: its section says so, the others work', async ({ page, browser }) => {
  const stack = await Stack.start(4301)
  let visitor: Page | undefined
  try {
    await page.goto(`${stack.origins.shell}/home`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible({
      timeout: 15_000,
    })

    // The events server block is removed and nginx reloaded: its port is closed.
    await stack.removeRemote('events')

    // A visitor arriving now. (The first page may keep an open connection to the old nginx
    // worker, which can still answer a request or two while it shuts down.)
    visitor = await browser.newPage()
    const consoleLog: string[] = []
    visitor.on('console', (message) => consoleLog.push(`${message.type()}: ${message.text()}`))
    await visitor.goto(`${stack.origins.shell}/events`)
    await waitForApp(visitor)
    await expect(unavailable(visitor, 'Events')).toBeVisible({ timeout: 15_000 })
    await expect(unavailable(visitor, 'Events').getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect
      .poll(() => consoleLog.some((line) => line.includes('[remotes] could not load the events remote')))
      .toBe(true)
    await expect(visitor.getByRole('banner')).toBeVisible()
    await expect(visitor.getByRole('contentinfo')).toBeVisible()

    // Home: the events teaser is replaced by the message, the blog teaser still shows.
    await visitor.goto(`${stack.origins.shell}/home`)
    await expect(unavailable(visitor, 'Events')).toBeVisible({ timeout: 15_000 })
    await expect(visitor.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible()

    await expectSectionWorks(visitor, stack.origins.shell, '/blog', 'nav', { detail: false })
    await expectSectionWorks(visitor, stack.origins.shell, '/projects', 'nav', { detail: false })
  } finally {
    await visitor?.context().close()
    await stack.stop()
  }
})
