import { expect, type Page } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { CONTENT_DIR } from './editor'

// `pnpm editor` as an organiser runs it: the dev site (5100, remotes 5101-5103) and decap-server,
// here on 4301. OSCK_DEV_PORT and OSCK_EDITOR_PORT move them, as they move `pnpm editor`.
const DEV_PORT = Number(process.env.OSCK_DEV_PORT ?? 5100)
export const SITE = `http://localhost:${DEV_PORT}`
export const REMOTE_PORTS = [DEV_PORT + 1, DEV_PORT + 2, DEV_PORT + 3]
const BACKEND_PORT = process.env.OSCK_EDITOR_PORT ?? '4301'
export const ROOT = join(CONTENT_DIR, '..')

export const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: ROOT, encoding: 'utf8' })

export function startEditor(): ChildProcess {
  const execpath = process.env.npm_execpath ?? ''
  const [command, ...pre] = execpath.includes('pnpm')
    ? [process.execPath, execpath]
    : ['npx', '-y', 'pnpm@10.34.9']
  return spawn(command!, [...pre, 'editor'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, OSCK_DEV_PORT: String(DEV_PORT), OSCK_EDITOR_PORT: BACKEND_PORT },
  })
}

/** `pnpm content:check [dir]`, without blocking the test's own timeout. */
export async function contentCheck(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/content-check.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => (output += String(data)))
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { status, output }
}

export async function answers(url: string) {
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, {
      timeout: 420_000,
      intervals: [2_000],
    })
    .toBe(200)
}

export const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

/** A fresh load: Decap keeps the previous entry on a hash change alone. */
export async function open(page: Page, hash: string) {
  await page.goto('about:blank')
  await page.goto(`${SITE}/admin/${hash}`)
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).or(page.getByText('Publish now')).first().click()
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible()
}
