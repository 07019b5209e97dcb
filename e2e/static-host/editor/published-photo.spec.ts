import { CONFIGURE, expect, test } from './fixture'
import { signedInAt } from './journey'
import { BASE } from './live-editor'
import { loaded, uploadAnswers } from './photos'

test.describe.configure(CONFIGURE)

const SLUG = 'women-in-open-source-kampala'
const PHOTO = 'uploads/women-in-oss.generated.jpg'

test('a published post opened in the editor under the base path shows its photo in the form and in the preview', async ({
  page,
  live,
}) => {
  const answers = uploadAnswers(page)
  await signedInAt(page, live, `#/collections/blog/entries/${SLUG}`)
  // The front matter says /uploads/…: the form and the preview show it from under /osck-site/.
  const thumbnail = page.locator('img[role="presentation"]').first()
  await expect.poll(() => loaded(thumbnail)).toBe(true)
  const preview = page.frameLocator('#preview-pane')
  const photo = preview.getByRole('img', { name: 'Women in Open Source: Voices from Our Community' })
  await expect(photo).toBeVisible()
  await expect.poll(() => loaded(photo)).toBe(true)
  await expect(photo).toHaveAttribute('src', new RegExp(`^(blob:|(https?://[^/]+)?${BASE}${PHOTO}$)`))
  expect(answers.filter((answer) => !answer.startsWith('200 ') && !answer.startsWith('304 '))).toEqual([])
})
