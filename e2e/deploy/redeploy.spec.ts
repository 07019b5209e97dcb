import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../../scripts/deploy-nginx.mjs'
import { makeRelease, upload } from './support/release'
import { Stack, entry, originAt } from './support/stack'
import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './support/fixtures'

const SUFFIX = ' — release 2'

async function blogTitle(page: Page): Promise<string> {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(h1).toBeVisible({ timeout: 15_000 })
  return (await h1.textContent()) ?? ''
}

test.describe('redeploying one remote', () => {
  test('a new release on a NEW origin shows after a reload once remotes.json points at it; the shell is untouched', async ({
    page,
  }) => {
    const green = originAt(4295)
    // The shell's CSP already lists the second slot (see docs/deployment.md, "Moving a remote").
    const stack = await Stack.start(4291, { extraRemoteOrigins: [green] })
    try {
      await page.goto(`${stack.origins.shell}/blog`)
      await waitForApp(page)
      const title = await blogTitle(page)
      const shellPage = readFileSync(join(stack.shellRoot, 'index.html'), 'utf8')

      const release = join(stack.dir, 'blog-release-2')
      expect(makeRelease(DIST.blog, release, title, `${title}${SUFFIX}`)).toBeGreaterThan(0)
      await stack.addRemoteServer(green, release)
      stack.setManifest({ blog: entry(green) })

      const fromGreen = page.waitForResponse((r) => r.url() === entry(green) && r.status() === 200)
      await page.reload()
      await fromGreen
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        `${title}${SUFFIX}`,
        {
          timeout: 15_000,
        },
      )
      // No shell rebuild: the same index.html (same hashed bundles) served the new remote.
      expect(readFileSync(join(stack.shellRoot, 'index.html'), 'utf8')).toBe(shellPage)
    } finally {
      await stack.stop()
    }
  })

  test('a new release uploaded over the same origin shows on the next load (remoteEntry.js is never stale)', async ({
    page,
  }) => {
    const live = join(test.info().outputPath(), 'blog-live')
    cpSync(DIST.blog, live, { recursive: true })
    const stack = await Stack.start(4321, { roots: { blog: live } })
    try {
      await page.goto(`${stack.origins.shell}/blog`)
      await waitForApp(page)
      const title = await blogTitle(page)
      // Everything the browser fetched is now in its HTTP cache (chunks: immutable for a year).

      const release = join(stack.dir, 'blog-release-2')
      makeRelease(DIST.blog, release, title, `${title}${SUFFIX}`)
      upload(release, live)

      await page.reload()
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        `${title}${SUFFIX}`,
        {
          timeout: 15_000,
        },
      )
    } finally {
      await stack.stop()
    }
  })
})
