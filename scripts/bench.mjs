#!/usr/bin/env node
/**
 * `pnpm bench`: first-load JS/CSS (gzip bytes), request counts and duplicate
 * downloads per route, measured in Debian Chromium against the production
 * build as `pnpm start` serves it. Budgets live here, not in the tests.
 * Raw results go to .bench/ (git-ignored). Run `pnpm build` first.
 */
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const PORT = Number(process.env.BENCH_PORT ?? 4180)
const BASE = `http://localhost:${PORT}`
const ROUTES = (process.env.BENCH_ROUTES ?? '/home,/blog,/events,/projects').split(',')
const BUDGET_KB = { '/home': 150, default: 200 }

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/home`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

async function measure(browser, route) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const files = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    const type = response.request().resourceType()
    const body = await response.body().catch(() => Buffer.alloc(0))
    files.push({ path: url.pathname, type, bytes: body.length, gzip: gzipSync(body).length })
  })
  const started = Date.now()
  await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' })
  await page.locator('main h1').first().waitFor({ timeout: 15000 })
  const mainContentMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  await context.close()
  const js = files.filter((f) => f.type === 'script' || f.path.endsWith('.js'))
  const css = files.filter((f) => f.type === 'stylesheet')
  const jsPaths = js.map((f) => f.path)
  return {
    route,
    requests: files.length,
    jsRequests: js.length,
    jsGzipKB: js.reduce((sum, f) => sum + f.gzip, 0) / 1024,
    cssGzipKB: css.reduce((sum, f) => sum + f.gzip, 0) / 1024,
    duplicates: jsPaths.filter((p, i) => jsPaths.indexOf(p) !== i),
    mainContentMs,
    files,
  }
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
})
try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const results = []
  for (const route of ROUTES) results.push(await measure(browser, route))
  await browser.close()

  let failed = false
  console.log('\nroute        requests  js reqs  JS gzip KB  CSS gzip KB  budget KB  dup JS  main content ms  result')
  for (const r of results) {
    const budget = BUDGET_KB[r.route] ?? BUDGET_KB.default
    const pass = r.jsGzipKB <= budget && r.duplicates.length === 0
    failed ||= !pass
    console.log(
      `${r.route.padEnd(12)} ${String(r.requests).padStart(8)} ${String(r.jsRequests).padStart(8)} ${r.jsGzipKB
        .toFixed(1)
        .padStart(11)} ${r.cssGzipKB.toFixed(1).padStart(12)} ${String(budget).padStart(10)} ${String(
        r.duplicates.length,
      ).padStart(7)} ${String(r.mainContentMs).padStart(16)}  ${pass ? 'PASS' : 'FAIL'}`,
    )
  }
  mkdirSync('.bench', { recursive: true })
  writeFileSync('.bench/first-load.json', JSON.stringify(results, null, 2))
  console.log('\nraw results: .bench/first-load.json')
  process.exitCode = failed ? 1 : 0
} finally {
  server.kill()
}
