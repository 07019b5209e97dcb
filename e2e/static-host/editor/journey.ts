import { expect, type Page } from '@playwright/test'
import { SIGN_IN_EXPIRED_AT_SAVE } from '../../../shell/vite/admin/save/signed-in'
import { SIGN_IN_EXPIRED } from '../../../shell/vite/admin/sign-in/expired'
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

/** The editor on GitHub (fixture.ts's `live`). */
interface Editor {
  adminUrl: string
  github: FakeGitHub
}
/** An organiser at an entry of the editor, every dialog it opened accepted and kept. */
export interface AtEntry extends Editor {
  entryUrl: string
  dialogs: string[]
}

/** Signed in (dialogs accepted, acceptDialogs) and at `hash` of the editor: `#/collections/…`. */
export async function signedInAt(page: Page, { adminUrl, github }: Editor, hash: string): Promise<AtEntry> {
  const dialogs = acceptDialogs(page)
  await signIn(page, adminUrl, github)
  const entryUrl = `${adminUrl}${hash}`
  await page.goto(entryUrl)
  return { adminUrl, github, entryUrl, dialogs }
}

/**
 * GitHub stops accepting the token while the entry at `entryUrl` is unsaved: the save is refused
 * in words, the reload shows the login page saying why, the organiser signs in again and reopens
 * the entry, and Decap offers its local backup back (accepted).
 */
export async function signInAgainAfterExpiry(page: Page, { adminUrl, github, entryUrl, dialogs }: AtEntry) {
  github.tokens.clear()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(SIGN_IN_EXPIRED_AT_SAVE)).toBeVisible()
  await page.goto(adminUrl)
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_EXPIRED)
  await signIn(page, undefined, github)
  const offered = dialogs.length
  await page.goto(entryUrl)
  await expect
    .poll(() => dialogs.slice(offered))
    .toContainEqual(expect.stringMatching(/^confirm: A local backup was recovered/))
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

/**
 * What the photo field's thumbnail shows, as git names a file's content (gitBlobSha): the bytes
 * behind the image's address, read in the page.
 */
export const thumbnailSha = (page: Page) =>
  page
    .locator('img[role="presentation"]')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer())
      const blob = new Blob([`blob ${bytes.length}\0`, bytes])
      const sha = await crypto.subtle.digest('SHA-1', await blob.arrayBuffer())
      return Array.from(new Uint8Array(sha), (byte) => byte.toString(16).padStart(2, '0')).join('')
    })
