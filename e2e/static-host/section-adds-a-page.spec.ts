import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../../scripts/deploy-nginx.mjs'
import { servePages } from '../../scripts/pages-host.mjs'
import { deploy } from '../../scripts/pages-deploy.mjs'
import { repoCopy } from '../../scripts/repo-copy.mjs'
import { Stack } from '../deploy/support/stack'
import { waitForApp } from '../support/app'
import { releaseSectionToNginx } from './nginx-section-release'
import { addPageByTheChecklist, FRESH } from './page-checklist'
import type { Browser } from '@playwright/test'
import { expect, lastChange, test } from './support'

const run = (cwd: string, script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
/** The new page, live at `url`: its generated HTML without JavaScript, then in the app. */
async function expectFreshPage(browser: Browser, url: string) {
  const bot = await browser.newContext({ javaScriptEnabled: false })
  const html = await bot.newPage()
  expect((await html.goto(url))?.status()).toBe(200)
  await expect(html).toHaveTitle(`${FRESH.title} | Open Source Community Kampala`)
  await expect(html.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(FRESH.title)
  await bot.close()

  // The shell built before the page existed renders it: it asks the remote what the path is.
  const page = await browser.newPage()
  await page.goto(url)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: FRESH.title })).toBeVisible()
  await expect(page).toHaveTitle(`${FRESH.title} | Open Source Community Kampala`)
  await page.close()
}

test('the events team adds a page by the checklist, in its package alone, and its deploy publishes it to the shell already live, on Pages and on nginx', async ({
  browser,
  site,
}, testInfo) => {
  test.skip(site.base === '/', 'once is enough: under the base path')
  test.setTimeout(600_000)
  const { copy } = repoCopy({ worktree: true, prefix: 'osck-page-checklist-' })
  try {
    // docs/section-teams.md, "Adding a page", literally: only files of events-app.
    const touched = addPageByTheChecklist(copy)
    expect(touched.every((file) => file.startsWith('events-app/'))).toBe(true)
    const app = join(copy, 'events-app')
    run(app, join(app, 'node_modules/typescript/bin/tsc'), ['--noEmit'])
    run(app, join(app, 'node_modules/vitest/vitest.mjs'), [
      'run',
      '--configLoader',
      'runner',
      'src/routes/screens.test.ts',
    ])
    run(app, join(app, 'node_modules/vite/bin/vite.js'), [
      'build',
      '--configLoader',
      'runner',
      '--logLevel',
      'error',
    ])

    // The live site: this repository's shell, published first. Then the events team's deploy alone.
    const bare = testInfo.outputPath('pages.git')
    execFileSync('git', ['init', '--quiet', '--bare', bare])
    const siteUrl = site.url.replace(/\/$/, '')
    deploy('shell', { repo: bare, siteUrl, base: site.base })
    run(copy, join(copy, 'scripts/pages-deploy.mjs'), ['events', '--repo', bare], { OSCK_SITE_URL: siteUrl })
    const change = lastChange(bare)
    expect(change).toContain(`A ${FRESH.path.slice(1)}.html`)
    expect(change.some((line) => line.startsWith('A remotes/events/'))).toBe(true)
    // The shell is not redeployed: none of its bundles or its app page changes.
    expect(change.filter((line) => / (assets\/.*\.js|index\.html|remotes\.json)$/.test(line))).toEqual([])

    const tree = testInfo.outputPath('checkout')
    execFileSync('git', ['clone', '--quiet', '--branch', 'gh-pages', bare, tree])
    const host = await servePages({
      siteDir: tree,
      base: site.base,
      port: Number(new URL(site.url).port) + 21,
      runDir: testInfo.outputPath('nginx'),
    })
    try {
      await expectFreshPage(browser, `${host.url}${FRESH.path.slice(1)}`)
    } finally {
      await host.stop()
    }

    // nginx, four origins: the live site runs this repository's builds; the events team releases
    // by docs/deployment.md from its checkout. The shell's bundles and app page stay as they were.
    const liveEvents = testInfo.outputPath('events-live')
    cpSync(DIST.events, liveEvents, { recursive: true })
    const stack = await Stack.start(Number(new URL(site.url).port) + 40, { roots: { events: liveEvents } })
    try {
      const appPage = readFileSync(join(stack.shellRoot, 'index.html'), 'utf8')
      const manifest = readFileSync(join(stack.shellRoot, 'remotes.json'), 'utf8')
      releaseSectionToNginx(
        copy,
        'events',
        { shellRoot: stack.shellRoot, sectionRoot: liveEvents },
        stack.origins.shell,
      )
      expect(readFileSync(join(stack.shellRoot, 'index.html'), 'utf8')).toBe(appPage)
      expect(readFileSync(join(stack.shellRoot, 'remotes.json'), 'utf8')).toBe(manifest)
      await expectFreshPage(browser, `${stack.origins.shell}${FRESH.path}`)
    } finally {
      await stack.stop()
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
})
