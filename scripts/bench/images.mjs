/**
 * The image rows of `pnpm bench` (docs/images.md):
 * - bytes on a first visit per route on a 390 px phone (DPR 3): images, and everything, next to
 *   the previous site's 2.3 MB home page; after the full build, then again after a content-only
 *   publish (`pnpm pages`) of the same content, with the same budgets; every image response above
 *   400 KB is named with its route and the content file naming the image;
 * - build time of the shell with 200 phone photos: a first build (empty caches) and the median of
 *   three rebuilds with nothing changed, which must take under 10% of the first.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writePhoto } from '@osck/site-build/sample-photos'
import { median } from './stats.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}
export const OLD_SITE_HOME_MB = 2.3
const BUILD_PHOTOS = 200

/** Image KB budget per route on a first visit (mobile). */
const imageBudgetKB = (path) => (path === '/home' ? 250 : 200)
/** No single image response may weigh more (site-build/src/images/heavy.ts names them at publish). */
export const IMAGE_RESPONSE_BUDGET_KB = 400

export async function measureImageBytes(browser, base, routes) {
  const rows = []
  for (const route of routes) {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    const responses = []
    page.on('requestfinished', (request) =>
      responses.push(
        request.sizes().then(
          (sizes) => ({ request, bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
          () => ({ request, bytes: 0 }),
        ),
      ),
    )
    await page.goto(`${base}${route.path}`)
    // The route's LCP image has loaded, then the network is quiet (lazy images near the screen came).
    // (An image waiting for its manifest has no src yet, and an img without src counts as complete.)
    await page.waitForFunction(
      () => {
        const img = document.querySelector('main img[fetchpriority="high"]')
        return Boolean(img?.getAttribute('src') && img.complete)
      },
      undefined,
      {
        timeout: 30_000,
      },
    )
    await page.waitForLoadState('networkidle')
    const done = await Promise.all(responses)
    await context.close()
    const isImage = ({ request }) => request.resourceType() === 'image'
    const kb = (list) => list.reduce((sum, r) => sum + r.bytes, 0) / 1024
    const images = done.filter(isImage)
    rows.push({
      route: route.path,
      imageRequests: images.length,
      imageKB: kb(images),
      budgetKB: imageBudgetKB(route.path),
      totalKB: kb(done),
      images: images.map(({ request, bytes }) => ({ url: new URL(request.url()).pathname, bytes })),
    })
  }
  return rows
}

/** `pnpm pages` on the built shell: the content-only publish a content deploy runs. */
function contentOnlyPublish() {
  console.log('\npublishing the content alone (pnpm pages)…')
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/build-pages.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('pnpm pages failed')
}

/** The image bytes after the full build, then after a content-only publish of the same content. */
export async function measureImagePublishes(browser, base, routes) {
  const afterBuild = await measureImageBytes(browser, base, routes)
  contentOnlyPublish()
  const afterPages = await measureImageBytes(browser, base, routes)
  return [
    ...afterBuild.map((row) => ({ ...row, publish: 'build' })),
    ...afterPages.map((row) => ({ ...row, publish: 'pnpm pages' })),
  ]
}

/** The content files (or the site's folder) naming the image a response is (a variant or an original). */
function namedBy(path) {
  const dist = join(ROOT, 'shell/dist/content')
  const manifests = ['images.json', 'blog/images.json', 'events/images.json', 'projects/images.json']
    .map((name) => join(dist, name))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  const original =
    Object.entries(Object.assign({}, ...manifests)).find(([, info]) =>
      path.startsWith(`${info.base}-`),
    )?.[0] ?? decodeURI(path)
  if (original.startsWith('/images/')) return [`shell/public${original}`]
  const content = join(ROOT, 'content')
  return ['blog', 'events', 'projects'].flatMap((section) =>
    readdirSync(join(content, section))
      .filter(
        (name) =>
          name.endsWith('.md') && readFileSync(join(content, section, name), 'utf8').includes(original),
      )
      .map((name) => `content/${section}/${name}`),
  )
}

/** 200 distinct photos (kept between runs) and posts naming them: the build's image work. */
async function photoContent() {
  const photos = join(ROOT, 'node_modules/.cache/osck-bench-photos')
  mkdirSync(photos, { recursive: true })
  const content = mkdtempSync(join(tmpdir(), 'osck-photos-'))
  mkdirSync(join(content, 'blog'))
  mkdirSync(join(content, 'uploads'))
  for (let i = 1; i <= BUILD_PHOTOS; i++) {
    const name = `bench-${i}.generated.jpg`
    const file = join(photos, name)
    if (!existsSync(file)) await writePhoto(file)
    spawnSync('ln', ['-s', file, join(content, 'uploads', name)])
    const front = `---\ntitle: "Photo ${i}"\ndate: "2026-01-01"\nimage: "/uploads/${name}"\n---\nBody.\n`
    writeFileSync(join(content, 'blog', `photo-${i}.md`), front)
  }
  return content
}

// The shell's own Vite, run directly: the figure is the build, not a package manager's start-up
// (`npx pnpm` alone takes about 3 s here, a third of a rebuild).
const VITE = join(ROOT, 'shell/node_modules/vite/bin/vite.js')

function timedShellBuild(env, outDir) {
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: join(ROOT, 'shell'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  if (result.status !== 0) throw new Error('the shell build with 200 photos failed')
  return (Date.now() - started) / 1000
}

const REBUILDS = 3

export async function measureImageBuild() {
  console.log(`\npreparing ${BUILD_PHOTOS} photos for the build-time row…`)
  const content = await photoContent()
  // The first build starts with empty caches: no image variants, no minified chunks.
  const cache = mkdtempSync(join(tmpdir(), 'osck-image-cache-'))
  const minifyCache = mkdtempSync(join(tmpdir(), 'osck-minify-cache-'))
  const outDir = mkdtempSync(join(tmpdir(), 'osck-photo-build-'))
  const env = { OSCK_CONTENT_ROOT: content, OSCK_IMAGE_CACHE: cache, OSCK_MINIFY_CACHE: minifyCache }
  try {
    const firstS = timedShellBuild(env, outDir)
    // Rebuilds with nothing changed: the median of three, as a single one moves with the machine.
    const rebuilds = Array.from({ length: REBUILDS }, () => timedShellBuild(env, outDir))
    return { photos: BUILD_PHOTOS, firstS, rebuildS: median(rebuilds), rebuilds }
  } finally {
    for (const dir of [content, cache, minifyCache, outDir]) rmSync(dir, { recursive: true, force: true })
  }
}

export function printImages(bytes, build) {
  const pad = (value, width) => (width < 0 ? String(value).padEnd(-width) : String(value).padStart(width))
  let failed = false
  if (bytes) {
    console.log(
      `\nImages on a first visit (390 px phone, DPR 3); the previous site: ${OLD_SITE_HOME_MB} MB on /home`,
    )
    console.log(
      ['route'.padEnd(62), 'imgs', 'image KB', 'budget', 'total KB', 'result']
        .map((c, i) => pad(c, i ? 9 : -62))
        .join(' '),
    )
    const heavy = []
    for (const r of bytes) {
      const heavyImages = r.images.filter((image) => image.bytes / 1024 > IMAGE_RESPONSE_BUDGET_KB)
      heavy.push(...heavyImages.map((image) => ({ ...image, route: r.route, publish: r.publish })))
      const pass = r.imageKB <= r.budgetKB && heavyImages.length === 0
      failed ||= !pass
      const cells = [
        `${r.route}${r.publish === 'pnpm pages' ? ' (after pnpm pages)' : ''}`,
        r.imageRequests,
        r.imageKB.toFixed(1),
        r.budgetKB,
        r.totalKB.toFixed(1),
        pass ? 'PASS' : 'FAIL',
      ]
      console.log(cells.map((c, i) => pad(c, i ? 9 : -62)).join(' '))
    }
    console.log(`Image responses above ${IMAGE_RESPONSE_BUDGET_KB} KB: ${heavy.length ? '' : 'none PASS'}`)
    for (const image of heavy)
      console.log(
        `  FAIL ${image.route}${image.publish === 'pnpm pages' ? ' (after pnpm pages)' : ''}: ${image.url} ${(image.bytes / 1024).toFixed(0)} KB, named by ${namedBy(image.url).join(', ') || 'no content file'}`,
      )
  }
  if (build) {
    const ratio = build.rebuildS / build.firstS
    const pass = ratio < 0.1
    failed ||= !pass
    console.log(
      `\nShell build with ${build.photos} photos: first ${build.firstS.toFixed(1)} s, rebuild ${build.rebuildS.toFixed(1)} s (median of ${build.rebuilds.map((s) => s.toFixed(1)).join(', ')})`,
    )
    console.log(`  rebuild / first = ${(ratio * 100).toFixed(1)} % (budget < 10 %) ${pass ? 'PASS' : 'FAIL'}`)
  }
  return failed
}
