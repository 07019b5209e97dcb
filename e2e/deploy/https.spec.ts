import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeThrowawayCertificate } from '../../scripts/tls-certificate.mjs'
import { h2Get } from '../support/h2'
import { Stack } from './support/stack'

// The four origins over HTTPS as deploy/nginx.conf renders them for https origins
// ('443 ssl http2' there, a port of its own here), with a throwaway certificate.
test.use({ ignoreHTTPSErrors: true })

test('https origins are served over HTTP/2, the remotes cross-origin included', async ({ page }) => {
  const certDir = mkdtempSync(join(tmpdir(), 'osck-deploy-tls-'))
  const tls = await writeThrowawayCertificate(certDir, '127.0.0.1')
  const stack = await Stack.start(4361, { tls })
  try {
    for (const origin of [stack.origins.shell, stack.origins.events]) {
      const path = origin === stack.origins.shell ? '/events' : '/remoteEntry.js'
      // The request fails if the server has no HTTP/2.
      expect((await h2Get(origin, path)).status, `${origin}${path}`).toBe(200)
    }

    await page.goto(`${stack.origins.shell}/events`)
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).nextHopProtocol]),
    )
    // The remote's own files (their protocol is hidden cross-origin; its HTTP/2 is checked above).
    expect(entries.some(([url]) => url.startsWith(stack.origins.events))).toBe(true)
    const shellFiles = entries.filter(([url]) => url.startsWith(stack.origins.shell))
    expect(shellFiles.length).toBeGreaterThan(10)
    expect(shellFiles.filter(([, protocol]) => protocol !== 'h2')).toEqual([])
  } finally {
    await stack.stop()
    rmSync(certDir, { recursive: true, force: true })
  }
})
