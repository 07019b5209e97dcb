#!/usr/bin/env node
/**
 * One production build, whichever command makes it: builds the site through `pnpm build:pages`
 * (for a site under a base path), then through `pnpm build`, and fails unless every script and
 * style of the four builds is byte-identical between the two. The generated HTML, feeds and
 * editor config are left out: they carry the site's URL by design. `pnpm test`'s production
 * build; it leaves `pnpm build`'s output in place.
 *
 *   node scripts/check-one-build.mjs
 */
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DIST, REPO_ROOT } from './deploy-nginx.mjs'
import { pnpmCommand } from './run-steps.mjs'

const PAGES_OUT = join(REPO_ROOT, 'e2e/.tmp/pages-build')

const BUNDLE_FILE = /\.(?:m?js|css)$/

/** Every script and style of the four builds, by path from the repository root, with its hash. */
export function bundleHashes() {
  const hashes = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (BUNDLE_FILE.test(entry.name)) {
        hashes.set(relative(REPO_ROOT, path), createHash('sha256').update(readFileSync(path)).digest('hex'))
      }
    }
  }
  for (const dir of Object.values(DIST)) if (existsSync(dir)) walk(dir)
  return hashes
}

/** What differs between two sets of hashes: files only in one, and files whose bytes changed. */
export function bundleDifferences(before, after) {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].sort().flatMap((name) => {
    if (!after.has(name)) return [`only in pnpm build: ${name}`]
    if (!before.has(name)) return [`only in pnpm build:pages: ${name}`]
    return before.get(name) === after.get(name) ? [] : [`different bytes: ${name}`]
  })
}

/** Runs a build command with NODE_ENV unset, as a fresh shell would; exits when it fails. */
function run(label, [command, ...args], env = {}) {
  console.log(`\n▶ ${label}`)
  const environment = { ...process.env, ...env }
  delete environment.NODE_ENV
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: environment })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const pnpm = pnpmCommand()
run('pnpm build:pages (a site under a base path)', [...pnpm, 'build:pages', '--out', PAGES_OUT], {
  OSCK_SITE_URL: 'http://127.0.0.1:4302/osck-site',
})
const pages = bundleHashes()
run('pnpm build', [...pnpm, 'build'])
const differences = bundleDifferences(bundleHashes(), pages)
if (differences.length > 0) {
  console.error(`pnpm build:pages built other bundles than pnpm build:\n  ${differences.join('\n  ')}`)
  process.exit(1)
}
console.log(`pnpm build and pnpm build:pages: the same ${pages.size} scripts and styles, byte for byte.`)
