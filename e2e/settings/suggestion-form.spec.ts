import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { settle, toastWith } from '../blog/fixtures'
import { settingsSiteForEachSpec } from './settings-site'

/**
 * Suggestions sent to a form endpoint (content/settings/community.yml `suggestions.form`), a form
 * service standing in on this machine: it says yes, refuses (a value containing "refuse") or is down.
 */
const SUBMITTED = 'Project suggestion submitted successfully!'
const NOT_SENT = 'Suggestion not sent'
const VALUES = {
  'Your Name': 'Jane Namukasa',
  Email: 'jane@example.com',
  'Project Title': 'Matatu Tracker',
  'Project Description': 'Live taxi positions.',
}
const stand = settingsSiteForEachSpec((origin) => `suggestions:\n  form: ${origin}/ideas\n`)

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Suggest a Project' })
const field = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true })

async function suggest(page: Page, values: Record<string, string>) {
  await gotoApp(page, `${stand.site.base}/projects`)
  await settle(page)
  await page.getByRole('button', { name: 'Suggest a Project' }).first().click()
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value)
  await dialog(page).getByRole('button', { name: 'Submit Suggestion' }).click()
}

async function expectNothingLost(page: Page, values: Record<string, string>) {
  await expect(dialog(page)).toBeVisible()
  for (const [name, value] of Object.entries(values)) await expect(field(page, name)).toHaveValue(value)
}

test('the endpoint says yes: it has the four fields, the spec’s toast, the dialog closes and resets', async ({
  page,
}) => {
  await suggest(page, VALUES)
  await expect(toastWith(page, SUBMITTED)).toContainText('The organisers have received it.')
  await expect(dialog(page)).toHaveCount(0)
  expect(stand.provider.received).toEqual([
    {
      name: 'Jane Namukasa',
      email: 'jane@example.com',
      projectTitle: 'Matatu Tracker',
      projectDescription: 'Live taxi positions.',
    },
  ])
  await page.getByRole('button', { name: 'Suggest a Project' }).first().click()
  for (const name of Object.keys(VALUES)) await expect(field(page, name)).toHaveValue('')
  await expectAccessible(page)
})

test('the endpoint refuses: an error toast, never the spec’s, and nothing typed is lost', async ({
  page,
}) => {
  const values = { ...VALUES, 'Project Title': 'Please refuse this' }
  await suggest(page, values)
  await expect(toastWith(page, NOT_SENT)).toContainText('did not accept it')
  await expect(toastWith(page, NOT_SENT)).toHaveAttribute('data-variant', 'destructive')
  await expect(toastWith(page, SUBMITTED)).toHaveCount(0)
  await expectNothingLost(page, values)
  await expectAccessible(page)
})

test('the endpoint is down: an error toast, nothing lost, and the same values go once it is back', async ({
  page,
}) => {
  stand.provider.down = true
  await suggest(page, VALUES)
  await expect(toastWith(page, NOT_SENT)).toContainText('could not be reached')
  await expect(toastWith(page, SUBMITTED)).toHaveCount(0)
  await expectNothingLost(page, VALUES)
  stand.provider.down = false
  await dialog(page).getByRole('button', { name: 'Submit Suggestion' }).click()
  await expect(toastWith(page, SUBMITTED)).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  expect(stand.provider.received.map((fields) => fields.projectTitle)).toEqual(['Matatu Tracker'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the generated /projects posts the same fields to the endpoint; the policy allows it', async ({
    page,
  }) => {
    const response = await page.goto(`${stand.site.base}/projects`)
    expect(response?.headers()['content-security-policy'] ?? '').toContain(
      `form-action 'self' ${stand.provider.origin}`,
    )
    const form = page.getByRole('region', { name: 'Suggest a Project' }).locator('form')
    await expect(form).toHaveAttribute('action', `${stand.provider.origin}/ideas`)
    for (const [name, value] of Object.entries(VALUES)) await form.getByLabel(name).fill(value)
    await form.getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(page).toHaveURL(`${stand.provider.origin}/ideas`)
    expect(stand.provider.received).toEqual([
      {
        name: 'Jane Namukasa',
        email: 'jane@example.com',
        projectTitle: 'Matatu Tracker',
        projectDescription: 'Live taxi positions.',
      },
    ])
  })
})
