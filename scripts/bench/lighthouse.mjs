/**
 * Lighthouse 12 (mobile and desktop presets) on Debian Chromium, median of N runs per route:
 * the four category scores and FCP, LCP, TBT, CLS, and the host's benchmark index.
 */
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { median } from './stats.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}

/** One Lighthouse run of `url` in the Chromium listening on `port`. */
export async function runLighthouse(url, port, preset) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  const { categories, audits } = result.lhr
  const run = {}
  for (const id of CATEGORIES) run[id] = Math.round((categories[id]?.score ?? 0) * 100)
  for (const [key, audit] of Object.entries(AUDITS)) run[key] = audits[audit]?.numericValue ?? NaN
  // Lighthouse's own estimate of the host's CPU speed: the simulated blocking time scales with it.
  run.benchmarkIndex = result.lhr.environment?.benchmarkIndex ?? NaN
  return run
}

/** A Chromium that Lighthouse drives through DevTools on `port`. */
export function launchForLighthouse(port, extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      `--remote-debugging-port=${port}`,
      '--disable-background-networking',
      // The HTTPS rows are served with a throwaway self-signed certificate (bench/server.mjs).
      '--ignore-certificate-errors',
      ...extraArgs,
    ],
  })
}

/**
 * Median of `runs` Lighthouse runs of each route under each preset. The runs take the routes in
 * turn (run 1 of every route, then run 2…): a spell of load on the host then costs every route one
 * run, not one route most of its runs.
 */
export async function measureLighthouse(
  base,
  routes,
  { runs = 3, presets = ['mobile', 'desktop'], port = 9333, browserArgs = [] } = {},
) {
  const browser = await launchForLighthouse(port, browserArgs)
  const rows = []
  try {
    for (const preset of presets) {
      const samples = routes.map(() => [])
      for (let i = 0; i < runs; i++)
        for (const [index, route] of routes.entries())
          samples[index].push(await runLighthouse(`${base}${route.path}`, port, preset))
      for (const [index, route] of routes.entries()) {
        const row = { route: route.path, preset, samples: samples[index] }
        for (const key of [...CATEGORIES, ...Object.keys(AUDITS), 'benchmarkIndex'])
          row[key] = median(row.samples.map((s) => s[key]))
        rows.push(row)
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
