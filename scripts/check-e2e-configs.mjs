#!/usr/bin/env node
/**
 * Every spec file under e2e/ and <section>-app/e2e/ is run by exactly one Playwright config: none left out, none run twice
 * (a spec in the wrong config runs without the server it needs). Asks Playwright itself
 * (`playwright test --list`), so each config's testDir, testMatch and testIgnore count as they are.
 *
 *   node scripts/check-e2e-configs.mjs      # a step of `pnpm test`
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from './deploy-nginx.mjs'

const CONFIGS = readdirSync(REPO_ROOT).filter((file) => /^playwright(\.\w+)?\.config\.ts$/.test(file))

/** The spec files `config` runs, relative to the repository. */
async function specsOf(config) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--list',
      '--reporter=json',
      '--config',
      config,
    ],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout)
  if (report.errors?.length) throw new Error(`${config}: ${report.errors.map((e) => e.message).join('\n')}`)
  return new Set(
    report.suites.map((suite) => relative(REPO_ROOT, resolve(report.config.rootDir, suite.file))),
  )
}

/** The site's e2e folder and each section's own. */
const E2E_FOLDERS = ['e2e', ...['blog-app', 'events-app', 'projects-app'].map((app) => join(app, 'e2e'))]
const specs = E2E_FOLDERS.filter((folder) => existsSync(join(REPO_ROOT, folder))).flatMap((folder) =>
  readdirSync(join(REPO_ROOT, folder), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.spec.ts') && !file.startsWith('.tmp'))
    .map((file) => join(folder, file)),
)
// One config at a time: Playwright's transform cache is shared, and listings that wrote it at once
// read each other's half-written files ("does not provide an export named …").
const runBy = []
for (const config of CONFIGS) runBy.push([config, await specsOf(config)])

const problems = specs.flatMap((spec) => {
  const configs = runBy.filter(([, files]) => files.has(spec)).map(([config]) => config)
  if (configs.length === 1) return []
  return [`${spec}: ${configs.length === 0 ? 'run by no config' : `run by ${configs.join(' and ')}`}`]
})
if (problems.length > 0) {
  console.error(
    `Each e2e spec must be run by exactly one of ${CONFIGS.join(', ')}:\n  ${problems.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(`${specs.length} e2e specs, each run by exactly one of ${CONFIGS.length} Playwright configs`)
