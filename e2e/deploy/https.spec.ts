import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generate } from 'selfsigned'
import { Stack } from './support/stack'

// The four origins over HTTPS as deploy/nginx.conf renders them for https origins
// ('443 ssl http2' there, a port of its own here), with a throwaway certificate.
test.use({ ignoreHTTPSErrors: true })

test('https origins are served over HTTP/2, the remotes cross-origin included', async ({ page }) => {
  const certDir = mkdtempSync(join(tmpdir(), 'osck-deploy-tls-'))
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { days: 1, keySize: 2048 })
  const tls = { cert: join(certDir, 'cert.pem'), key: join(certDir, 'key.pem') }
  writeFileSync(tls.cert, pems.cert)
  writeFileSync(tls.key, pems.private)
  const stack = await Stack.start(4361, { tls })
  try {
    for (const origin of [stack.origins.shell, stack.origins.events]) {
      const path = origin === stack.origins.shell ? '/events' : '/remoteEntry.js'
      expect(await h2Status(origin, path), `${origin}${path}`).toBe(200)
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

/** The status of one request made over HTTP/2 (the session fails if the server has no HTTP/2). */
function h2Status(origin: string, path: string) {
  return new Promise<number>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': path })
    stream.on('response', (headers) => {
      resolve(Number(headers[':status']))
      session.close()
    })
    stream.on('error', reject)
    stream.end()
  })
}
