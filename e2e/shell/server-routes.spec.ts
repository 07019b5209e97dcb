import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { request } from 'node:http'

// `pnpm start`'s server (scripts/serve.mjs) over a small site of its own (OSCK_SITE_ROOT), with
// sibling folders beside the mounts that must never be reachable.
const PORT = Number(process.env.E2E_SERVER_ROUTES_PORT ?? 4194)
const SECRET = 'not for the web'
let server: ChildProcess
let site: string

test.describe.configure({ mode: 'serial' })

function write(path: string, text: string) {
  mkdirSync(dirname(join(site, path)), { recursive: true })
  writeFileSync(join(site, path), text)
}

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'osck-site-'))
  write('shell/dist/index.html', '<!doctype html><div id="root"></div>')
  write('shell/dist/events/index.html', '<!doctype html><title>Events, prerendered</title>')
  write('shell/dist/events.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  write('shell/dist/sitemap.xml', '<?xml version="1.0"?><urlset/>')
  write('shell/dist/manifest.webmanifest', '{"name":"OSCK"}')
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {})')
  write('shell/dist/uploads/photo.avif', 'avif')
  write('shell/dist/.env', SECRET)
  write('shell/dist-old/secret.txt', SECRET)
  write('blog-app/dist/remoteEntry.js', 'export {}')
  write('blog-app/dist-old/secret.txt', SECRET)
  server = await start()
})

test.afterAll(() => {
  server.kill()
  rmSync(site, { recursive: true, force: true })
})

async function start() {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', OSCK_SITE_ROOT: site },
    stdio: 'ignore',
  })
  await expect(async () => expect((await get('/home')).status).toBe(200)).toPass({ timeout: 15_000 })
  return child
}

test('encoded traversal never leaves a mount, not even into a sibling folder with the same prefix', async () => {
  const attempts = [
    '/..%2Fdist-old/secret.txt',
    '/..%2fdist-old%2fsecret.txt',
    '/%2e%2e/dist-old/secret.txt',
    '/%2E%2E%2Fdist-old/secret.txt',
    '/..%252Fdist-old/secret.txt',
    '/../dist-old/secret.txt',
    '/..%5Cdist-old%5Csecret.txt',
    '/remotes/blog/..%2Fdist-old/secret.txt',
    '/remotes/blog/..%2F..%2Fblog-app%2Fdist-old/secret.txt',
    '/remotes/blog/..%252F..%252Fblog-app%252Fdist-old/secret.txt',
    '/remotes/blog/%2e%2e/%2e%2e/blog-app/dist-old/secret.txt',
    '/.env',
  ]
  for (const path of attempts) {
    const answer = await get(path)
    expect.soft(answer.body, path).not.toContain(SECRET)
    expect.soft(answer.status, path).toBeGreaterThanOrEqual(400)
  }
  expect((await get('/remotes/blog/remoteEntry.js')).status).toBe(200)
})

test('a prerendered page is served for its path; other app paths get the app page', async () => {
  const events = await get('/events')
  expect(events.status).toBe(200)
  expect(events.body).toContain('Events, prerendered')
  expect((await get('/events/')).body).toContain('Events, prerendered')

  const app = await get('/blog/some-post')
  expect(app.status).toBe(200)
  expect(app.headers['cache-control']).toBe('no-cache')
  expect(app.body).toContain('<div id="root">')

  const asset = await get('/assets/missing-abc12345.js')
  expect(asset.status).toBe(404)
  expect(asset.headers['content-type']).toBe('text/plain; charset=utf-8')
})

test('with a 404 page, an unknown path is answered 404 with it', async () => {
  write('shell/dist/404.html', '<!doctype html><title>Page not found</title>')
  try {
    const unknown = await get('/no/such/page')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toContain('Page not found')
    expect(unknown.headers['cache-control']).toBe('no-cache')
  } finally {
    rmSync(join(site, 'shell/dist/404.html'))
  }
  expect((await get('/no/such/page')).status).toBe(200)
})

test('feeds, calendars, manifests and images have their types; the worker and manifest are never stale', async () => {
  const expected: Record<string, [string, string]> = {
    '/events.ics': ['text/calendar; charset=utf-8', 'public, max-age=300'],
    '/sitemap.xml': ['application/xml; charset=utf-8', 'public, max-age=300'],
    '/manifest.webmanifest': ['application/manifest+json', 'no-cache'],
    '/sw.js': ['text/javascript; charset=utf-8', 'no-cache'],
    '/uploads/photo.avif': ['image/avif', 'public, max-age=300'],
    '/remotes/blog/remoteEntry.js': ['text/javascript; charset=utf-8', 'no-cache'],
  }
  for (const [path, [type, cache]] of Object.entries(expected)) {
    const answer = await get(path)
    expect.soft(answer.status, path).toBe(200)
    expect.soft(answer.headers['content-type'], path).toBe(type)
    expect.soft(answer.headers['cache-control'], path).toBe(cache)
    expect.soft(answer.headers['x-content-type-options'], path).toBe('nosniff')
    expect.soft(answer.headers['access-control-allow-origin'], path).toBe('*')
  }
})

test('uploads are never active content: sandboxed, no script; pages keep their own policy', async () => {
  const upload = await get('/uploads/photo.avif')
  expect(upload.status).toBe(200)
  // Two policies, both enforced: the shell's and a sandboxing one.
  const policies = String(upload.headers['content-security-policy'])
  const sandboxing = policies.split(', ').find((policy) => policy.includes('sandbox'))
  expect(sandboxing).toContain("default-src 'none'")
  expect(sandboxing).not.toContain('script-src')
  expect((await get('/uploads/no-such.svg')).headers['content-security-policy']).toBe(policies)
  const page = String((await get('/events')).headers['content-security-policy'])
  expect(page).toContain("script-src 'self';")
  expect(page).toContain("frame-ancestors 'none'")
  expect(page).not.toContain('sandbox')
})

/** A request sent byte for byte (fetch would normalise `..` and `%2e%2e`). */
function get(path: string) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: string
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

test("the server's page rules: any path under Home or a section's base path, whatever pages it declares", async () => {
  const { isAssetPath, isPagePath } = await import('../../scripts/serve/rules.mjs')
  for (const path of [
    '/home',
    '/blog',
    '/blog/v1.2-released',
    '/events/a.b',
    '/projects/x',
    '/events/zz-fixture/page.v2',
  ])
    expect(isPagePath(path), path).toBe(true)
  expect(isPagePath('/blog/rss.xml')).toBe(false)
  expect(isAssetPath('/blog/rss.xml')).toBe(true)
  expect(isAssetPath('/talks/intro.v2')).toBe(true)
  expect(isAssetPath('/events/zz-fixture-talks/intro.v2')).toBe(false)
})
