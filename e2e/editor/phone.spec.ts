import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { blocking, DECAP_MEDIA_LIBRARY_RULES, DECAP_RULES } from './support/axe'
import { IPHONE_HEIC, openEditorOnGitHub } from './support/editor'
import { expectFitsPhone, PHONE } from './support/phone-layout'

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 120_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)
/** axe on the screen as the phone shows it: nothing serious beyond Decap's own known rules. */
const expectAxeClean = async (page: Page, known = DECAP_RULES) =>
  expect(blocking(await new AxeBuilder({ page }).disableRules(known).analyze())).toEqual([])

test('on a 390 px phone an event is created and saved, and a missing title is named before saving', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await page.goto('/admin/#/collections/events/new')
    // The form fits the phone's width: every field is reached by scrolling down.
    await expect(field(page, 'title')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 })
    await field(page, 'location').fill('Innovation Village, Ntinda')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/title.*required/i).first()).toBeVisible()
    expect(github.pulls).toEqual([])

    await field(page, 'title').fill('Phone meetup')
    await field(page, 'date').fill('2030-02-03')
    await page.getByLabel('Date and time: time').fill('17:00')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => github.pulls.map((pr) => pr.head)).toEqual(['cms/events/phone-meetup'])
    expect(github.git('show', 'cms/events/phone-meetup:content/events/phone-meetup.md')).toBe(
      [
        '---',
        'title: Phone meetup',
        'date: 2030-02-03T17:00',
        'location: Innovation Village, Ntinda',
        '---',
      ].join('\n'),
    )
  } finally {
    github.remove()
  }
})

/** The entry's controls, with the preview on or off (the eye button switches it). */
async function expectEntryFits(
  page: Page,
  screen: string,
  extra: Record<string, ReturnType<Page['locator']>>,
) {
  const toggle = page.getByRole('button', { name: 'Toggle preview' })
  const preview = page.locator('#preview-pane')
  await expect(field(page, 'title')).toBeVisible({ timeout: 30_000 })
  for (const previewOn of [true, false]) {
    if ((await preview.isVisible()) !== previewOn) await toggle.click()
    await expect(preview).toBeVisible({ visible: previewOn })
    await expectFitsPhone(page, `${screen}, preview ${previewOn ? 'on' : 'off'}`, {
      back: page.getByRole('link', { name: /Writing in Events collection/ }),
      save: page.getByRole('button', { name: 'Save' }),
      'preview toggle': toggle,
      title: field(page, 'title'),
      date: field(page, 'date'),
      // Each date-time field (the start, the end) has its own Now and Clear beside its input.
      'date: Now': field(page, 'date').locator('..').getByRole('button', { name: 'Now' }),
      'date: Clear': field(page, 'date').locator('..').getByRole('button', { name: 'Clear' }),
      'end: Now': field(page, 'end').locator('..').getByRole('button', { name: 'Now' }),
      'end: Clear': field(page, 'end').locator('..').getByRole('button', { name: 'Clear' }),
      // The event's photo, then its map image (schema order).
      photo: page.getByRole('button', { name: /Choose an image|Choose different image/ }).first(),
      'map image': page.getByRole('button', { name: /Choose an image|Choose different image/ }).nth(1),
      location: field(page, 'location'),
      ...extra,
    })
  }
}

test('every screen of the journey fits 390 px: list, new and existing entry, picker, confirmation, notices', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await page.goto('/admin/#/collections/events')
    await expectFitsPhone(page, 'the collection list', {
      'Blog posts': page.getByRole('link', { name: 'Blog posts' }),
      Events: page.getByRole('link', { name: 'Events' }).first(),
      'New Event': page.getByRole('link', { name: 'Create entry of type Event' }),
      search: page.getByPlaceholder('Search'),
      'an entry': page.getByRole('link', { name: /Community Launch Meetup/ }),
    })
    await expectAxeClean(page)

    await page.goto('/admin/#/collections/events/entries/community-launch-meetup-2025')
    await expectEntryFits(page, 'an existing entry', {
      status: page.getByRole('button', { name: 'Published', exact: true }),
      delete: page.getByRole('button', { name: 'Delete published entry' }),
      'View Live': page.getByRole('link', { name: /View Live/ }),
    })
    // The confirmation is the browser's own dialog; refusing it leaves the screen as it was.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await page.getByRole('button', { name: 'Delete published entry' }).click()
    await expectFitsPhone(page, 'after the confirmation', {
      save: page.getByRole('button', { name: 'Save' }),
    })
    await page.goto('/admin/#/collections/events/new')
    await expectEntryFits(page, 'a new entry', {})
    await expectAxeClean(page)
    await field(page, 'title').fill('Phone layout check')
    await page
      .getByRole('button', { name: /Choose an image/ })
      .first()
      .click()
    const upload = page.getByText('Upload', { exact: true })
    await expectFitsPhone(page, 'the media picker', {
      close: page.getByRole('button', { name: 'Close' }),
      upload,
      search: page.getByRole('dialog').getByPlaceholder('Search'),
      'Choose selected': page.getByRole('button', { name: 'Choose selected' }),
      'Delete selected': page.getByRole('button', { name: 'Delete selected' }),
    })
    await expectAxeClean(page, [...DECAP_RULES, ...DECAP_MEDIA_LIBRARY_RULES])
    // A HEIC is converted first, under a notice the phone shows: the decoder is held back until the
    // notice is measured.
    let release = () => {}
    const decoderHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/admin/libheif.wasm', async (route) => {
      await decoderHeld
      await route.continue()
    })
    await page.locator('input[type=file]').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: IPHONE_HEIC,
    })
    await expectFitsPhone(page, 'the converting notice', {
      notice: page.getByRole('status').filter({ hasText: 'Converting' }),
    })
    await expect(page.getByRole('status').filter({ hasText: 'Converting' })).toBeInViewport({ ratio: 1 })
    release()
    await expect(page.getByText('img_0001.jpg').first()).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Choose selected' }).click()

    // A save's notice.
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => github.pulls.length).toBe(1)
    await expectFitsPhone(page, 'the saved notice', { notice: page.locator('.Toastify__toast').first() })
  } finally {
    github.remove()
  }
})
