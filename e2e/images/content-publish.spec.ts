import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writePhoto } from '@osck/site-build/sample-photos'
import { waitForApp } from '../support/app'
import { scrollThrough } from './support'

/**
 * What a content publisher does: from the full build, a copy of the content with a new post and a
 * new 4032 px phone photo, published with `pnpm pages` alone (no bundle rebuilt), then served by
 * `pnpm start`'s server. A visitor on a phone, on a normal and on a throttled network, downloads no
 * original photo and no image above 400 KB, and gets the new photo as AVIF/WebP variants.
 */
const PORT = Number(process.env.E2E_PUBLISH_PORT ?? 4196)
const BASE = `http://127.0.0.1:${PORT}`
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BUDGET = 400 * 1024
const NEW_POST = 'a-new-phone-photo'
const NEW_PHOTO = 'new-phone-photo.jpg'
const ROUTES = ['/home', '/blog', `/blog/${NEW_POST}`, '/events', '/projects']
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }

let site: string
let server: ChildProcess
/** An original photo: an upload or a site photo the pipeline makes variants of. */
const ORIGINAL_PHOTO = /^\/(uploads|images)\/.+\.(jpe?g|png|webp|avif|tiff?|hei[cf])$/i

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  site = mkdtempSync(join(tmpdir(), 'osck-content-publish-'))
  // The full build: the shell's copied (pnpm pages writes into it), the remotes' as they are.
  cpSync(join(ROOT, 'shell/dist'), join(site, 'shell/dist'), { recursive: true })
  for (const remote of ['blog-app', 'events-app', 'projects-app']) {
    mkdirSync(join(site, remote))
    symlinkSync(join(ROOT, remote, 'dist'), join(site, remote, 'dist'))
  }
  const content = join(site, 'content')
  cpSync(join(ROOT, 'content'), content, { recursive: true })
  // A photo no build has seen (its bytes are new each run): the publish has to encode it.
  await writePhoto(join(content, 'uploads', NEW_PHOTO), `${NEW_PHOTO} ${Date.now()}`)
  const today = new Date().toISOString().slice(0, 10)
  writeFileSync(
    join(content, 'blog', `${NEW_POST}.md`),
    `---\ntitle: "A new phone photo"\ndate: "${today}"\nauthor: "An author"\ncategory: "Community"\n` +
      `description: "Published with pnpm pages alone."\nimage: "/uploads/${NEW_PHOTO}"\n---\n` +
      `Straight from a phone.\n\n![The same photo in the text](/uploads/${NEW_PHOTO})\n`,
  )

  const pages = spawnSync(process.execPath, ['scripts/build-pages.mjs', content, join(site, 'shell/dist')], {
    cwd: ROOT,
    env: { ...process.env, OSCK_SITE_URL: BASE },
    encoding: 'utf8',
  })
  expect(pages.status, pages.stderr).toBe(0)

  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', OSCK_SITE_ROOT: site },
    stdio: 'ignore',
  })
  await expect(async () => expect((await fetch(`${BASE}/home`)).ok).toBe(true)).toPass({ timeout: 20_000 })
})

test.afterAll(() => {
  server?.kill()
  if (site) rmSync(site, { recursive: true, force: true })
})

interface ImageResponse {
  route: string
  path: string
  bytes: number
}

const isImage = (request: Request) => request.resourceType() === 'image' && !request.url().startsWith('data:')

/** Every image response of `route`: its first screen, then every lazy image scrolled into view. */
async function visit(page: Page, route: string): Promise<ImageResponse[]> {
  const pending: Promise<ImageResponse>[] = []
  let inFlight = 0
  page.on('request', (request) => {
    if (isImage(request)) inFlight += 1
  })
  page.on('requestfailed', (request) => {
    if (isImage(request)) inFlight -= 1
  })
  page.on('requestfinished', (request) => {
    if (!isImage(request)) return
    inFlight -= 1
    const path = new URL(request.url()).pathname
    pending.push(request.sizes().then((sizes) => ({ route, path, bytes: sizes.responseBodySize })))
  })
  await page.goto(`${BASE}${route}`)
  await waitForApp(page)
  // The route's LCP image has its source (its manifest has come) and has loaded.
  const lcpLoaded = () =>
    page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
      return Boolean(img?.getAttribute('src') && img.complete && img.naturalWidth > 0)
    })
  await expect.poll(lcpLoaded, { timeout: 90_000 }).toBe(true)
  await scrollThrough(page)
  // Every eager image has settled and no image is still on its way.
  const settled = () =>
    page.evaluate(() =>
      [...document.images].every(
        (img) => img.loading === 'lazy' || (img.getAttribute('src') && img.complete),
      ),
    )
  await expect.poll(async () => (await settled()) && inFlight === 0, { timeout: 90_000 }).toBe(true)
  return Promise.all(pending)
}

async function visitAll(context: BrowserContext, prepare: (page: Page) => Promise<void>) {
  const responses: ImageResponse[] = []
  for (const route of ROUTES) {
    const page = await context.newPage()
    await prepare(page)
    responses.push(...(await visit(page, route)))
    await page.close()
  }
  return responses
}

function expectLight(responses: ImageResponse[]) {
  const originalsDownloaded = responses.filter((response) => ORIGINAL_PHOTO.test(response.path))
  expect(originalsDownloaded, 'original photos downloaded').toEqual([])
  const heavy = responses.filter((response) => response.bytes >= BUDGET)
  expect(heavy, `image responses of ${BUDGET / 1024} KB or more`).toEqual([])
  const variants = (route: string) =>
    responses.filter(
      (response) =>
        response.route === route &&
        /^\/assets\/img\/new-phone-photo-[0-9a-f]{10}-\d+\.(avif|webp)$/.test(response.path),
    )
  // The new post is the newest: the list's first card and the post's hero.
  expect(variants('/blog').length, 'the new photo on /blog as AVIF/WebP').toBeGreaterThan(0)
  expect(variants(`/blog/${NEW_POST}`).length, 'the new photo on its post as AVIF/WebP').toBeGreaterThan(0)
}

test('after pnpm pages alone, a phone downloads variants only, each under 400 KB', async ({ browser }) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const responses = await visitAll(context, async () => {})
  await context.close()
  expectLight(responses)
})

test('on a throttled network, with manifests arriving late, the originals still stay away', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const responses = await visitAll(context, async (page) => {
    // Lighthouse's mobile network (1.6 Mbit/s, 150 ms), and every image manifest held back until
    // the page's content index has been answered: the screens are ready before the manifests are.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    let indexAnswered: () => void = () => {}
    const index = new Promise<void>((resolve) => (indexAnswered = resolve))
    page.on('requestfinished', (request) => {
      if (/\/content\/[a-z]+\/index\.json$/.test(request.url())) indexAnswered()
    })
    await page.route('**/content/**images.json', async (route) => {
      await index
      await route.continue()
    })
  })
  await context.close()
  expectLight(responses)
})
