import { choosePhoto, fileOn, gitBlobSha, newPhoto, writeGuideBody } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { expectPullRequests, field, localBackup, signedInAt, signInAgainAfterExpiry } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const POST = 'content/blog/kept-on-the-phone.md'
const FILE = [
  '---',
  'title: Kept on the phone',
  'date: 2030-03-14',
  'description: Every field survives a sign-in that expired.',
  'author: Aisha N.',
  'image: /uploads/kept-photo.jpg',
  'category: Community',
  'tags:',
  '  - meetups',
  '  - kampala',
  'featured: true',
  '---',
  '## What we built',
  '',
  'Read [the guide](https://example.org/guide).',
]

test('after the sign-in expires, a new post with every field and a photo comes back whole once signed in again, and saves', async ({
  page,
  live,
}) => {
  const editing = await signedInAt(page, live, '#/collections/blog/new')
  await field(page, 'title').fill('Kept on the phone')
  await field(page, 'date').fill('2030-03-14')
  await field(page, 'description').fill('Every field survives a sign-in that expired.')
  await field(page, 'author').fill('Aisha N.')
  await field(page, 'category').fill('Community')
  await field(page, 'tags').fill('meetups, kampala')
  await field(page, 'featured').click()
  const photo = await newPhoto()
  await choosePhoto(page, 'kept-photo.jpg', photo)
  await writeGuideBody(page)
  await expect.poll(() => localBackup(page, 'backup.blog')).toContain('the guide')

  await signInAgainAfterExpiry(page, editing)
  const values = () =>
    Promise.all(
      ['title', 'date', 'description', 'author', 'category', 'tags'].map((name) =>
        field(page, name).inputValue(),
      ),
    )
  await expect
    .poll(values)
    .toEqual([
      'Kept on the phone',
      '2030-03-14',
      'Every field survives a sign-in that expired.',
      'Aisha N.',
      'Community',
      'meetups, kampala',
    ])
  await expect(field(page, 'featured')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
  await expect(page.getByLabel('markdown field')).toContainText('What we built')
  await expect(page.getByText('Unsaved Changes')).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  const { github } = live
  await expectPullRequests(github, ['cms/blog/kept-on-the-phone'])
  const branch = 'cms/blog/kept-on-the-phone'
  await expect.poll(() => fileOn(github, branch, POST).trimEnd()).toBe(FILE.join('\n'))
  expect(github.git('rev-parse', `${branch}:content/uploads/kept-photo.jpg`)).toBe(gitBlobSha(photo))
})
