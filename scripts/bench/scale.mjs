/**
 * Content at scale: how long each list screen takes to be ready with the starter content and
 * with the generated content, and how long the list takes to answer a keystroke in its search box,
 * a filter and a tab (input → the last change it caused in the page's main, measured in the page).
 * Then where a phone's main-thread time goes on each list (main-thread.mjs).
 */
import { withMainThreadSplits } from './main-thread.mjs'
import { median } from './stats.mjs'

const byName = (role, name) => (page) => page.getByRole(role, { name, exact: true })
const firstChoice = (role, name) => (page) => page.getByRole(role, { name }).getByRole('button').nth(1)

/** Each list's search box and the filters and tabs it answers (the first category of each). */
const LISTS = [
  {
    path: '/blog',
    box: 'Search articles',
    term: 'kampala notes',
    clicks: [
      byName('button', 'Filters'),
      firstChoice('group', 'Categories'),
      byName('button', 'Apply Filters'),
    ],
  },
  {
    path: '/events',
    box: 'Search events',
    term: 'python meetup',
    clicks: [firstChoice('group', 'Category'), byName('tab', 'Past Events')],
  },
  {
    path: '/projects',
    box: 'Search projects',
    term: 'linux tool',
    clicks: [firstChoice('list', 'Categories')],
  },
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
 * From each keydown or pointerdown to the last change of the page's main it caused (paint follows
 * in the next frame); an input that changes nothing counts 0. Inputs come 600 ms apart.
 */
async function watchInputs(page) {
  await page.evaluate(() => {
    const latencies = []
    Object.assign(window, { __latencies: latencies })
    let start = 0
    let last = 0
    new MutationObserver(() => {
      last = performance.now()
    }).observe(document.querySelector('main'), { childList: true, subtree: true, characterData: true })
    const begin = () => {
      start = performance.now()
      last = 0
      setTimeout(() => latencies.push(last ? last - start : 0), 550)
    }
    for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, begin, true)
  })
}
const latencies = (page) => page.evaluate(() => window.__latencies.splice(0))

async function keystrokes(page, list) {
  await watchInputs(page)
  await page.getByRole('searchbox', { name: list.box }).pressSequentially(list.term, { delay: 600 })
  await page.waitForTimeout(800)
  return latencies(page)
}

async function clicks(page, list) {
  await watchInputs(page)
  for (const target of list.clicks) {
    await target(page).click()
    await page.waitForTimeout(600)
  }
  return latencies(page)
}

/** One pass over a list: ready time with each content set, the scaled list's keystrokes and clicks. */
async function measureOnce(browser, starterBase, scaleBase, list) {
  const starter = await readyMs(browser, starterBase, list.path)
  const starterKeys = await keystrokes(starter.page, list)
  await starter.page.close()
  const scaled = await readyMs(browser, scaleBase, list.path)
  const cards = await scaled.page.locator('main article').count()
  const keys = await keystrokes(scaled.page, list)
  await scaled.page.close()
  const again = await readyMs(browser, scaleBase, list.path)
  const choices = await clicks(again.page, list)
  await again.page.close()
  return {
    starterReadyMs: starter.ms,
    scaleReadyMs: scaled.ms,
    scaleCards: cards,
    starterWorstKeyMs: Math.max(0, ...starterKeys),
    worstKeyMs: Math.max(0, ...keys),
    worstClickMs: Math.max(0, ...choices),
    keystrokes: keys.map((ms) => Math.round(ms)),
    clicks: choices.map((ms) => Math.round(ms)),
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
      worstClickMs: middle('worstClickMs'),
      samples,
    })
  }
  const splits = await withMainThreadSplits(async (split) => {
    const result = []
    for (const list of LISTS)
      for (const [content, base] of [
        ['starter', starterBase],
        ['scale', scaleBase],
      ])
        result.push({ route: list.path, content, ...(await split(`${base}${list.path}`)) })
    return result
  })
  return { rows, splits }
}
