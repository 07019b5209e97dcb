import { gitBlobSha, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { createEvent, expectPullRequests, signIn } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

test('on the Pages build at 390 px an organiser signs in, creates an event with a JPEG photo and saves: one branch, one pull request, the entry and its photo', async ({
  page,
  live: { adminUrl, github },
}) => {
  await signIn(page, adminUrl, github)
  const photo = await newPhoto()
  await createEvent(page, { title: 'Phone meetup', photo })
  await page.getByRole('button', { name: 'Save' }).click()

  const branch = 'cms/events/phone-meetup'
  await expectPullRequests(github, [branch])
  expect(github.git('diff', '--name-only', 'main', branch).split('\n')).toEqual([
    'content/events/phone-meetup.md',
    'content/uploads/phone-meetup.jpg',
  ])
  expect(github.git('show', `${branch}:content/events/phone-meetup.md`)).toContain(
    'image: /uploads/phone-meetup.jpg',
  )
  expect(github.git('rev-parse', `${branch}:content/uploads/phone-meetup.jpg`)).toBe(gitBlobSha(photo))
  expect(github.branches().sort()).toEqual([branch, 'main'])
  expect(github.unanswered).toEqual([])
})
