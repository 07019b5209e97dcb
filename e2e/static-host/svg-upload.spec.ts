import type { Page } from '@playwright/test'
import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { publishContentPages } from '../../scripts/pages-dist/assemble.mjs'
import { servePages } from '../../scripts/pages-host.mjs'
import { expect, test } from './support'

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="document.documentElement.setAttribute('data-onload', 'ran')">
  <script>document.documentElement.setAttribute('data-script', 'ran')</script>
  <rect width="40" height="40" fill="#b83d0b"/>
</svg>
`

const ran = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.getAttribute('data-onload'),
    document.documentElement.getAttribute('data-script'),
  ])

test('an uploaded SVG with a script and an onload runs neither when opened directly', async ({
  page,
  site,
}, testInfo) => {
  test.skip(site.base !== '/', 'once is enough: at the root')
  const content = testInfo.outputPath('content')
  cpSync('content', content, { recursive: true })
  writeFileSync(join(content, 'uploads/hostile.svg'), HOSTILE)
  const tree = testInfo.outputPath('site')
  cpSync('e2e/.tmp/pages/root', tree, { recursive: true })
  publishContentPages(tree, { siteUrl: site.url.replace(/\/$/, ''), base: '/', contentRoot: content })
  // The same drawing published as it was uploaded, to show that this host would run it.
  writeFileSync(join(tree, 'unsanitized.svg'), HOSTILE)
  const host = await servePages({
    siteDir: tree,
    base: '/',
    port: Number(new URL(site.url).port) + 30,
    runDir: testInfo.outputPath('nginx'),
  })
  try {
    await page.goto(`${host.url}unsanitized.svg`)
    await expect.poll(() => ran(page)).toEqual(['ran', 'ran'])

    const answer = await page.goto(`${host.url}uploads/hostile.svg`)
    expect(answer?.status()).toBe(200)
    expect(answer?.headers()['content-security-policy']).toBeUndefined()
    await expect(page.locator('rect')).toHaveCount(1)
    expect(await ran(page)).toEqual([null, null])
  } finally {
    await host.stop()
  }
})
