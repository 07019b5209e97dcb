import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

// `pnpm start`'s server (scripts/serve.mjs) with its own content folder, so a file can change
// while it runs.
const PORT = Number(process.env.E2E_SERVER_PORT ?? 4193)
const BASE = `http://127.0.0.1:${PORT}`
let server: ChildProcess

// One server and one folder for the file: both tests in one worker.
test.describe.configure({ mode: 'serial' })
let contentDir: string

test.beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'osck-serve-'))
  mkdirSync(join(contentDir, 'blog'))
  writeFileSync(join(contentDir, 'blog/index.json'), JSON.stringify(['first.md']))
  writeFileSync(join(contentDir, 'blog/first.md'), '---\ntitle: "First"\n---\nOne.\n')
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', OSCK_CONTENT_ROOT: contentDir },
    stdio: 'ignore',
  })
  await expect(async () => expect((await fetch(`${BASE}/home`)).ok).toBe(true)).toPass({ timeout: 15_000 })
})

test.afterAll(() => {
  server.kill()
  rmSync(contentDir, { recursive: true, force: true })
})

const gzipped = { 'Accept-Encoding': 'gzip' }

test('answers a content file gzipped, with its length, and again after it changed', async () => {
  const first = await fetch(`${BASE}/content/blog/first.md`, { headers: gzipped })
  expect(first.headers.get('content-encoding')).toBe('gzip')
  expect(first.headers.get('cache-control')).toBe('no-cache')
  expect(await first.text()).toContain('title: "First"')

  // Answered from memory: the same bytes with a Content-Length, no chunked stream.
  const raw = await rawGet('/content/blog/first.md')
  expect(raw.headers['content-length']).toBe(String(raw.body.length))
  expect(gunzipSync(raw.body).toString()).toContain('One.')

  writeFileSync(join(contentDir, 'blog/first.md'), '---\ntitle: "First, edited"\n---\nOne and a half.\n')
  const edited = await fetch(`${BASE}/content/blog/first.md`, { headers: gzipped })
  expect(await edited.text()).toContain('First, edited')
})

test('HEAD has the headers and no body; a missing file is a 404; a page path is the app, 404 when unknown', async () => {
  const head = await rawGet('/content/blog/index.json', 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-encoding']).toBe('gzip')
  expect(head.body.length).toBe(0)

  const missing = await fetch(`${BASE}/content/blog/nothing.md`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('cache-control')).toBe('no-cache')

  const page = await fetch(`${BASE}/events`, { headers: gzipped })
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toBe('no-cache')
  expect(await page.text()).toContain('<div id="root"')

  // An unknown slug: the not-found page, which is the app page too, with a real 404.
  const unknown = await fetch(`${BASE}/events/some-event`, { headers: gzipped })
  expect(unknown.status).toBe(404)
  expect(unknown.headers.get('cache-control')).toBe('no-cache')
  expect(await unknown.text()).toContain('<div id="root"')
})

/** A request whose body is read as sent (fetch would decompress it). */
async function rawGet(path: string, method = 'GET') {
  const { request } = await import('node:http')
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const req = request(`${BASE}${path}`, { method, headers: gzipped }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

test('a content folder without index.json is listed as the publish would; what it lacks is the published file', async () => {
  mkdirSync(join(contentDir, 'events'))
  writeFileSync(join(contentDir, 'events/b-meetup.md'), '---\ntitle: "B"\n---\n')
  writeFileSync(join(contentDir, 'events/a-workshop.md'), '---\ntitle: "A"\n---\n')
  writeFileSync(join(contentDir, 'events/notes.txt'), 'not content')
  const index = await fetch(`${BASE}/content/events/index.json`)
  expect(index.headers.get('content-type')).toContain('application/json')
  expect(await index.json()).toEqual(['a-workshop.md', 'b-meetup.md'])
  // The blog's own index.json is the folder's, not a listing.
  expect(await (await fetch(`${BASE}/content/blog/index.json`)).json()).toEqual(['first.md'])
  // The published site's content API, where the folder has no such file.
  const published = await fetch(`${BASE}/content/projects/index.json`)
  expect(published.status).toBe(200)
  expect(Array.isArray(await published.json())).toBe(true)
  expect((await fetch(`${BASE}/content/projects/nothing.md`)).status).toBe(404)
})
