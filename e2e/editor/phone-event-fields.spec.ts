import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { blocking, DECAP_LIST_RULES, DECAP_RULES } from './support/axe'
import { openEditorOnGitHub } from './support/editor'
import { expectFitsPhone, PHONE } from './support/phone-layout'

// The event's own fields in /admin/ on a 390 px phone, filled (the starter content's upcoming
// meetup with registration, place, speakers and agenda; its launch meetup with a recap): each
// input lies inside the screen, the speakers', agenda's and recap's too once expanded, under axe.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 120_000 })

const expectAxeClean = async (page: Page) =>
  expect(
    blocking(await new AxeBuilder({ page }).disableRules([...DECAP_RULES, ...DECAP_LIST_RULES]).analyze()),
  ).toEqual([])
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true })
/** A list or group field of the form, by its label. */
const group = (page: Page, label: string) =>
  page.locator('[aria-label="list field"], [aria-label="object field"]').filter({
    has: page.getByText(label, { exact: true }),
  })

async function openEntry(page: Page, slug: string) {
  await page.goto(`/admin/#/collections/events/entries/${slug}`)
  await expect(textbox(page, 'Title')).toBeVisible({ timeout: 30_000 })
  const preview = page.locator('#preview-pane')
  if (await preview.isVisible()) await page.getByRole('button', { name: 'Toggle preview' }).click()
  await expect(preview).toBeHidden()
}

test('registration, time, place and online link, then speakers and agenda, fit 390 px', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    await openEntry(page, 'monthly-meetup-february')
    const fields = [
      'Registration link (optional)',
      'Capacity (optional)',
      'Registration status (optional)',
      'Ends (optional)',
      'Ends: time',
      'Address (optional)',
      'Map point (optional)',
      'Online join link (optional)',
    ]
    await expectFitsPhone(page, 'the event fields', {
      ...Object.fromEntries(fields.map((name) => [name, textbox(page, name)])),
      'map image': page.getByRole('button', { name: 'Choose different image' }).nth(1),
    })
    await expect(textbox(page, 'Registration link (optional)')).toHaveValue(
      'https://lu.ma/osck-low-bandwidth-meetup',
    )

    const speakers = group(page, 'Speakers (optional)')
    await speakers.getByRole('button', { name: 'Expand' }).click()
    await expect(textbox(speakers, 'Name').first()).toHaveValue('Sarah Nakato')
    await expectFitsPhone(page, 'a speaker', {
      name: textbox(speakers, 'Name').first(),
      role: textbox(speakers, 'Role (optional)').first(),
      photo: speakers.getByRole('button', { name: 'Choose different image' }).first(),
      link: textbox(speakers, 'Link (optional)').first(),
      'Add speakers': speakers.getByRole('button', { name: 'Add speakers' }),
    })
    const agenda = group(page, 'Agenda (optional)')
    await agenda.getByRole('button', { name: 'Expand' }).click()
    await expect(textbox(agenda, 'Title').first()).toHaveValue('Welcome and community announcements')
    await expectFitsPhone(page, 'an agenda line', {
      time: textbox(agenda, 'Time (optional)').first(),
      title: textbox(agenda, 'Title').first(),
      speaker: textbox(agenda, 'Speaker (optional)').nth(1),
      'Add agenda': agenda.getByRole('button', { name: 'Add agenda' }),
    })
    await expectAxeClean(page)
  } finally {
    github.remove()
  }
})

test('a past event’s recap: photos with captions, slides, recording and write-up fit 390 px', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await openEntry(page, 'community-launch-meetup-2025')
    const recap = group(page, 'Recap (optional)').first()
    await recap.getByRole('button', { name: 'Expand' }).first().click()
    const photos = group(page, 'Photos (optional)')
    await photos.getByRole('button', { name: 'Expand' }).first().click()
    await expect(textbox(photos, 'Caption (optional)').first()).toHaveValue('Introductions at Outbox Hub')
    await expectFitsPhone(page, 'the recap', {
      photo: photos.getByRole('button', { name: 'Choose different image' }).first(),
      caption: textbox(photos, 'Caption (optional)').first(),
      'Add photos': photos.getByRole('button', { name: 'Add photos' }),
      slides: textbox(recap, 'Slides (optional)'),
      recording: textbox(recap, 'Recording (optional)'),
      'write-up': textbox(recap, 'Write-up (optional)'),
    })
    await expectAxeClean(page)
  } finally {
    github.remove()
  }
})
