import { expect, test, type Page } from '@playwright/test'
import { UNREADABLE } from '../../shell/vite/admin/config'
import sharp from 'sharp'
import { CONVERTING, HEIC_UNREADABLE, NOT_AN_IMAGE } from '../../shell/vite/admin/preview/upload-guard'
import {
  bytesOn,
  gitBlobSha,
  IPHONE_HEIC,
  newPhonePhoto,
  newPhoto,
  openEditorOnGitHub,
} from './support/editor'

test.describe.configure({ timeout: 180_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

/** A fresh load: Decap keeps the previous entry on a hash change alone. */
async function newEntry(page: Page, section: string) {
  await page.goto('about:blank')
  await page.goto(`/admin/#/collections/${section}/new`)
}

test('unsafe and duplicate titles become safe, unique file names', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    const saveDraft = async (title: string) => {
      await newEntry(page, 'blog')
      await field(page, 'title').fill(title)
      const count = github.pulls.length
      await page.getByRole('button', { name: 'Save' }).click()
      await expect.poll(() => github.pulls.length, { timeout: 60_000 }).toBe(count + 1)
    }
    await saveDraft('Hello/../World: #1 ü')
    await saveDraft('Hello/../World: #1 ü')
    // Taken on main already (content/blog/building-on-mobile-money-apis.md).
    await saveDraft('Building on Mobile Money APIs')
    const files = github.pulls.map((pr) => github.git('diff', '--name-only', 'main', pr.head))
    expect(files).toEqual([
      'content/blog/hello-world-1-u.md',
      'content/blog/hello-world-1-u-1.md',
      'content/blog/building-on-mobile-money-apis-1.md',
    ])
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})

const BROKEN = 'content/blog/written-by-hand.md'

test('a hand-written file with broken front matter is listed, the collection works, and saving never rewrites it', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page, {
    [BROKEN]: '---\ntitle: "Unclosed quote\ndate: [2026-01-01\n---\nWritten by hand.\n',
  })
  try {
    const broken = github.git('rev-parse', `main:${BROKEN}`)
    await page.goto('/admin/#/collections/blog')
    await expect(page.getByText('Building on Mobile Money APIs Without Losing Your Mind')).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText(UNREADABLE)).toBeVisible()

    await newEntry(page, 'blog')
    await field(page, 'title').fill('Next to a broken file')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => github.pulls.map((pr) => pr.head)).toEqual(['cms/blog/next-to-a-broken-file'])
    expect(github.git('diff', '--name-only', 'main', 'cms/blog/next-to-a-broken-file')).toBe(
      'content/blog/next-to-a-broken-file.md',
    )
    expect(github.git('rev-parse', `main:${BROKEN}`)).toBe(broken)
  } finally {
    github.remove()
  }
})

/** Uploads through the media library (opened with "Choose an image") and collects its alerts. */
function mediaLibrary(page: Page) {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer })
  const card = (name: string) => page.getByText(name, { exact: true })
  return { alerts, upload, card }
}

test('a file that is not an image, a damaged HEIC, or one too large is refused with a message; an 8 MB phone photo is saved', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    const { alerts, upload, card } = mediaLibrary(page)
    await newEntry(page, 'blog')
    await field(page, 'title').fill('Photos from the phone')
    await page.getByRole('button', { name: 'Choose an image' }).click()

    await upload('minutes.pdf', 'application/pdf', Buffer.from('%PDF-1.7 minutes of the meeting'))
    await expect.poll(() => alerts).toEqual([NOT_AN_IMAGE('minutes.pdf')])
    // A JPEG by its bytes (the guard sniffs them), padded past the limit.
    const tooBig = Buffer.concat([await newPhoto(), Buffer.alloc(16 * 1024 * 1024, 1)])
    await upload('too-big.jpg', 'image/jpeg', tooBig)
    await expect
      .poll(() => alerts.at(-1))
      .toBe('File too large.\nConfigured to not allow files greater than 15728 kB.')
    // A HEIC cut short, as a failed copy from the phone leaves it.
    await upload('IMG_0002.HEIC', 'image/heic', IPHONE_HEIC.subarray(0, 20_000))
    await expect.poll(() => alerts.at(-1), { timeout: 30_000 }).toBe(HEIC_UNREADABLE('IMG_0002.HEIC'))
    for (const name of ['minutes.pdf', 'too-big.jpg', 'img_0002.heic', 'img_0002.jpg'])
      await expect(card(name)).toHaveCount(0)

    const photo = await newPhonePhoto()
    expect(photo.length).toBeGreaterThan(5_000_000)
    await upload('phone-photo.jpg', 'image/jpeg', photo)
    // Decap selects what was just uploaded.
    await expect(card('phone-photo.jpg')).toBeVisible()
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
    expect(alerts).toHaveLength(3)

    await page.getByRole('button', { name: 'Save' }).click()
    const branch = 'cms/blog/photos-from-the-phone'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([branch])
    expect(github.git('diff', '--name-only', 'main', branch).split('\n').sort()).toEqual([
      'content/blog/photos-from-the-phone.md',
      'content/uploads/phone-photo.jpg',
    ])
    expect(github.git('rev-parse', `${branch}:content/uploads/phone-photo.jpg`)).toBe(gitBlobSha(photo))
    expect(github.git('show', `${branch}:content/blog/photos-from-the-phone.md`)).toMatch(
      /^image: \/uploads\/phone-photo\.jpg$/m,
    )
  } finally {
    github.remove()
  }
})

test('an iPhone HEIC is saved as a JPEG of the same size and colours, shown by the preview; libheif loads only when one is picked', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    const libheifRequests: string[] = []
    page.on('request', (request) => {
      if (/\/admin\/libheif/.test(request.url())) libheifRequests.push(new URL(request.url()).pathname)
    })
    const { alerts, upload, card } = mediaLibrary(page)
    await newEntry(page, 'blog')
    await field(page, 'title').fill('Photo from an iPhone')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    await expect(page.locator('input[type=file]')).toBeAttached()
    expect(libheifRequests).toEqual([])

    // Every status notice the page shows, however briefly (a phone shows no progress cursor).
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { notices: string[] }).notices = [])
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof HTMLElement && node.getAttribute('role') === 'status')
            seen.push(node.textContent ?? '')
      }).observe(document.body, { childList: true })
    })
    await upload('IMG_0001.HEIC', 'image/heic', IPHONE_HEIC)
    await expect(card('img_0001.jpg')).toBeVisible({ timeout: 60_000 })
    const notices = () => page.evaluate(() => (window as unknown as { notices: string[] }).notices)
    expect(await notices()).toContain(CONVERTING(['IMG_0001.HEIC']))
    await expect(page.getByRole('status').filter({ hasText: 'Converting' })).toHaveCount(0)
    expect(libheifRequests.sort()).toEqual(['/admin/libheif.js', '/admin/libheif.wasm'])
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
    // The preview shows the JPEG before it is saved.
    const shown = page.frameLocator('iframe').first().getByRole('img', { name: 'Photo from an iPhone' })
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(4032)
    expect(alerts).toEqual([])

    await page.getByRole('button', { name: 'Save' }).click()
    const branch = 'cms/blog/photo-from-an-iphone'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([branch])
    expect(github.git('diff', '--name-only', 'main', branch).split('\n').sort()).toEqual([
      'content/blog/photo-from-an-iphone.md',
      'content/uploads/img_0001.jpg',
    ])
    expect(github.git('show', `${branch}:content/blog/photo-from-an-iphone.md`)).toMatch(
      /^image: \/uploads\/img_0001\.jpg$/m,
    )
    const jpeg = bytesOn(github, branch, 'content/uploads/img_0001.jpg')
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 4032, height: 3024 })
    // Decoded, it is the photo: the HEIC's average colour (fixtures/README.md).
    const { channels } = await sharp(jpeg).stats()
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([
      expect.closeTo(119, -1),
      expect.closeTo(152, -1),
      expect.closeTo(168, -1),
    ])
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
