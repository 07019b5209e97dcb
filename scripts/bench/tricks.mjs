#!/usr/bin/env node
/**
 * What each performance trick buys (docs/performance.md, "Tricks"): the committed code is built
 * as it is and once without each trick (scripts/bench/tricks-table.mjs), in a copy of the
 * repository; then every build is measured on the bench's routes:
 * - first-load JS (gzip) and requests, which do not vary from run to run;
 * - Lighthouse mobile TBT and LCP, medians of interleaved runs (scripts/bench/ab.mjs).
 * A trick pays when the build without it downloads more JS (0.1 KB or more) or makes more requests
 * on some route (neither varies from run to run), or when its median TBT or LCP is worse by more
 * than the spread (max − min) of the build with every trick.
 *
 *   node scripts/bench/tricks.mjs [--runs=5] [--routes=/home,/blog] [--only=gateway-parts,…]
 *
 * Builds use zero delays (OSCK_NO_DELAYS=1). Uncommitted changes are not measured. Raw results go
 * to .bench/tricks.json.
 */
import { chromium } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compare, serve, snapshot } from './ab.mjs'
import { measureFirstLoad } from './first-load.mjs'
import { benchRoutes } from './routes.mjs'
import { median } from './stats.mjs'
import { applyEdits, TRICKS } from './tricks-table.mjs'

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const args = process.argv.slice(2)
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const runs = Number(flag('runs') ?? 5)
const routes = flag('routes')?.split(',') ?? benchRoutes().map((r) => r.path)
const tricks = flag('only') ? TRICKS.filter((t) => flag('only').split(',').includes(t.name)) : TRICKS
const port = Number(process.env.BENCH_PORT ?? 4180)
const work = join(tmpdir(), 'osck-bench-tricks')
const tree = join(work, 'tree')

function run(command, argv, cwd, env = {}) {
  const result = spawnSync(command, argv, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed in ${cwd}`)
}

const pnpm = (argv, env) => run('npx', ['-y', 'pnpm@10.34.9', ...argv], tree, env)

/** A clean copy of the committed code, with this repository's caches so images are not remade. */
function prepareTree() {
  if (existsSync(tree)) run('git', ['worktree', 'remove', '--force', tree], repo)
  run('git', ['worktree', 'add', '--detach', tree, 'HEAD'], repo)
  pnpm(['install', '--frozen-lockfile', '--prefer-offline'])
  const cache = join(repo, 'node_modules/.cache')
  if (existsSync(cache)) cpSync(cache, join(tree, 'node_modules/.cache'), { recursive: true })
}

function buildVariant(name, trick) {
  run('git', ['checkout', '--', '.'], tree)
  if (trick) applyEdits(trick, tree, { readFileSync, writeFileSync })
  console.log(`\nbuilding ${name}…`)
  pnpm(['build'], { OSCK_NO_DELAYS: '1' })
  const dir = join(work, name)
  snapshot(dir, tree)
  return dir
}

async function firstLoads(variants) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--ignore-certificate-errors'],
  })
  const loads = {}
  try {
    for (const [name, dir] of variants) {
      const server = await serve(dir, port)
      try {
        for (const path of routes) {
          const load = await measureFirstLoad(browser, server.base, { path })
          ;(loads[name] ??= {})[path] = { jsKB: load.jsGzipKB, requests: load.requests }
        }
      } finally {
        server.stop()
      }
    }
  } finally {
    await browser.close()
  }
  return loads
}

/** What the build without the trick loses on one route, against the spread of the build with all. */
function verdict(route, name, loads, samples) {
  const base = samples[route].all
  const without = samples[route][name]
  const metric = (list, key) => list.map((s) => s[key])
  const spread = (key) => Math.max(...metric(base, key)) - Math.min(...metric(base, key))
  const loss = (key) => median(metric(without, key)) - median(metric(base, key))
  const kb = loads[name][route].jsKB - loads.all[route].jsKB
  const requests = loads[name][route].requests - loads.all[route].requests
  const pays = kb >= 0.1 || requests > 0 || ['tbtMs', 'lcpMs'].some((key) => loss(key) > spread(key))
  const ms = (key) => `${Math.round(loss(key))} (±${Math.round(spread(key))})`
  return { route, name, kb, requests, tbt: ms('tbtMs'), lcp: ms('lcpMs'), pays }
}

mkdirSync(work, { recursive: true })
mkdirSync(join(repo, '.bench'), { recursive: true })
prepareTree()
const variants = [['all', buildVariant('all')], ...tricks.map((t) => [t.name, buildVariant(t.name, t)])]
run('git', ['worktree', 'remove', '--force', tree], repo)
const loads = await firstLoads(variants)
const samples = await compare(variants, routes, runs, port)
const rows = tricks.flatMap((t) => routes.map((route) => verdict(route, t.name, loads, samples)))
writeFileSync(join(repo, '.bench/tricks.json'), JSON.stringify({ loads, samples, rows }, null, 2))
rmSync(work, { recursive: true, force: true })

console.log(`\nWithout each trick, against every trick (${runs} interleaved Lighthouse runs, mobile):`)
console.log('trick | route | JS KB more | requests more | TBT ms more (± spread) | LCP ms more (± spread)')
for (const r of rows) console.log([r.name, r.route, r.kb.toFixed(1), r.requests, r.tbt, r.lcp].join(' | '))
console.log('\ntrick | pays on')
for (const t of tricks) {
  const on = rows.filter((r) => r.name === t.name && r.pays).map((r) => r.route)
  console.log(
    `${t.name} | ${on.length ? on.join(', ') : 'NO ROUTE: within the spread, a candidate for removal'}`,
  )
}
