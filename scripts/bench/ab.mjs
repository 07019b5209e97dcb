#!/usr/bin/env node
/**
 * A/B of builds: Lighthouse mobile on two or more builds of the site, interleaved
 * (run 1 of A, run 1 of B, run 2 of A, …) so that the load of a shared machine falls on every
 * variant alike. Medians and ranges of TBT, LCP and the performance score, per route.
 *
 *   node scripts/bench/ab.mjs snapshot <dir>        copies the current build (four dist folders) to <dir>
 *   node scripts/bench/ab.mjs A=<dir> B=<dir> [--runs=5] [--routes=/home,/blog] [--long-tasks]
 *
 * --long-tasks: instead of Lighthouse, the page's own long tasks at 4x CPU throttling for the
 * first 5 s (longest task, and the sum of their parts over 50 ms), without network simulation.
 *
 * Each snapshot is served by scripts/serve.mjs (OSCK_SITE_ROOT=<dir>), over HTTPS with HTTP/2 for
 * Lighthouse as in `pnpm bench`. Raw samples go to .bench/ab.json.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchForLighthouse, runLighthouse } from './lighthouse.mjs'
import { benchRoutes } from './routes.mjs'
import { answers, benchTlsEnv } from './server.mjs'
import { median } from './stats.mjs'

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const DISTS = ['shell/dist', 'blog-app/dist', 'events-app/dist', 'projects-app/dist']
const args = process.argv.slice(2)
const longTasks = args.includes('--long-tasks')
const METRICS = longTasks
  ? { longestMs: 'longest task ms', blockingMs: 'blocking ms', tasks: 'long tasks' }
  : { tbtMs: 'TBT ms', lcpMs: 'LCP ms', performance: 'score' }

/** Copies the four dist folders of `from` (this repository, or another working tree) to `dir`. */
export function snapshot(dir, from = repo) {
  rmSync(dir, { recursive: true, force: true })
  for (const dist of DISTS) cpSync(join(from, dist), join(dir, dist), { recursive: true })
  console.log(`build copied to ${dir}`)
}

export async function serve(dir, port) {
  // Lighthouse as in `pnpm bench`: HTTPS with HTTP/2.
  const base = `${longTasks ? 'http' : 'https'}://127.0.0.1:${port}`
  // The repository's own server (it needs its modules), pointed at the snapshot's build.
  const tls = longTasks ? {} : await benchTlsEnv()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', OSCK_SITE_ROOT: dir, ...tls }
  const child = spawn(process.execPath, [join(repo, 'scripts/serve.mjs')], { env, stdio: 'ignore' })
  for (let i = 0; i < 150; i++) {
    if (await answers(`${base}/home`)) return { base, stop: () => child.kill() }
    await new Promise((done) => setTimeout(done, 100))
  }
  child.kill()
  throw new Error(`${dir} did not start on port ${port}`)
}

/** Long tasks of one load at 4x CPU throttling, observed by the page itself. */
async function measureLongTasks(browser, url) {
  const page = await browser.newPage()
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await new Promise((done) => setTimeout(done, 5000))
    const tasks = await page.evaluate(() => window.__longTasks)
    return {
      longestMs: Math.max(0, ...tasks),
      blockingMs: tasks.reduce((sum, d) => sum + d - 50, 0),
      tasks: tasks.length,
    }
  } finally {
    await page.close()
  }
}

export const summary = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`

/** Lighthouse (or long tasks) on each [name, dir] variant, interleaved: samples[route][name]. */
export async function compare(variants, routes, runs, port) {
  const debugPort = 9334
  const browser = await launchForLighthouse(debugPort)
  const samples = {}
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const [name, dir] of variants) {
          const server = await serve(dir, port)
          try {
            const url = `${server.base}${route}`
            const sample = longTasks
              ? await measureLongTasks(browser, url)
              : await runLighthouse(url, debugPort, 'mobile')
            ;((samples[route] ??= {})[name] ??= []).push(sample)
            const values = Object.keys(METRICS).map((key) => `${key} ${Math.round(sample[key])}`)
            console.log(`run ${run + 1} ${route} ${name}: ${values.join(' ')}`)
          } finally {
            server.stop()
          }
        }
      }
    }
  } finally {
    await browser.close()
  }
  return samples
}

if (process.argv[1] !== fileURLToPath(import.meta.url)) {
  // Imported (scripts/bench/tricks.mjs): no command line of its own.
} else if (args[0] === 'snapshot') {
  snapshot(resolve(args[1]))
} else {
  const variants = args
    .filter((a) => /^\w+=/.test(a))
    .map((a) => [a.split('=')[0], resolve(a.slice(a.indexOf('=') + 1))])
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5)
  const routeArg = args.find((a) => a.startsWith('--routes='))?.slice(9)
  const routes = routeArg ? routeArg.split(',') : benchRoutes().map((r) => r.path)
  const samples = await compare(variants, routes, runs, Number(process.env.BENCH_PORT ?? 4180))
  mkdirSync(join(repo, '.bench'), { recursive: true })
  writeFileSync(
    join(repo, `.bench/ab${longTasks ? '-long-tasks' : ''}.json`),
    JSON.stringify(samples, null, 2),
  )
  const what = longTasks ? 'Long tasks at 4x CPU' : 'Lighthouse mobile'
  console.log(`\n${what}, ${runs} interleaved runs: median (min–max)`)
  console.log(['route', 'variant', ...Object.values(METRICS)].join(' | '))
  for (const [route, byVariant] of Object.entries(samples))
    for (const [name, list] of Object.entries(byVariant))
      console.log(
        [route, name, ...Object.keys(METRICS).map((key) => summary(list.map((s) => s[key])))].join(' | '),
      )
}
