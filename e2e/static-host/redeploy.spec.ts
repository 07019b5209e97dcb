import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../../scripts/deploy-nginx.mjs'
import { servePages } from '../../scripts/pages-host.mjs'
import { makeRelease } from '../deploy/support/release'
import { waitForApp } from '../support/app'
import { copyRemoteBuild } from '../../scripts/pages-dist/assemble.mjs'
import { expect, test } from './support'

const SUFFIX = ' — release 2'

test('a redeployed remote reaches the next visit; a tab opened before the deploy keeps working', async ({
  browser,
  site,
}, testInfo) => {
  // A private copy of the published tree on a port of its own: the deploy changes it.
  const tree = join(testInfo.outputPath(), 'site')
  cpSync(join('e2e/.tmp/pages', site.base === '/' ? 'root' : 'base'), tree, { recursive: true })
  const port = Number(new URL(site.url).port) + 10
  const host = await servePages({
    siteDir: tree,
    base: site.base,
    port,
    runDir: testInfo.outputPath('nginx'),
  })
  try {
    const before = await browser.newPage()
    await before.goto(`${host.url}blog`)
    await waitForApp(before)
    const title = (await before.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? ''

    // The blog team deploys: new hashed chunks beside the old ones, remoteEntry.js replaced.
    const release = testInfo.outputPath('blog-release-2')
    expect(makeRelease(DIST.blog, release, title, `${title}${SUFFIX}`)).toBeGreaterThan(0)
    copyRemoteBuild(tree, 'blog', release)

    // The tab opened before still runs the previous release: its lazy chunks are still there.
    await before.getByRole('main').getByRole('listitem').getByRole('link').first().click()
    await expect(before.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(before.getByText('The blog is temporarily unavailable')).toHaveCount(0)

    // The next visit (a new visitor, or a returning one once max-age=600 has run out) gets it.
    const after = await browser.newPage()
    await after.goto(`${host.url}blog`)
    await expect(after.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`${title}${SUFFIX}`)
    const entry = await after.request.get(`${host.url}remotes/blog/remoteEntry.js`)
    expect(entry.headers()['cache-control']).toBe('max-age=600')
  } finally {
    await host.stop()
  }
})
