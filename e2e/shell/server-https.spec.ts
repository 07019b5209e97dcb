import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { writeThrowawayCertificate } from '../../scripts/tls-certificate.mjs'
import { h2Get as h2GetFrom } from '../support/h2'

// `pnpm start`'s server with a certificate (OSCK_TLS_CERT, OSCK_TLS_KEY): HTTPS and HTTP/2, as a
// public deployment serves the site. The certificate is a throwaway one made for the test.
const PORT = Number(process.env.E2E_TLS_PORT ?? 4195)
const BASE = `https://localhost:${PORT}`
let server: ChildProcess
let certDir: string

test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'osck-tls-'))
  const { cert, key } = await writeThrowawayCertificate(certDir)
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      OSCK_TLS_CERT: cert,
      OSCK_TLS_KEY: key,
    },
    stdio: 'ignore',
  })
  await expect(async () => expect((await h2Get('/home')).status).toBe(200)).toPass({ timeout: 15_000 })
})

test.afterAll(() => {
  server.kill()
  rmSync(certDir, { recursive: true, force: true })
})

test('answers over HTTP/2 with the same cache rules and gzip as over HTTP/1.1', async () => {
  const page = await h2Get('/events')
  expect(page.status).toBe(200)
  expect(page.headers['cache-control']).toBe('no-cache')
  expect(page.headers['content-encoding']).toBe('gzip')
  expect(page.headers['content-length']).toBe(String(page.body.length))
  expect(gunzipSync(page.body).toString()).toContain('<div id="root"')

  const index = await h2Get('/content/events/index.json')
  expect(index.headers['cache-control']).toBe('no-cache')
  expect(JSON.parse(gunzipSync(index.body).toString()).length).toBeGreaterThan(0)

  expect((await h2Get('/events/no-such-event')).status).toBe(404)
  expect((await h2Get('/remotes/%2e%2e/package.json')).status).toBe(404)
})

test('a client without HTTP/2 still gets the site over HTTPS', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${BASE}/home`, { rejectUnauthorized: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
  expect(status).toBe(200)
})

test('the site runs in the browser over HTTP/2', async ({ page }) => {
  await page.goto(`${BASE}/events`)
  await expect(page.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeVisible()
  await expect(page.locator('main article').first()).toBeVisible()
  const protocols = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  )
  expect(protocols.length).toBeGreaterThan(10)
  expect(new Set(protocols)).toEqual(new Set(['h2']))
})

/** One HTTP/2 request to the server, asking for gzip. */
const h2Get = (path: string) => h2GetFrom(BASE, path, { 'accept-encoding': 'gzip' })
