import { expect, type Page } from '@playwright/test'
import type { FakeGitHub } from '../../editor/support/github-api'

/** Accepts every dialog the editor opens (Decap's backup offer is a `confirm`) and keeps what each said. */
export function acceptDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => void (dialogs.push(`${dialog.type()}: ${dialog.message()}`), dialog.accept()))
  return dialogs
}

export const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

/** "Login with GitHub" at `adminUrl`, the popup's consent page: "Authorize" or `answer`. */
export async function openConsent(page: Page, adminUrl?: string) {
  if (adminUrl) await page.goto(adminUrl)
  const login = page.getByRole('button', { name: 'Login with GitHub' })
  await expect(login).toBeInViewport({ ratio: 1, timeout: 30_000 })
  const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()])
  await expect(popup.getByRole('heading', { name: 'Authorize OSCK content editor' })).toBeVisible()
  return popup
}

/** Signed in through the worker: GitHub issued one token, and the editor lists the sections. */
export async function signIn(page: Page, adminUrl: string | undefined, github: FakeGitHub) {
  const popup = await openConsent(page, adminUrl)
  const before = github.tokens.size
  await popup.getByRole('link', { name: 'Authorize' }).click()
  await expect.poll(() => github.tokens.size).toBe(before + 1)
  await expect.poll(() => popup.isClosed()).toBe(true)
}

/** A new event with a date, a place and a JPEG photo, not saved yet. */
export async function createEvent(
  page: Page,
  { title, photo, picker }: { title: string; photo: Buffer; picker?: () => Promise<unknown> },
) {
  await page
    .getByRole('link', { name: /Events/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Create entry of type Event' }).click()
  await field(page, 'title').fill(title)
  await field(page, 'date').fill('2030-02-03')
  await page.getByLabel('Date and time: time').fill('17:00')
  await field(page, 'location').fill('Innovation Village, Ntinda')
  await page.getByRole('button', { name: 'Choose an image' }).first().click()
  await page.locator('input[type=file]').setInputFiles({
    name: `${title.toLowerCase().replace(/ /g, '-')}.jpg`,
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await picker?.()
  await page.getByRole('button', { name: /Choose selected/i }).click()
  await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible()
}

/** The pull requests GitHub holds, by branch, each an open draft onto main. */
export async function expectPullRequests(github: FakeGitHub, branches: string[]) {
  await expect
    .poll(() => github.pulls.map((pr) => [pr.head, pr.base, pr.state]), { timeout: 30_000 })
    .toEqual(branches.map((branch) => [branch, 'main', 'open']))
}

/**
 * The local backup Decap keeps of an unsaved entry (`backup.<section>` for a new one, in
 * localForage's IndexedDB store) as JSON, written about two seconds after the last change.
 */
export const localBackup = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('localforage')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve('')
          const value = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get(key)
          value.onsuccess = () => resolve(JSON.stringify(value.result ?? ''))
        }
      }),
    key,
  )
