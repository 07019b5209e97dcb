#!/usr/bin/env node
/**
 * `pnpm bench`: the performance benchmark (docs/performance.md), against the production build as
 * `pnpm start` serves it, in Debian Chromium. It is a benchmark, not a test: budgets live here.
 *
 * 1. first-load JS/CSS (gzip), requests, JS downloaded twice, time to main content, per route;
 * 2. Lighthouse mobile + desktop, median of --runs (default 5), over HTTPS with HTTP/2;
 * 3. content at scale: generated posts/events/projects, list ready time and keystroke latency;
 * 4. the same routes built with the product's deliberate delays at zero (OSCK_NO_DELAYS=1);
 * 5. the generated pages: HTML gzip size per route, mobile LCP + SEO with and without JavaScript.
 * 6. images: bytes per route on a phone's first visit, after the build and after `pnpm pages`, every
 *    image response above 400 KB named, build time with 200 photos (bench/images.mjs);
 * 7. repeat visits with the service worker: bytes of code and of the rest over the network.
 * 8. steps 1 and 2 on the GitHub Pages host: the build assembled as `pnpm build:pages` does, served
 *    with Pages' rules at a host's root and under /osck-site/ (bench/pages-host.mjs).
 * 9. where each route's main-thread time goes at 4× CPU, from a trace: script per chunk named by its
 *    content, the Chakra system, style and layout, the spec's delays; the LCP element (bench/time-split.mjs).
 *
 * Flags: --quick (step 1 and the HTML sizes only), --pages-host (step 8 only, on the current build), --lighthouse (step 2 only, on the current build), --scale (step 3 only), --images (step 6 only), --image-bytes (step 6's bytes rows only), --repeat (step 7 only), --pages (step 5 only, on the current build), --main-thread (step 9 only, on the current build), --skip-build, --runs=N. Raw JSON goes to .bench/ (git-ignored).
 * The build is left as a normal production build.
 */
import { chromium } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { measureFirstLoad } from './bench/first-load.mjs'
import { measureImageBuild, measureImagePublishes, printImages } from './bench/images.mjs'
import { measureLighthouse } from './bench/lighthouse.mjs'
import { measureRepeatVisit, printRepeatVisit } from './bench/repeat-visit.mjs'
import { printFirstLoad, printLighthouse } from './bench/report.mjs'
import { printScale } from './bench/scale-report.mjs'
import { benchRoutes } from './bench/routes.mjs'
import { withPagesHosts } from './bench/pages-host.mjs'
import { measureScale } from './bench/scale.mjs'
import { generateScaleContent, SCALE } from './bench/scale-content.mjs'
import { startServer } from './bench/server.mjs'
import { readChunkOrigins } from './bench/chunk-names.mjs'
import { productConstants } from './bench/product-constants.mjs'
import { printTimeSplit } from './bench/split-report.mjs'
import { measureTimeSplit } from './bench/time-split.mjs'
import { measureHtmlSizes, measureWithoutJs, printStaticPages } from './bench/static-pages.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const scaleOnly = args.includes('--scale')
const imagesOnly = args.includes('--images')
const imageBytesOnly = args.includes('--image-bytes')
const repeatOnly = args.includes('--repeat')
const skipBuild = args.includes('--skip-build')
const runsFlag = args.find((a) => a.startsWith('--runs='))?.slice(7)
// The budget table takes the median of 5 runs, as Lighthouse's variability guide advises (it halves
// the spread of a single run); the zero-delay rows and the pages' table, which hold no score
// budget, take 3.
const budgetRuns = Number(runsFlag ?? 5)
const runs = Number(runsFlag ?? 3)
const PORT = Number(process.env.BENCH_PORT ?? 4180)
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9335)
const routes = benchRoutes()

function build(noDelays) {
  console.log(`\nbuilding${noDelays ? ' with OSCK_NO_DELAYS=1' : ''}…`)
  const pnpm = process.env.npm_execpath
  const [command, argv] = pnpm
    ? [process.execPath, [pnpm, 'build']]
    : ['npx', ['-y', 'pnpm@10.34.9', 'build']]
  const env = { ...process.env, OSCK_NO_DELAYS: noDelays ? '1' : '0' }
  const result = spawnSync(command, argv, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error('the build failed')
}

/** Lighthouse as visitors get the site: HTTPS with HTTP/2 (a server of its own, beside the HTTP one). */
async function lighthouseOverHttps(options) {
  const tlsServer = await startServer(PORT + 2, { tls: true })
  try {
    return await measureLighthouse(tlsServer.base, routes, options)
  } finally {
    tlsServer.stop()
  }
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })

async function firstLoads(base, zero) {
  const browser = await launch()
  const results = []
  for (const route of routes) {
    const result = await measureFirstLoad(browser, base, route)
    results.push({ ...result, deliberateMs: zero ? 0 : route.deliberateMs })
  }
  await browser.close()
  return results
}

async function repeatVisits(base) {
  const browser = await launch()
  const results = []
  for (const route of routes) results.push(await measureRepeatVisit(browser, base, route))
  await browser.close()
  return results
}

async function scaleStep(base) {
  const contentDir = await generateScaleContent()
  const scaled = await startServer(PORT + 1, { contentDir })
  const browser = await launch()
  try {
    return await measureScale(browser, base, scaled.base)
  } finally {
    await browser.close()
    scaled.stop()
    rmSync(contentDir, { recursive: true, force: true })
  }
}

/** Step 8: first loads and Lighthouse (3 runs) on both Pages hosts, from the current build. */
function pagesHostStep() {
  return withPagesHosts(PORT + 3, async (hosts) => {
    const result = { firstLoad: {}, lighthouse: [] }
    for (const host of hosts) {
      result.firstLoad[host.label] = await firstLoads(host.base, false)
      const rows = await measureLighthouse(host.base, routes, { runs })
      result.lighthouse.push(...rows.map((r) => ({ ...r, build: 'spec delays', host: host.label })))
    }
    return result
  })
}

/** Step 9 over HTTPS with HTTP/2, as the Lighthouse rows, on the current build. */
async function timeSplitStep() {
  const chunks = readChunkOrigins()
  if (chunks.size === 0)
    console.log('note: no chunk map beside the builds (run `pnpm build`): chunks go unnamed')
  const names = { chunks, ...(await productConstants()) }
  const tlsServer = await startServer(PORT + 2, { tls: true })
  try {
    return await measureTimeSplit(tlsServer.base, routes, { runs, port: DEVTOOLS_PORT, ...names })
  } finally {
    tlsServer.stop()
  }
}

const printPagesFirstLoads = (result) =>
  Object.entries(result.firstLoad)
    .map(([label, rows]) => printFirstLoad(`First load (spec delays, ${label})`, rows, routes))
    .some(Boolean)

const raw = {}
let failed = false
mkdirSync('.bench', { recursive: true })
if (scaleOnly) {
  const server = await startServer(PORT)
  try {
    raw.scale = await scaleStep(server.base)
  } finally {
    server.stop()
  }
  process.exit(printScale(raw.scale, SCALE) ? 1 : 0)
}
async function imageBytes(base) {
  const browser = await launch()
  try {
    return await measureImagePublishes(browser, base, routes)
  } finally {
    await browser.close()
  }
}

if (imagesOnly || imageBytesOnly) {
  if (!skipBuild) build(false)
  const server = await startServer(PORT)
  try {
    raw.imageBytes = await imageBytes(server.base)
  } finally {
    server.stop()
  }
  if (!imageBytesOnly) raw.imageBuild = await measureImageBuild()
  writeFileSync('.bench/images.json', JSON.stringify(raw, null, 2))
  process.exit(printImages(raw.imageBytes, raw.imageBuild) ? 1 : 0)
}

if (repeatOnly) {
  const server = await startServer(PORT)
  try {
    raw.repeatVisit = await repeatVisits(server.base)
  } finally {
    server.stop()
  }
  process.exit(printRepeatVisit(raw.repeatVisit) ? 1 : 0)
}
if (args.includes('--lighthouse')) {
  raw.lighthouse = (await lighthouseOverHttps({ runs: budgetRuns })).map((r) => ({
    ...r,
    build: 'spec delays',
  }))
  writeFileSync('.bench/lighthouse.json', JSON.stringify(raw, null, 2))
  process.exit(printLighthouse(raw.lighthouse) ? 1 : 0)
}
if (args.includes('--pages-host')) {
  raw.pagesHost = await pagesHostStep()
  writeFileSync('.bench/pages-host.json', JSON.stringify(raw, null, 2))
  const firstLoadFailed = printPagesFirstLoads(raw.pagesHost)
  process.exit(printLighthouse(raw.pagesHost.lighthouse) || firstLoadFailed ? 1 : 0)
}
if (args.includes('--main-thread')) {
  raw.timeSplit = await timeSplitStep()
  writeFileSync('.bench/main-thread.json', JSON.stringify(raw, null, 2))
  process.exit(printTimeSplit(raw.timeSplit) ? 1 : 0)
}
if (args.includes('--pages')) {
  const server = await startServer(PORT)
  try {
    raw.htmlSizes = await measureHtmlSizes(server.base, routes)
    raw.staticPages = await measureWithoutJs(server.base, routes, { runs })
  } finally {
    server.stop()
  }
  process.exit(printStaticPages(raw.htmlSizes, raw.staticPages) ? 1 : 0)
}
if (!skipBuild && !quick) build(false)
let server = await startServer(PORT)
try {
  raw.firstLoad = await firstLoads(server.base, false)
  failed = printFirstLoad('First load (spec delays)', raw.firstLoad, routes) || failed
  raw.htmlSizes = await measureHtmlSizes(server.base, routes)
  if (quick) failed = printStaticPages(raw.htmlSizes) || failed
  if (!quick) {
    raw.staticPages = await measureWithoutJs(server.base, routes, { runs })
    raw.repeatVisit = await repeatVisits(server.base)
    failed = printRepeatVisit(raw.repeatVisit) || failed
    raw.lighthouse = (await lighthouseOverHttps({ runs: budgetRuns })).map((r) => ({
      ...r,
      build: 'spec delays',
    }))
    raw.pagesHost = await pagesHostStep()
    raw.lighthouse.push(...raw.pagesHost.lighthouse)
    raw.timeSplit = await timeSplitStep()
    raw.scale = await scaleStep(server.base)
    raw.imageBytes = await imageBytes(server.base)
    server.stop()
    build(true)
    server = await startServer(PORT)
    raw.firstLoadZero = await firstLoads(server.base, true)
    const zero = await lighthouseOverHttps({ runs, presets: ['mobile'] })
    raw.lighthouse.push(...zero.map((r) => ({ ...r, build: 'zero delays' })))
    failed = printFirstLoad('First load (zero delays)', raw.firstLoadZero, routes) || failed
    failed = printPagesFirstLoads(raw.pagesHost) || failed
    failed = printLighthouse(raw.lighthouse) || failed
    failed = printTimeSplit(raw.timeSplit) || failed
    failed = printScale(raw.scale, SCALE) || failed
    failed = printStaticPages(raw.htmlSizes, raw.staticPages) || failed
    raw.imageBuild = await measureImageBuild()
    failed = printImages(raw.imageBytes, raw.imageBuild) || failed
  }
} finally {
  server.stop()
  if (!quick) build(false)
}
writeFileSync('.bench/results.json', JSON.stringify(raw, null, 2))
console.log(`\nraw results: .bench/results.json — ${failed ? 'some budgets FAIL' : 'every budget PASS'}`)
process.exitCode = failed ? 1 : 0
