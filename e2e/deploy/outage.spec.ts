import { Stack } from './support/stack'
import { expect, expectSectionWorks, test, unavailable, waitForApp } from './support/fixtures'

test('a remote whose server is gone: its section says so, the others work', async ({ page, consoleLog }) => {
  const stack = await Stack.start(4301)
  try {
    await page.goto(`${stack.origins.shell}/home`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible({
      timeout: 15_000,
    })

    // The events server block is removed and nginx reloaded: its port is closed.
    await stack.removeRemote('events')

    await page.goto(`${stack.origins.shell}/events`)
    await waitForApp(page)
    await expect(unavailable(page, 'Events')).toBeVisible({ timeout: 15_000 })
    await expect(unavailable(page, 'Events').getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect
      .poll(() => consoleLog.some((line) => line.includes('[remotes] could not load the events remote')))
      .toBe(true)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()

    // Home: the events teaser is replaced by the message, the blog teaser still shows.
    await page.goto(`${stack.origins.shell}/home`)
    await expect(unavailable(page, 'Events')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible()

    await expectSectionWorks(page, stack.origins.shell, '/blog', 'nav', { detail: false })
    await expectSectionWorks(page, stack.origins.shell, '/projects', 'nav', { detail: false })
  } finally {
    await stack.stop()
  }
})
