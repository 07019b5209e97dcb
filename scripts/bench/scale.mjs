/**
 * Content at scale: how long each list screen takes to be ready with the starter content and
 * with the generated content, and how long one keystroke in its search box takes to update
 * the list (keydown → DOM change → next frame), measured in the page.
 */
import { median } from './stats.mjs'

const LISTS = [
  { path: '/blog', box: 'Search articles', term: 'kampala notes' },
  { path: '/events', box: 'Search events', term: 'python meetup' },
  { path: '/projects', box: 'Search projects', term: 'linux tool' },
]

async function readyMs(browser, base, path) {
  const page = await browser.newPage()
  const started = Date.now()
  await page.goto(`${base}${path}`)
  await page.waitForFunction(
    () => {
      // The app has replaced the generated page's text (which has its own <main>, h1 and h2).
      if (document.querySelector('.osck-static')) return false
      const main = document.querySelector('main')
      return !!main?.querySelector('article, h2') && !main.querySelector('[aria-busy="true"]')
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  )
  const ms = Date.now() - started
  return { page, ms }
}

/**
 * Per keystroke (typed 600 ms apart): keydown to the last DOM change of the list of cards it
 * caused (paint follows in the next frame). A keystroke that leaves the list as it was counts 0.
 */
async function keystrokeLatencies(page, box, term) {
  const input = page.getByRole('searchbox', { name: box })
  await input.evaluate((element) => {
    const latencies = []
    Object.assign(window, { __latencies: latencies })
    let start = 0
    let last = 0
    const list = document.querySelector('main article')?.closest('ul') ?? document.querySelector('main')
    new MutationObserver(() => {
      last = performance.now()
    }).observe(list.parentElement ?? list, { childList: true, subtree: true, characterData: true })
    element.addEventListener(
      'keydown',
      () => {
        start = performance.now()
        last = 0
        setTimeout(() => latencies.push(last ? last - start : 0), 550)
      },
      true,
    )
  })
  await input.pressSequentially(term, { delay: 600 })
  await page.waitForTimeout(800)
  return page.evaluate(() => window.__latencies)
}

/** One pass over the three lists: ready time with each content set, and the scaled list's keystrokes. */
async function measureOnce(browser, starterBase, scaleBase, list) {
  const starter = await readyMs(browser, starterBase, list.path)
  const starterKeys = await keystrokeLatencies(starter.page, list.box, list.term)
  await starter.page.close()
  const scaled = await readyMs(browser, scaleBase, list.path)
  const cards = await scaled.page.locator('main article').count()
  const keys = await keystrokeLatencies(scaled.page, list.box, list.term)
  await scaled.page.close()
  return {
    starterReadyMs: starter.ms,
    scaleReadyMs: scaled.ms,
    scaleCards: cards,
    starterWorstKeyMs: Math.max(0, ...starterKeys),
    worstKeyMs: Math.max(0, ...keys),
    keystrokes: keys.map((ms) => Math.round(ms)),
  }
}

/**
 * Each figure is the median of `runs` passes, as the Lighthouse rows are: a single page load or
 * a single slowest keystroke moves with whatever else the machine does.
 */
export async function measureScale(browser, starterBase, scaleBase, { runs = 3 } = {}) {
  const rows = []
  for (const list of LISTS) {
    const samples = []
    for (let run = 0; run < runs; run++)
      samples.push(await measureOnce(browser, starterBase, scaleBase, list))
    const middle = (key) => median(samples.map((sample) => sample[key]))
    rows.push({
      route: list.path,
      starterReadyMs: middle('starterReadyMs'),
      scaleReadyMs: middle('scaleReadyMs'),
      scaleCards: middle('scaleCards'),
      starterWorstKeyMs: middle('starterWorstKeyMs'),
      worstKeyMs: middle('worstKeyMs'),
      samples,
    })
  }
  return rows
}
