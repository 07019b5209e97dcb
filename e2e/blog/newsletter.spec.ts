import { expect, test, type Page } from '@playwright/test'
import { gotoApp, recordNetworkCalls, recordDataRequests } from '../support/app'
import { mockBlog, settle, toastWith, waitForBlog } from './fixtures'

const newsletter = (page: Page) => page.getByRole('region', { name: 'Subscribe to our newsletter' })
const email = (page: Page) => newsletter(page).getByRole('textbox', { name: 'Email address' })

async function open(page: Page) {
  await mockBlog(page)
  await gotoApp(page, '/blog')
  await waitForBlog(page)
  await settle(page)
}

test.describe('newsletter', () => {
  test('a labelled, required email field and a Subscribe button under a heading', async ({ page }) => {
    await open(page)
    await expect(
      newsletter(page).getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' }),
    ).toBeVisible()
    await expect(email(page)).toHaveAttribute('type', 'email')
    await expect(email(page)).toHaveAttribute('required', '')
    await expect(newsletter(page).getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })

  test('a valid address: Subscribed! toast, the field is cleared, nothing is sent', async ({ page }) => {
    await open(page)
    const requests = recordDataRequests(page)
    const calls = await recordNetworkCalls(page)
    await email(page).fill('reader@example.com')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(toastWith(page, 'Subscribed!')).toContainText('Thanks for subscribing to our newsletter.')
    await expect(email(page)).toHaveValue('')
    expect(await calls()).toEqual([])
    expect(requests.urls).toEqual([])
  })

  test('our rule: without the browser checks, no @ (or blank) toasts Invalid email, and the value stays', async ({
    page,
  }) => {
    await open(page)
    // Switch the browser's own validation off so that our rule alone decides.
    await newsletter(page)
      .locator('form')
      .evaluate((form: HTMLFormElement) => (form.noValidate = true))
    const requests = recordDataRequests(page)
    await email(page).fill('reader.example.com')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    const toast = toastWith(page, 'Invalid email')
    await expect(toast).toContainText('Please enter a valid email address')
    await expect(toast).toHaveAttribute('data-variant', 'destructive')
    await expect(email(page)).toHaveValue('reader.example.com')

    await email(page).fill('   ')
    await email(page).press('Enter')
    await expect(toastWith(page, 'Invalid email')).toHaveCount(2)
    await expect(toastWith(page, 'Subscribed!')).toHaveCount(0)

    // The rule is "non-empty and contains @": 'a@' passes it (the browser alone would refuse it).
    await email(page).fill('a@')
    await email(page).press('Enter')
    await expect(toastWith(page, 'Subscribed!')).toBeVisible()
    await expect(email(page)).toHaveValue('')
    expect(requests.urls).toEqual([])
  })

  test('with the browser checks on, an address without @ is refused before our rule runs', async ({
    page,
  }) => {
    await open(page)
    await email(page).fill('reader.example.com')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    expect(await email(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    // The browser refused the submit: the form's :invalid state is what the user sees, and no toast came.
    await expect(newsletter(page).locator('form:invalid')).toHaveCount(1)
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0)
    await expect(toastWith(page, 'Subscribed!')).toHaveCount(0)
    await expect(email(page)).toHaveValue('reader.example.com')
  })
})
