/**
 * First load of one route in a fresh browser context: every response until network idle
 * (gzip size, type), JS files downloaded twice, and the time from navigation until the main
 * content is on screen (start-up loader gone, an h1 in <main>, no skeleton left), and the errors
 * the page reported (a broken build can still show an h1: its "section unavailable" message).
 */
import { gzipSync } from 'node:zlib'
import { watchContentImages } from './content-problems.mjs'

async function mainContentShown(page) {
  await page.waitForFunction(
    () => {
      // The app has replaced the generated page's text (which has its own <main> and h1).
      if (document.querySelector('.osck-static')) return false
      const loader = document.getElementById('app-loader')
      const loaderGone = !loader || loader.dataset.state === 'hidden'
      const main = document.querySelector('main')
      return loaderGone && !!main?.querySelector('h1') && !main.querySelector('[aria-busy="true"]')
    },
    undefined,
    { timeout: 30_000, polling: 'raf' },
  )
}

export async function measureFirstLoad(browser, base, route) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending = []
  const files = []
  const errors = []
  const contentImages = watchContentImages(page, base)
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !contentImages.explains(message)) errors.push(message.text())
  })
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const url = new URL(response.url())
        const type = response.request().resourceType()
        const body = await response.body().catch(() => Buffer.alloc(0))
        files.push({ path: url.pathname, type, bytes: body.length, gzip: gzipSync(body).length })
      })(),
    )
  })
  const started = Date.now()
  await page.goto(`${base}${route.path}`)
  await mainContentShown(page)
  const mainContentMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  await context.close()
  const js = files.filter((f) => f.type === 'script' || f.path.endsWith('.js'))
  const css = files.filter((f) => f.type === 'stylesheet' || f.path.endsWith('.css'))
  const jsPaths = js.map((f) => f.path)
  const kb = (list) => list.reduce((sum, f) => sum + f.gzip, 0) / 1024
  return {
    route: route.path,
    requests: files.length,
    jsRequests: js.length,
    jsGzipKB: kb(js),
    cssGzipKB: kb(css),
    duplicates: [...new Set(jsPaths.filter((p, i) => jsPaths.indexOf(p) !== i))],
    mainContentMs,
    errors,
    contentProblems: contentImages.problems(),
    files,
  }
}
