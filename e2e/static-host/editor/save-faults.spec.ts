import type { Page } from '@playwright/test'
import { CONFLICT_MESSAGE } from '../../../shell/vite/admin/save/conflict'
import { gitBlobSha, newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { createEvent, expectPullRequests, field, signIn } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

/**
 * The phone loses its connection at the first request matching `method path` (GitHub's API) and
 * stays offline. Decap retries a failed request five times over about a minute before it gives
 * up: the page's clock is moved on through those pauses.
 */
async function goOfflineAt(page: Page, method: string, path: RegExp) {
  let offline = false
  await page.route('https://api.github.com/**', async (route) => {
    const request = route.request()
    offline ||= request.method() === method && path.test(new URL(request.url()).pathname)
    if (offline) await route.abort('internetdisconnected')
    else await route.fallback()
  })
  return () => offline
}

/** The header's word while the entry differs from what GitHub holds. */
const unsaved = (page: Page) => page.getByRole('link', { name: /Unsaved Changes/ })

/** Every notice Decap shows from now on (each stays on screen for 8 seconds of real time). */
async function recordNotices(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { notices: string[] }).notices = [])
    const before = new Set(document.querySelectorAll('.Toastify__toast'))
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify__toast'))
        if (!before.has(toast) && !seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { notices: string[] }).notices)
}

/** Time passes on the phone, in steps shorter than Decap's pauses. */
const later = (page: Page) => page.clock.fastForward(5_000)

test('the network drops while saving: the editor says it was not saved, keeps the entry and photo, and saving again makes one photo and one pull request', async ({
  page,
  live: { adminUrl, github },
}) => {
  await page.clock.install()
  await signIn(page, adminUrl, github)
  const photo = await newPhoto()
  await createEvent(page, { title: 'Offline meetup', photo })
  const branch = 'cms/events/offline-meetup'
  const save = page.getByRole('button', { name: 'Save' })

  // Cut before anything is written (the photo's upload), then after the branch, before its pull request.
  for (const [method, path] of [
    ['POST', /\/git\/blobs$/],
    ['POST', /\/pulls$/],
  ] as const) {
    const offline = await goOfflineAt(page, method, path)
    const notices = await recordNotices(page)
    await save.click()
    await expect
      .poll(async () => (await later(page), notices()), { intervals: [100], timeout: 60_000 })
      .toEqual([expect.stringContaining('Failed to persist entry: API_ERROR: Failed to fetch')])
    await expect(unsaved(page)).toBeVisible()
    expect(offline()).toBe(true)
    expect(github.pulls).toEqual([])
    await expect(field(page, 'title')).toHaveValue('Offline meetup')
    await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }

  await save.click()
  await expect
    .poll(async () => (await later(page), github.pulls.length), { intervals: [100], timeout: 60_000 })
    .toBe(1)
  await expectPullRequests(github, [branch])
  expect(github.git('diff', '--name-only', 'main', branch).split('\n')).toEqual([
    'content/events/offline-meetup.md',
    'content/uploads/offline-meetup.jpg',
  ])
  expect(github.git('rev-parse', `${branch}:content/uploads/offline-meetup.jpg`)).toBe(gitBlobSha(photo))
  // Decap keeps its cut-short attempt as a backup branch (cms_<time>/…), with no pull request.
  expect(github.branches().sort()).toEqual([
    branch,
    expect.stringMatching(/^cms_\d+\/events\/offline-meetup$/),
    'main',
  ])
  // One copy of the photo in the repository, under one name.
  expect(github.git('ls-tree', '-r', '--name-only', branch, 'content/uploads').split('\n')).toEqual(
    github
      .git('ls-tree', '-r', '--name-only', 'main', 'content/uploads')
      .split('\n')
      .concat('content/uploads/offline-meetup.jpg')
      .sort(),
  )
})

test('two organisers edit the same event: the second save shows the conflict and never replaces the first organiser’s change', async ({
  page,
  browser,
  live: { adminUrl, github, connect },
}) => {
  const other = await browser.newContext(PHONE_USE)
  try {
    await connect(other)
    const second = await other.newPage()
    const event = 'community-launch-meetup-2025'
    const path = `content/events/${event}.md`
    for (const organiser of [page, second]) {
      await signIn(organiser, adminUrl, github)
      await organiser.goto(`${adminUrl}#/collections/events/entries/${event}`)
      await expect(field(organiser, 'location')).toHaveValue('Outbox Hub, Kampala')
    }
    await field(page, 'location').fill('Innovation Village, Ntinda')
    await page.getByRole('button', { name: 'Save' }).click()
    const branch = `cms/events/${event}`
    await expectPullRequests(github, [branch])
    const first = github.git('show', `${branch}:${path}`)
    expect(first).toContain('location: "Innovation Village, Ntinda"')

    await field(second, 'location').fill('Kololo Airstrip')
    await second.getByRole('button', { name: 'Save' }).click()
    await expect(second.getByText(CONFLICT_MESSAGE)).toBeInViewport()
    await second.screenshot({ path: test.info().outputPath('editor-phone-conflict.png') })
    await expect(field(second, 'location')).toHaveValue('Kololo Airstrip')
    expect(github.git('show', `${branch}:${path}`)).toBe(first)
    expect(github.branches().sort()).toEqual([branch, 'main'])
    expect(github.pulls).toHaveLength(1)
  } finally {
    await other.close()
  }
})
