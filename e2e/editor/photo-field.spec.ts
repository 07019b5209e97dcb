import { expect, test, type Page } from '@playwright/test'
import { newPhoto, openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 180_000 })

/** A fresh load of the address, as a bookmark, a shared link or a reload opens it. */
async function openByAddress(page: Page, hash: string) {
  await page.goto('about:blank')
  await page.goto(`/admin/${hash}`)
  await expect(
    page.getByRole('button', { name: /Choose an image|Choose different image/ }).first(),
  ).toBeVisible({
    timeout: 30_000,
  })
}

/** The form's images (the preview is in a frame of its own): source and whether it drew. */
const formImages = (page: Page) =>
  page
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => [
        (image as HTMLImageElement).src.split(':')[0],
        (image as HTMLImageElement).naturalWidth > 0,
      ]),
    )

test('the picker lists the photos already uploaded however the entry was opened: a new entry by its address, an existing one reloaded', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    const picker = page.getByRole('dialog').or(page.locator('[class*=StyledModal]')).first()
    await openByAddress(page, '#/collections/events/new')
    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await expect(picker.getByText('docs-matter.svg', { exact: true })).toBeVisible()
    await expect(picker.getByText('No assets found.')).toHaveCount(0)

    await openByAddress(page, '#/collections/events/entries/community-launch-meetup-2025')
    await page.reload()
    await page
      .getByRole('button', { name: /Choose an image|Choose different image/ })
      .first()
      .click()
    await expect(picker.getByText('docs-matter.svg', { exact: true })).toBeVisible()
  } finally {
    github.remove()
  }
})

test('the thumbnail shows the photo just chosen, before the entry is saved', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    await openByAddress(page, '#/collections/events/new')
    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'thumbnail-photo.jpg', mimeType: 'image/jpeg', buffer: await newPhoto() })
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible()
    await expect.poll(() => formImages(page)).toEqual([['blob', true]])
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
