import { gitBlobSha, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { createEvent, expectPullRequests, field, signIn } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

test('on the Pages build at 390 px an organiser signs in, creates an event with a JPEG photo and saves: one branch, one pull request, the entry and its photo', async ({
  page,
  live: { adminUrl, github },
}, testInfo) => {
  await page.goto(adminUrl)
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: testInfo.outputPath('editor-phone-sign-in.png') })
  await signIn(page, undefined, github)
  // docs/editing.md's pictures of the phone, signed in: the list, the picker, the entry.
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`editor-phone-${name}.png`) })
  await page.goto(`${adminUrl}#/collections/events`)
  await expect(page.getByRole('link', { name: /Community Launch Meetup/ })).toBeVisible()
  await shot('list')
  const photo = await newPhoto()
  await createEvent(page, {
    title: 'Phone meetup',
    photo,
    picker: async () => {
      await expect(page.getByText('phone-meetup.jpg', { exact: true })).toBeVisible()
      await shot('picker')
    },
  })
  const preview = page.locator('#preview-pane')
  const toggle = page.getByRole('button', { name: 'Toggle preview' })
  if (await preview.isVisible()) await toggle.click()
  await expect(preview).toBeHidden()
  await field(page, 'title').scrollIntoViewIfNeeded()
  await shot('entry')
  await toggle.click()
  await expect(page.frameLocator('#preview-pane').locator('h1')).toHaveText('Phone meetup')
  await page.frameLocator('#preview-pane').locator('h1').scrollIntoViewIfNeeded()
  await shot('entry-preview')
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
