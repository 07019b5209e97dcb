import type { Locator } from '@playwright/test'
import { caretAtEnd, markdownMode, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { field, signedInAt } from './journey'
import { BASE } from './live-editor'
import { loaded, uploadAnswers } from './photos'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const SLUG = 'kampala-react-meetup-recap'
/** The photo in the post's text, as its file names it: `![…](/uploads/meetup-recap.generated.jpg)`. */
const IN_TEXT = 'Developers gathered around laptops and a projector screen at the React Kampala meetup'

const source = (img: Locator) => img.evaluate((img: HTMLImageElement) => img.src)

test('the photos in a post’s text show under the base path, in the preview and in the text’s editor: a published one, and one uploaded into the text but not saved yet, also named inside a sentence', async ({
  page,
  live,
}) => {
  const answers = uploadAnswers(page)
  await signedInAt(page, live, `#/collections/blog/entries/${SLUG}`)
  await expect(field(page, 'author').first()).toHaveValue('Joel Ssempa')
  const preview = page.frameLocator('#preview-pane')
  const text = page.getByLabel('markdown field')
  const published = preview.getByRole('img', { name: IN_TEXT })
  await expect.poll(() => loaded(published)).toBe(true)
  expect(new URL(await source(published)).pathname).toBe(`${BASE}uploads/meetup-recap.generated.jpg`)
  // The rich-text editor shows the same photo in its image block.
  await expect.poll(() => loaded(text.locator('img').first())).toBe(true)

  // A photo from the phone, put into the text with the editor's Image component.
  await text.getByText('Ask the person next to you').click()
  await page.keyboard.press('End')
  await text.getByRole('button', { name: 'Add Component' }).click()
  await page.getByRole('menu').getByText('Image', { exact: true }).click()
  await text.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type=file]').setInputFiles({
    name: 'in-the-text.jpg',
    mimeType: 'image/jpeg',
    buffer: await newPhoto(),
  })
  await page.getByRole('button', { name: /Choose selected/i }).click()
  await field(page, 'alt').last().fill('The new photo')
  const uploaded = preview.getByRole('img', { name: 'The new photo' })
  await expect.poll(() => loaded(uploaded)).toBe(true)
  expect(await source(uploaded)).toMatch(/^blob:/)
  await expect.poll(() => text.locator('img').evaluateAll((imgs) => imgs.length)).toBe(2)
  await expect.poll(() => loaded(text.locator('img').last())).toBe(true)
  // The text names the photo by its path on the site, as the site reads it.
  await markdownMode(page)
  await expect(text.getByRole('textbox')).toContainText('![The new photo](/uploads/in-the-text.jpg)')
  // The same photo named inside a sentence.
  await caretAtEnd(page)
  await page.keyboard.type(' Again ![The new photo, inline](/uploads/in-the-text.jpg) here.')
  const inline = preview.getByRole('img', { name: 'The new photo, inline' })
  await expect.poll(() => loaded(inline)).toBe(true)
  expect(await source(inline)).toMatch(/^blob:/)

  expect(answers.filter((answer) => !answer.startsWith('200 ') && !answer.startsWith('304 '))).toEqual([])
})

test('a photo written inside a sentence shows under the base path, in the preview and in the text’s editor', async ({
  page,
  live,
}) => {
  const alt = 'The meetup, inside a sentence'
  live.github.commitOnMain({
    'content/blog/a-photo-in-a-sentence.md': `---\ntitle: A Photo in a Sentence\ndate: "2026-05-04"\n---\nSee ![${alt}](/uploads/meetup-recap.generated.jpg) here.\n`,
  })
  const answers = uploadAnswers(page)
  await signedInAt(page, live, '#/collections/blog/entries/a-photo-in-a-sentence')
  const inPreview = page.frameLocator('#preview-pane').getByRole('img', { name: alt })
  await expect.poll(() => loaded(inPreview)).toBe(true)
  expect(new URL(await source(inPreview)).pathname).toBe(`${BASE}uploads/meetup-recap.generated.jpg`)
  const inText = page.getByLabel('markdown field').getByRole('img', { name: alt })
  await expect.poll(() => loaded(inText)).toBe(true)

  expect(answers.filter((answer) => !answer.startsWith('200 ') && !answer.startsWith('304 '))).toEqual([])
})
