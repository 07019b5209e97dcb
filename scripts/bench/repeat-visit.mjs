/**
 * Repeat visits: what a returning visitor downloads when nothing changed. Per route, in one browser
 * context: a first visit (the service worker installs and caches what the page used), then a second
 * visit whose network transfer is counted — the page's own requests and the worker's (revalidating
 * remoteEntry.js, the indexes, the markdown) — split into code (JS, CSS) and everything else. The
 * first visit's own total, worker included, is reported beside it: what a one-time visitor pays.
 */
// The worker's own fetches are reported to the browser context (Chromium only).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1'

/** Budget: code transferred on a repeat visit to an unchanged site (revalidations are headers only). */
export const REPEAT_CODE_BUDGET_KB = 1

const isCode = (url) => /\.(?:m?js|css)$/.test(new URL(url).pathname)

async function settled(page) {
  await page.waitForFunction(
    () => {
      if (document.querySelector('.osck-static')) return false
      const loader = document.getElementById('app-loader')
      const main = document.querySelector('main')
      return (!loader || loader.dataset.state === 'hidden') && !!main?.querySelector('h1')
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  )
  await page.waitForLoadState('networkidle')
}

/**
 * The worker is active and holds every script the first visit used (its warm-up is done), and no
 * script was added since the previous look (a lazily loaded one may still come). Polled here:
 * waitForFunction would take the check's promise itself for a truthy answer.
 */
async function workerReady(page) {
  const deadline = Date.now() + 30_000
  let scriptsBefore = -1
  for (;;) {
    const scripts = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      if (registration?.active?.state !== 'activated') return -1
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /(-[A-Za-z0-9_-]{8}|\/remoteEntry)\.js$/.test(new URL(url).pathname))
      const held = await Promise.all(urls.map((url) => caches.match(url, { ignoreVary: true })))
      return held.every(Boolean) ? urls.length : -1
    })
    if (scripts >= 0 && scripts === scriptsBefore) return
    if (Date.now() > deadline)
      throw new Error("the worker did not hold the first visit's scripts within 30 s")
    scriptsBefore = scripts
    await page.waitForTimeout(500)
  }
}

/** Every transfer in `context` from now on: the pages' own and the worker's (body bytes, encoded). */
function recordTransfers(context) {
  const transfers = []
  const pending = []
  context.on('requestfinished', (request) =>
    pending.push(
      (async () => {
        // A request still finishing when its page closes has nothing more to report.
        const response = await request.response().catch(() => null)
        // Answered by the worker: what the worker itself fetched is reported separately.
        if (!response || response.fromServiceWorker()) return
        const sizes = await request.sizes().catch(() => undefined)
        if (!sizes) return
        // -1: no body was read (a 304 revalidation).
        const bytes = Math.max(0, sizes.responseBodySize)
        transfers.push({ url: request.url(), status: response.status(), bytes })
      })(),
    ),
  )
  return async () => {
    await Promise.all(pending)
    return transfers.splice(0)
  }
}

const kb = (list) => list.reduce((sum, t) => sum + t.bytes, 0) / 1024

export async function measureRepeatVisit(browser, base, route) {
  const context = await browser.newContext()
  try {
    const taken = recordTransfers(context)
    const first = await context.newPage()
    await first.goto(`${base}${route.path}`)
    await settled(first)
    await workerReady(first)
    // The first visit in full: the page, then the worker's install (its precache) and warm-up.
    const firstVisit = await taken()
    await first.close()

    const page = await context.newPage()
    await page.goto(`${base}${route.path}`)
    await settled(page)
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null)
    const transfers = await taken()
    const code = transfers.filter((t) => isCode(t.url))
    return {
      route: route.path,
      firstVisitKB: kb(firstVisit),
      firstVisitCodeKB: kb(firstVisit.filter((t) => isCode(t.url))),
      controlled,
      requests: transfers.length,
      codeKB: kb(code),
      otherKB: kb(transfers.filter((t) => !isCode(t.url))),
      codeDownloads: code.filter((t) => t.bytes > 0).map((t) => new URL(t.url).pathname),
    }
  } finally {
    await context.close()
  }
}

export function printRepeatVisit(results) {
  console.log('\nRepeat visit to an unchanged site (bytes over the network, body only)')
  console.log('first visit: everything the page and the worker (precache, warm-up) fetched; code = JS + CSS')
  const head = ['route'.padEnd(44), '1st KB', '1st code', 'controlled', 'reqs', 'code KB', 'other KB']
  console.log([...head, 'budget', 'result'].join(' '))
  let failed = false
  for (const r of results) {
    const pass = r.controlled && r.codeKB <= REPEAT_CODE_BUDGET_KB
    failed ||= !pass
    console.log(
      [
        r.route.padEnd(44),
        r.firstVisitKB.toFixed(0).padStart(6),
        r.firstVisitCodeKB.toFixed(0).padStart(8),
        String(r.controlled).padStart(10),
        String(r.requests).padStart(4),
        r.codeKB.toFixed(1).padStart(7),
        r.otherKB.toFixed(1).padStart(8),
        String(REPEAT_CODE_BUDGET_KB).padStart(6),
        (pass ? 'PASS' : 'FAIL').padStart(6),
      ].join(' '),
    )
    for (const path of r.codeDownloads) console.log(`    downloaded: ${path}`)
  }
  return failed
}
