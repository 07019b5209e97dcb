import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { bytesOn, caretAtEnd, CONTENT_DIR, markdownMode } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import {
  expectPullRequests,
  field as fieldOf,
  localBackup,
  signedInAt,
  signInAgainAfterExpiry,
} from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const SLUG = 'kampala-react-meetup-recap'
const POST = `content/blog/${SLUG}.md`
const PUBLISHED = readFileSync(`${CONTENT_DIR}/blog/${SLUG}.md`, 'utf8')
/** The form's own field: the body's image also has a title field, further down. */
const field = (page: Page, name: string) => fieldOf(page, name).first()
const ADDED = 'Slides are in the community chat.'
/** The published post with the lines the organiser edited, and nothing else, changed. */
const EDITED = PUBLISHED.replace(
  'title: "Recap: React Kampala Meetup at Innovation Village"',
  'title: "Recap: React Kampala Meetup in Ntinda"',
)
  .replace(/^description: .*$/m, 'description: "Sixty developers and three talks."')
  .replace('author: "Joel Ssempa"', 'author: "Joel Ssempa and Brenda A."')
  .replace('tags: ["react", "meetup", "accessibility"]', 'tags: ["react", "meetup", "kampala"]')
  .replace('featured: false', 'featured: true')
  .replace(/\n$/, `\n\n${ADDED}\n`)

test('after the sign-in expires, the edits of a published post (fields and body) come back whole once signed in again, and saving changes only those lines', async ({
  page,
  live,
}) => {
  const editing = await signedInAt(page, live, `#/collections/blog/entries/${SLUG}`)
  await expect(field(page, 'author')).toHaveValue('Joel Ssempa')
  await field(page, 'title').fill('Recap: React Kampala Meetup in Ntinda')
  await field(page, 'description').fill('Sixty developers and three talks.')
  await field(page, 'author').fill('Joel Ssempa and Brenda A.')
  await field(page, 'tags').fill('react, meetup, kampala')
  await field(page, 'featured').click()
  const body = await markdownMode(page)
  await caretAtEnd(page)
  await page.keyboard.press('Enter')
  await page.keyboard.type(ADDED)
  // The body's last line, not its first.
  const lastLine = () =>
    body.getByRole('textbox').evaluate((box) => box.innerText.trimEnd().split('\n').at(-1))
  await expect.poll(lastLine).toBe(ADDED)
  await expect.poll(() => localBackup(page, `backup.blog.${SLUG}`)).toContain(ADDED)

  await signInAgainAfterExpiry(page, editing)
  const values = () =>
    Promise.all(['title', 'description', 'author', 'tags'].map((name) => field(page, name).inputValue()))
  await expect
    .poll(values)
    .toEqual([
      'Recap: React Kampala Meetup in Ntinda',
      'Sixty developers and three talks.',
      'Joel Ssempa and Brenda A.',
      'react, meetup, kampala',
    ])
  await expect(field(page, 'featured')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByLabel('markdown field')).toContainText(ADDED)
  await expect(page.getByText('Unsaved Changes')).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  const { github } = live
  const branch = `cms/blog/${SLUG}`
  await expectPullRequests(github, [branch])
  expect(github.git('diff', '--name-only', 'main', branch)).toBe(POST)
  expect(bytesOn(github, branch, POST).toString()).toBe(EDITED)
})
