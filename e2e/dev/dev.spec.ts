import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, utimesSync } from 'node:fs'

// `pnpm dev` as a contributor runs it: the shell on 5100 with the three remotes rebuilt on change.
const SHELL = 'http://localhost:5100'
const REMOTE_PORTS = [5101, 5102, 5103]

/** The title in a content file's front matter. */
const titleOf = (file: string) => /^title:\s*"(.+)"$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? ''

function pnpm(args: string[]): ChildProcess {
  const execpath = process.env.npm_execpath ?? ''
  const [command, ...pre] = execpath.includes('pnpm')
    ? [process.execPath, execpath]
    : ['npx', '-y', 'pnpm@10.34.9']
  // Its own process group, so the whole tree can be stopped as Ctrl-C would.
  const child = spawn(command!, [...pre, ...args], { detached: true, stdio: 'ignore' })
  return child
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGINT')
  await exited
}

async function answers(url: string) {
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, {
      timeout: 420_000,
      intervals: [2_000],
    })
    .toBe(200)
}

async function showsHeading(page: Page, path: string, name: string) {
  await page.goto(`${SHELL}${path}`)
  await expect(page.getByRole('heading', { name }).first()).toBeVisible()
}

test('pnpm dev serves the site with the three remotes, reloads on a remote rebuild and stops on Ctrl-C', async ({
  page,
}) => {
  const dev = pnpm(['dev'])
  try {
    await answers(`${SHELL}/home`)
    // Ready when it says so: once the site answers, every remote it names is served already.
    for (const port of REMOTE_PORTS)
      expect((await fetch(`http://localhost:${port}/remoteEntry.js`)).status, `remote on ${port}`).toBe(200)
    expect(await (await fetch(`${SHELL}/remotes.json`)).json()).toEqual({
      blog: 'http://localhost:5101/remoteEntry.js',
      events: 'http://localhost:5102/remoteEntry.js',
      projects: 'http://localhost:5103/remoteEntry.js',
    })

    const post = titleOf('content/blog/building-on-mobile-money-apis.md')
    await page.goto(`${SHELL}/home`)
    await expect(page.getByRole('heading', { name: 'Open Source Community Kampala', level: 1 })).toBeVisible()
    // The teasers render as they come near the viewport.
    await expect(async () => {
      await page.mouse.wheel(0, 500)
      await expect(page.getByText(post).first()).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await showsHeading(page, '/blog/building-on-mobile-money-apis', post)
    await showsHeading(
      page,
      '/events/git-and-github-workshop',
      titleOf('content/events/git-and-github-workshop.md'),
    )
    await page.goto(`${SHELL}/projects`)
    await expect(page.getByText(titleOf('content/projects/boda-safety-app.md')).first()).toBeVisible()

    // A remote's source changes: it is rebuilt and the page reloads by itself.
    await page.evaluate(() => Object.assign(window, { beforeRebuild: true }))
    const now = new Date()
    utimesSync('blog-app/src/section.tsx', now, now)
    await expect
      .poll(() => page.evaluate(() => 'beforeRebuild' in window).catch(() => true), { timeout: 300_000 })
      .toBe(false)
    await expect(page.getByText(titleOf('content/projects/boda-safety-app.md')).first()).toBeVisible()
  } finally {
    await stop(dev)
  }
  for (const port of [5100, ...REMOTE_PORTS]) {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/`).catch(() => undefined))?.status)
      .toBe(undefined)
  }
})

test('one section runs alone on its own dev server', async ({ page }) => {
  const blog = pnpm(['--filter', 'blog-app', 'dev'])
  try {
    await answers('http://localhost:5101/blog')
    await page.goto('http://localhost:5101/blog')
    await expect(
      page.getByText(titleOf('content/blog/building-on-mobile-money-apis.md')).first(),
    ).toBeVisible()
  } finally {
    await stop(blog)
  }
})
