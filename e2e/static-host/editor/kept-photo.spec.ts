import { readFileSync } from 'node:fs'
import { bytesOn, choosePhoto, CONTENT_DIR, gitBlobSha, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { expectPullRequests, localBackup, signedInAt, signInAgainAfterExpiry, thumbnailSha } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const SLUG = 'women-in-open-source-kampala'
const POST = `content/blog/${SLUG}.md`
const NEW_PHOTO = 'content/uploads/voices-panel.jpg'
const PUBLISHED = readFileSync(`${CONTENT_DIR}/blog/${SLUG}.md`, 'utf8')
/** The published post with its image line, and nothing else, pointing at the new photo. */
const EDITED = PUBLISHED.replace(
  'image: "/uploads/women-in-oss.generated.jpg"',
  'image: "/uploads/voices-panel.jpg"',
)

test('after the sign-in expires, a new photo chosen for a published post is shown again once signed in again, and saving sends its bytes and changes only the image line', async ({
  page,
  live,
}) => {
  const editing = await signedInAt(page, live, `#/collections/blog/entries/${SLUG}`)
  const photo = await newPhoto()
  await choosePhoto(page, 'voices-panel.jpg', photo, 'Choose different image')
  await expect.poll(() => thumbnailSha(page)).toBe(gitBlobSha(photo))
  await expect.poll(() => localBackup(page, `backup.blog.${SLUG}`)).toContain('/uploads/voices-panel.jpg')

  await signInAgainAfterExpiry(page, editing)
  await expect(page.getByText('Unsaved Changes')).toBeVisible()
  await expect.poll(() => thumbnailSha(page)).toBe(gitBlobSha(photo))

  await page.getByRole('button', { name: 'Save' }).click()
  const { github } = live
  const branch = `cms/blog/${SLUG}`
  await expectPullRequests(github, [branch])
  expect(github.git('diff', '--name-only', 'main', branch).split('\n')).toEqual([POST, NEW_PHOTO])
  expect(github.git('rev-parse', `${branch}:${NEW_PHOTO}`)).toBe(gitBlobSha(photo))
  expect(bytesOn(github, branch, POST).toString()).toBe(EDITED)
  expect(github.branches().sort()).toEqual([branch, 'main'])
})
