import { expect, test, type Page } from '@playwright/test'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { choosePhoto, CONTENT_DIR, gitBlobSha, IPHONE_HEIC, newPhoto, writeGuideBody } from './support/editor'
import {
  answers,
  contentCheck,
  field,
  gitStatus,
  open,
  publish,
  REMOTE_PORTS,
  SITE,
  startEditor,
} from './support/local-editor'

// Run by playwright.dev.config.ts (it starts the dev servers itself).
const POST = join(CONTENT_DIR, 'blog/editor-test-kampala-meetup.md')
const EVENT = join(CONTENT_DIR, 'events/editor-test-mapping-evening.md')
const PHOTO = join(CONTENT_DIR, 'uploads/editor-test-photo.jpg')
// The event's iPhone photo, which the editor stores as a JPEG.
const EVENT_PHOTO = join(CONTENT_DIR, 'uploads/editor-test-iphone.jpg')
const PROJECT = join(CONTENT_DIR, 'projects/school-results-portal.md')
// A HEIC written by hand, not through the editor: the image pipeline decodes it too.
const HEIC_POST = join(CONTENT_DIR, 'blog/editor-test-iphone-photo.md')
const HEIC = join(CONTENT_DIR, 'uploads/editor-test-iphone-by-hand.heic')

test.use({ actionTimeout: 30_000 })

// Three remote builds, the content step and the check: a shared 2-core host needs more than the config's 10 minutes.
test.describe.configure({ timeout: 900_000 })

/** The page's photo comes from the image pipeline: a variant of the upload, loaded. */
async function expectVariants(page: Page, path: string, alt: string, stem: string) {
  await page.goto(`${SITE}${path}`)
  const shown = page.getByRole('img', { name: alt }).first()
  await expect(shown).toHaveAttribute('srcset', new RegExp(`/assets/img/${stem}-[0-9a-f]{10}-400\\.jpg 400w`))
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(new RegExp(`/assets/img/${stem}-[0-9a-f]{10}-(400|800|1200|1600)\\.(avif|webp|jpg)$`))
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

test('pnpm editor: a post with a photo, an event and a project status are saved into content/ and shown by the dev site, the photo through the image pipeline', async ({
  page,
}) => {
  const before = gitStatus()
  const project = readFileSync(PROJECT, 'utf8')
  expect(project).toMatch(/^status: "Active"$/m)
  const running = (await fetch(`${SITE}/admin/config.yml`).catch(() => undefined))?.ok
  const editor = running ? undefined : startEditor()
  try {
    await answers(`${SITE}/admin/config.yml`)
    for (const port of REMOTE_PORTS) await answers(`http://localhost:${port}/remoteEntry.js`)
    await page.goto(`${SITE}/admin/`)
    await page.getByRole('button', { name: 'Login' }).click()

    // A blog post: title, category, two tags, a body with a heading and a link, a JPEG.
    await open(page, '#/collections/blog/new')
    await field(page, 'title').fill('Editor test: Kampala meetup')
    await field(page, 'date').fill('2026-03-14')
    await field(page, 'category').fill('Community')
    await field(page, 'tags').fill('meetups, kampala')
    const photo = await newPhoto()
    await choosePhoto(page, 'editor-test-photo.jpg', photo)
    await writeGuideBody(page)
    await publish(page)

    // An event with a date, a time, a location and an iPhone's HEIC photo.
    await open(page, '#/collections/events/new')
    await field(page, 'title').fill('Editor test: mapping evening')
    await field(page, 'date').fill('2030-05-01')
    await page.getByLabel('Date and time: time').fill('18:30')
    await field(page, 'location').fill('Innovation Village, Ntinda')
    // The event's photo (its map image's button comes after it).
    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'editor-test-iphone.heic', mimeType: 'image/heic', buffer: IPHONE_HEIC })
    await expect(page.getByText('editor-test-iphone.jpg', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
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
        'image: /uploads/editor-test-iphone.jpg',
        'location: Innovation Village, Ntinda',
        '---',
        '',
      ].join('\n'),
    )
    // The HEIC arrived as a JPEG of its full size.
    expect(await sharp(readFileSync(EVENT_PHOTO)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4032,
      height: 3024,
    })
    // The one changed line keeps the quotes it had.
    expect(readFileSync(PROJECT, 'utf8')).toMatch(/^status: "Completed"$/m)
    writeFileSync(HEIC, IPHONE_HEIC)
    writeFileSync(
      HEIC_POST,
      '---\ntitle: Editor test iPhone photo\ndate: 2026-03-15\nimage: /uploads/editor-test-iphone-by-hand.heic\n---\n',
    )
    const check = await contentCheck()
    expect(check.status, check.output).toBe(0)
    // Every photo reads, the HEIC written by hand included.
    expect(check.output).not.toContain('cannot be read')

    // The dev site shows them on reload: the post with its photo through the image pipeline (the
    // manifest's variants, never the original), the event under Upcoming with its photo made from
    // the HEIC, the project's new status colour, and the hand-written HEIC post's photo.
    await page.goto(`${SITE}/blog/editor-test-kampala-meetup`)
    await expect(page.getByRole('heading', { name: 'Editor test: Kampala meetup', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What we built' })).toBeVisible()
    const shown = page.getByRole('img', { name: 'Editor test: Kampala meetup' }).first()
    const variant = /\/assets\/img\/editor-test-photo-[0-9a-f]{10}-(400|800|1200|1600)\.(avif|webp|jpg)$/
    await expect(shown).toHaveAttribute('srcset', /editor-test-photo-[0-9a-f]{10}-400\.jpg 400w/)
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(variant)
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const manifest = (await (await fetch(`${SITE}/content/blog/images.json`)).json()) as Record<
      string,
      { widths: number[] }
    >
    expect(manifest['/uploads/editor-test-photo.jpg']?.widths).toEqual([400, 800, 1200, 1600])
    await expectVariants(
      page,
      '/blog/editor-test-iphone-photo',
      'Editor test iPhone photo',
      'editor-test-iphone-by-hand',
    )
    await page.goto(`${SITE}/events`)
    await expect(
      page.getByRole('tabpanel', { name: 'Upcoming Events' }).getByText('Editor test: mapping evening'),
    ).toBeVisible()
    await expectVariants(
      page,
      '/events/editor-test-mapping-evening',
      'Editor test: mapping evening',
      'editor-test-iphone',
    )
    await page.goto(`${SITE}/projects/school-results-portal`)
    await expect(page.getByText('Completed', { exact: true }).first()).toHaveAttribute(
      'data-status-color',
      'blue',
    )
  } finally {
    for (const file of [POST, EVENT, PHOTO, EVENT_PHOTO, HEIC_POST, HEIC]) rmSync(file, { force: true })
    writeFileSync(PROJECT, project)
    if (editor) {
      const exited = new Promise((resolve) => editor.once('exit', resolve))
      process.kill(-editor.pid!, 'SIGINT')
      await exited
    }
  }
  expect(gitStatus()).toBe(before)
})
