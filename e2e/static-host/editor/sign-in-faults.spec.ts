import { SIGN_IN_EXPIRED_AT_SAVE } from '../../../shell/vite/admin/save/signed-in'
import { MESSAGES } from '../../../shell/vite/admin/sign-in/auth-worker'
import { SIGN_IN_EXPIRED } from '../../../shell/vite/admin/sign-in/expired'
import { SIGN_IN_NOTICES } from '../../../shell/vite/admin/sign-in/popup-watch'
import { newPhoto } from '../../editor/support/editor'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { acceptDialogs, createEvent, field, localBackup, openConsent, signIn } from './journey'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

test('sign-in fails (token withdrawn, refused, popup closed, GitHub down): each says so, and the unsaved event is offered back after signing in again', async ({
  page,
  live: { adminUrl, github },
}, testInfo) => {
  const dialogs = acceptDialogs(page)
  await signIn(page, adminUrl, github)
  const photo = await newPhoto()
  await createEvent(page, { title: 'Kept meetup', photo })
  await expect.poll(() => localBackup(page, 'backup.events')).toContain('/uploads/kept-meetup.jpg')

  // GitHub stops accepting the token (it expired, or was withdrawn) while the event is unsaved.
  github.tokens.clear()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(SIGN_IN_EXPIRED_AT_SAVE)).toBeVisible()
  await page.goto(adminUrl)
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_EXPIRED)
  await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: testInfo.outputPath('editor-phone-sign-in-expired.png') })

  const refused = await openConsent(page)
  await refused.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByText(MESSAGES.denied)).toBeVisible()

  const closed = await openConsent(page)
  await closed.close()
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_NOTICES.cancelled)

  github.oauth.down = true
  const down = await openConsent(page)
  await down.getByRole('link', { name: 'Authorize' }).click()
  await expect(page.getByText(MESSAGES.githubDown)).toBeVisible()
  github.oauth.down = false

  await signIn(page, undefined, github)
  // Decap's local backup of the unsaved event, offered back when it is opened again.
  await page.goto(`${adminUrl}#/collections/events/new`)
  // The browser's "leave this page?" on the reload with unsaved changes, then Decap's offer.
  await expect
    .poll(() => dialogs)
    .toEqual([
      'beforeunload: ',
      'confirm: A local backup was recovered for this entry, would you like to use it?',
    ])
  // The whole event comes back, its photo too (kept-entry.spec.ts saves a post restored so).
  await expect(field(page, 'location')).toHaveValue('Innovation Village, Ntinda')
  await expect(field(page, 'title')).toHaveValue('Kept meetup')
  await expect(field(page, 'date')).toHaveValue('2030-02-03')
  await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible()
})
