import { expect, test, type Page } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_DIR, gitBlobSha, newPhoto } from './support/editor'

// `pnpm editor` as an organiser runs it: the dev site on 5100 and decap-server, here on 4301.
// Run by playwright.dev.config.ts (it starts the dev servers itself).
const SITE = 'http://localhost:5100'
const BACKEND_PORT = '4301'
const ROOT = join(CONTENT_DIR, '..')
const POST = join(CONTENT_DIR, 'blog/editor-test-kampala-meetup.md')
const EVENT = join(CONTENT_DIR, 'events/editor-test-mapping-evening.md')
const PHOTO = join(CONTENT_DIR, 'uploads/editor-test-photo.jpg')
const PROJECT = join(CONTENT_DIR, 'projects/school-results-portal.md')

const gitStatus = () =>
  execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: ROOT, encoding: 'utf8' })

function startEditor(): ChildProcess {
  const execpath = process.env.npm_execpath ?? ''
  const [command, ...pre] = execpath.includes('pnpm')
    ? [process.execPath, execpath]
    : ['npx', '-y', 'pnpm@10.34.9']
  return spawn(command!, [...pre, 'editor'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, OSCK_EDITOR_PORT: BACKEND_PORT },
  })
}

async function answers(url: string) {
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, {
      timeout: 420_000,
      intervals: [2_000],
    })
    .toBe(200)
}

test.use({ actionTimeout: 30_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

/** A fresh load: Decap keeps the previous entry on a hash change alone. */
async function open(page: Page, hash: string) {
  await page.goto('about:blank')
  await page.goto(`${SITE}/admin/${hash}`)
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).or(page.getByText('Publish now')).first().click()
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible()
}

test('pnpm editor: a post with a photo, an event and a project status are saved into content/ and shown by the dev site', async ({
  page,
}) => {
  const before = gitStatus()
  const project = readFileSync(PROJECT, 'utf8')
  expect(project).toMatch(/^status: "Active"$/m)
  const running = (await fetch(`${SITE}/admin/config.yml`).catch(() => undefined))?.ok
  const editor = running ? undefined : startEditor()
  try {
    await answers(`${SITE}/admin/config.yml`)
    for (const port of [5101, 5102, 5103]) await answers(`http://localhost:${port}/remoteEntry.js`)
    await page.goto(`${SITE}/admin/`)
    await page.getByRole('button', { name: 'Login' }).click()

    // A blog post: title, category, two tags, a body with a heading and a link, a JPEG.
    await open(page, '#/collections/blog/new')
    await field(page, 'title').fill('Editor test: Kampala meetup')
    await field(page, 'date').fill('2026-03-14')
    await field(page, 'category').fill('Community')
    await field(page, 'tags').fill('meetups, kampala')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    const photo = await newPhoto()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'editor-test-photo.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
    // The body in the markdown widget's Markdown mode (its switch has no name of its own).
    const body = page.getByLabel('markdown field')
    await body.getByRole('switch').click()
    await body.getByRole('textbox').click()
    await page.keyboard.type('## What we built')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Read [the guide](https://example.org/guide).')
    await publish(page)

    // An event with a date, a time and a location.
    await open(page, '#/collections/events/new')
    await field(page, 'title').fill('Editor test: mapping evening')
    await field(page, 'date').fill('2030-05-01T18:30')
    await field(page, 'location').fill('Innovation Village, Ntinda')
    await publish(page)

    // An existing project's status.
    await open(page, '#/collections/projects/entries/school-results-portal')
    await page.getByRole('combobox', { name: /Status/ }).click()
    await page.getByRole('option', { name: 'Completed' }).click()
    await publish(page)

    await expect.poll(() => existsSync(POST) && existsSync(EVENT)).toBe(true)
    // Exactly this front matter; the body as typed (the editor joins its lines with one or two breaks).
    const [, frontMatter, postBody] =
      /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(readFileSync(POST, 'utf8')) ?? []
    expect(frontMatter).toBe(
      [
        '---',
        'title: "Editor test: Kampala meetup"',
        'date: 2026-03-14',
        'author: Open Source Community Kampala',
        'image: /uploads/editor-test-photo.jpg',
        'category: Community',
        'tags:',
        '  - meetups',
        '  - kampala',
        'featured: false',
        '---',
        '',
      ].join('\n'),
    )
    expect(postBody).toMatch(
      /^## What we built\n\n?Read \[the guide\]\(https:\/\/example\.org\/guide\)\.\n?$/,
    )
    expect(gitBlobSha(readFileSync(PHOTO))).toBe(gitBlobSha(photo))
    expect(readFileSync(EVENT, 'utf8')).toBe(
      [
        '---',
        'title: "Editor test: mapping evening"',
        'date: 2030-05-01T18:30',
        'location: Innovation Village, Ntinda',
        '---',
        '',
      ].join('\n'),
    )
    expect(readFileSync(PROJECT, 'utf8')).toMatch(/^status: Completed$/m)
    execFileSync(process.execPath, ['scripts/content-check.mjs'], { cwd: ROOT, stdio: 'pipe' })

    // The dev site shows them on reload: the post with its photo, the
    // event under Upcoming, the project's new status colour.
    await page.goto(`${SITE}/blog/editor-test-kampala-meetup`)
    await expect(page.getByRole('heading', { name: 'Editor test: Kampala meetup', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What we built' })).toBeVisible()
    const shown = page.getByRole('img', { name: 'Editor test: Kampala meetup' }).first()
    await expect(shown).toHaveAttribute('src', /editor-test-photo/)
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.goto(`${SITE}/events`)
    await expect(
      page.getByRole('tabpanel', { name: 'Upcoming Events' }).getByText('Editor test: mapping evening'),
    ).toBeVisible()
    await page.goto(`${SITE}/projects/school-results-portal`)
    await expect(page.getByText('Completed', { exact: true }).first()).toHaveAttribute(
      'data-status-color',
      'blue',
    )
  } finally {
    for (const file of [POST, EVENT, PHOTO]) rmSync(file, { force: true })
    writeFileSync(PROJECT, project)
    if (editor) {
      const exited = new Promise((resolve) => editor.once('exit', resolve))
      process.kill(-editor.pid!, 'SIGINT')
      await exited
    }
  }
  expect(gitStatus()).toBe(before)
})
