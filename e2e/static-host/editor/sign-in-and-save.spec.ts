import { gitBlobSha, newPhoto } from '../../editor/support/editor'
import type { FakeGitHub } from '../../editor/support/github-api'
import { PHONE } from '../../editor/support/phone-layout'
import { expect, test } from '../support'
import { createEvent, expectPullRequests, signIn } from './journey'
import { liveGitHub, serveLiveSite } from './live-editor'

test.use({ viewport: PHONE, isMobile: true, hasTouch: true })
test.describe.configure({ mode: 'default', timeout: 120_000 })

let host: Awaited<ReturnType<typeof serveLiveSite>>
let github: FakeGitHub

test.beforeEach(async ({ context, site }, testInfo) => {
  test.skip(site.base === '/', 'the live site is a project site: once, under /osck-site/')
  host = await serveLiveSite(testInfo, Number(new URL(site.url).port) + 40)
  github = await liveGitHub(context, host.origin)
})
test.afterEach(async () => {
  github?.remove()
  await host?.stop()
})

test('on the Pages build at 390 px an organiser signs in, creates an event with a JPEG photo and saves: one branch, one pull request, the entry and its photo', async ({
  page,
}) => {
  await signIn(page, `${host.url}admin/`, github)
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
