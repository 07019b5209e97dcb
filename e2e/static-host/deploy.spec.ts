import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST } from '../../scripts/deploy-nginx.mjs'
import { servePages } from '../../scripts/pages-host.mjs'
import { deploy } from '../../scripts/pages-deploy.mjs'
import { makeRelease } from '../deploy/support/release'
import { waitForApp } from '../support/app'
import { expect, lastChange, test } from './support'

const files = (bare: string) =>
  execFileSync('git', ['--git-dir', bare, 'ls-tree', '-r', '--name-only', 'gh-pages'], { encoding: 'utf8' })
    .trim()
    .split('\n')

const CONTENT_PART =
  /^(content\/|uploads\/|og\/|assets\/img\/|(home|blog|events|projects)(\.html|\/)|404\.html$|events\.ics$|sitemap\.xml$|robots\.txt$)/

test('each part deploys alone into the Pages branch and touches only its own files', async ({
  browser,
  site,
}, testInfo) => {
  test.skip(site.base === '/', 'once is enough: under the base path')
  test.setTimeout(300_000)
  const bare = testInfo.outputPath('pages.git')
  execFileSync('git', ['init', '--quiet', '--bare', bare])
  const siteUrl = site.url.replace(/\/$/, '')
  const options = { repo: bare, siteUrl, base: site.base }

  // A first deploy onto an empty branch: the blog alone, then the shell beside it.
  deploy('blog', options)
  expect(files(bare).every((file) => file.startsWith('remotes/blog/') || file === '.nojekyll')).toBe(true)
  deploy('shell', options)
  expect(lastChange(bare).filter((line) => line.includes(' remotes/blog/'))).toEqual([])
  expect(files(bare)).toContain('blog.html')

  // Served as it stands: the sections not deployed yet say so, with Retry; the blog works.
  const tree = testInfo.outputPath('checkout')
  execFileSync('git', ['clone', '--quiet', '--branch', 'gh-pages', bare, tree])
  const host = await servePages({
    siteDir: tree,
    base: site.base,
    port: Number(new URL(site.url).port) + 20,
    runDir: testInfo.outputPath('nginx'),
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${host.url}events`)
    await waitForApp(page)
    await expect(page.getByText('Events is temporarily unavailable')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await page.goto(`${host.url}blog`)
    await expect(page.locator(`main a[href^="${site.base}blog/"]`).first()).toBeVisible()
  } finally {
    await host.stop()
  }

  deploy('events', options)
  deploy('projects', options)
  const before = files(bare)

  // The blog team ships a new release: remotes/blog/ only, the previous chunks kept.
  const release = testInfo.outputPath('blog-release')
  makeRelease(DIST.blog, release, 'Search articles', 'Search the articles')
  deploy('blog', { ...options, source: release })
  const blogChange = lastChange(bare)
  expect(blogChange.length).toBeGreaterThan(0)
  for (const line of blogChange) expect(line).toMatch(/^[AM] remotes\/blog\//)

  // A content change: content, pages, cards, feeds, calendars and sitemap only; no bundle.
  const content = testInfo.outputPath('content')
  cpSync('content', content, { recursive: true })
  const post = join(content, 'blog/why-documentation-matters.md')
  writeFileSync(
    post,
    readFileSync(post, 'utf8').replace(/^title: .*$/m, 'title: "Docs Are the Best First Contribution"'),
  )
  deploy('content', { ...options, contentRoot: content })
  const contentChange = lastChange(bare)
  expect(contentChange.map((line) => line.slice(2))).toContain('blog/why-documentation-matters.html')
  expect(contentChange.map((line) => line.slice(2))).toContain('blog/rss.xml')
  for (const line of contentChange) expect(line.slice(2)).toMatch(CONTENT_PART)

  // The shell again: every remote folder stays as it was.
  deploy('shell', options)
  expect(lastChange(bare).filter((line) => line.slice(2).startsWith('remotes/'))).toEqual([])
  for (const file of before.filter((f) => f.startsWith('remotes/'))) expect(files(bare)).toContain(file)
})
