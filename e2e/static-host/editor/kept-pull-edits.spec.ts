import { bytesOn, markdownMode, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import {
  acceptDialogs,
  createEvent,
  expectPullRequests,
  field,
  localBackup,
  signIn,
  signInAgainAfterExpiry,
} from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const SLUG = 'ntinda-design-meetup'
const EVENT = `content/events/${SLUG}.md`
const BRANCH = `cms/events/${SLUG}`
const ADDED = 'Bring a laptop and a design you are stuck on.'

test('after the sign-in expires, the edits of an entry waiting in its pull request come back once signed in again, and saving updates that pull request, changing only those lines', async ({
  page,
  live: { adminUrl, github },
}) => {
  const dialogs = acceptDialogs(page)
  await signIn(page, adminUrl, github)
  // Saved once: the event waits on its own branch, in an open pull request, not yet published.
  await createEvent(page, { title: 'Ntinda design meetup', photo: await newPhoto() })
  await page.getByRole('button', { name: 'Save' }).click()
  await expectPullRequests(github, [BRANCH])
  // Decap labels its pull request once opened: the save is done then.
  await expect.poll(() => github.pulls[0]?.labels).toEqual(['decap-cms/draft'])
  const pull = structuredClone(github.pulls[0])
  const saved = bytesOn(github, BRANCH, EVENT).toString()
  const savedCommit = github.git('rev-parse', BRANCH)

  // The organiser comes back to it later and edits it.
  await page.goto(adminUrl)
  const entryUrl = `${adminUrl}#/collections/events/entries/${SLUG}`
  await page.goto(entryUrl)
  await expect(field(page, 'location')).toHaveValue('Innovation Village, Ntinda')
  await field(page, 'location').fill('Outbox Hub, Kampala')
  await field(page, 'category').fill('Meetup')
  await markdownMode(page)
  await page.keyboard.type(ADDED)
  await expect.poll(() => localBackup(page, `backup.events.${SLUG}`)).toContain(ADDED)

  await signInAgainAfterExpiry(page, { adminUrl, github, entryUrl, dialogs })
  await expect(field(page, 'location')).toHaveValue('Outbox Hub, Kampala')
  await expect(field(page, 'category')).toHaveValue('Meetup')
  await expect(page.getByLabel('markdown field')).toContainText(ADDED)
  await expect(page.getByText('Unsaved Changes')).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect.poll(() => github.git('rev-parse', BRANCH)).not.toBe(savedCommit)
  // The same pull request and branch, one commit further: nothing else opened, nothing left over.
  await expectPullRequests(github, [BRANCH])
  expect(github.pulls).toEqual([pull])
  expect(github.branches().sort()).toEqual([BRANCH, 'main'])
  expect(github.git('rev-parse', `${BRANCH}~1`)).toBe(savedCommit)
  expect(github.git('diff', '--name-only', savedCommit, BRANCH)).toBe(EVENT)
  const edited = saved.replace(
    'location: Innovation Village, Ntinda\n',
    'location: Outbox Hub, Kampala\ncategory: Meetup\n',
  )
  expect(bytesOn(github, BRANCH, EVENT).toString()).toBe(`${edited}${ADDED}\n`)
})
