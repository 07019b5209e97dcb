import { startSlowProxy } from './support/slow-proxy'
import { Stack, entry, originAt } from './support/stack'
import { expect, test } from './support/fixtures'

const DELAY_MS = 1_500

test('a slow remote: the section shows its skeleton, then its content', async ({ page }) => {
  const slow = originAt(4315)
  const stack = await Stack.start(4311, { extraRemoteOrigins: [slow], manifest: { blog: entry(slow) } })
  const proxy = await startSlowProxy(4315, stack.origins.blog, DELAY_MS)
  try {
    await page.goto(`${stack.origins.shell}/blog`)

    // The shell's Suspense fallback for the section, while remoteEntry.js is on its way.
    const skeleton = page.getByRole('status').filter({ hasText: 'Loading blog…' })
    await expect(skeleton).toBeVisible()
    // The skeleton holds the place while the remote is still on its way through the proxy.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0)

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    await expect(skeleton).toHaveCount(0)
    await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0)
  } finally {
    await proxy.close()
    await stack.stop()
  }
})
