import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { settle, toastWith } from '../blog/fixtures'
import { settingsSiteForEachSpec } from './settings-site'

/**
 * Settings that send the newsletter somewhere (content/settings/community.yml): to a provider
 * standing in on this machine. Suggestions: suggestion-github.spec.ts, suggestion-form.spec.ts.
 */
const stand = settingsSiteForEachSpec(
  (origin) => `newsletter:\n  action: ${origin}/subscribe\n  field: email\n`,
)

const newsletter = (page: Page) => page.getByRole('region', { name: 'Subscribe to our newsletter' })

async function subscribe(page: Page, address: string) {
  await gotoApp(page, `${stand.site.base}/blog`)
  await settle(page)
  await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill(address)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
}

test.describe('newsletter, with JavaScript', () => {
  test('the provider says yes: Subscribed!, and it received the address', async ({ page }) => {
    await subscribe(page, 'reader@example.com')
    await expect(toastWith(page, 'Subscribed!')).toBeVisible()
    expect(stand.provider.received).toEqual([{ email: 'reader@example.com' }])
    await expect(newsletter(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  })

  test('the provider refuses the address: an error toast, never Subscribed!', async ({ page }) => {
    await subscribe(page, 'refuse@example.com')
    await expect(toastWith(page, 'Subscription failed')).toContainText('did not accept this address')
    await expect(toastWith(page, 'Subscription failed')).toHaveAttribute('data-variant', 'destructive')
    await expect(toastWith(page, 'Subscribed!')).toHaveCount(0)
    await expect(newsletter(page).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'refuse@example.com',
    )
  })

  test('the provider is down: an error toast, never Subscribed!', async ({ page }) => {
    stand.provider.down = true
    await subscribe(page, 'reader@example.com')
    await expect(toastWith(page, 'Subscription failed')).toContainText('could not be reached')
    await expect(toastWith(page, 'Subscribed!')).toHaveCount(0)
  })
})

test.describe('newsletter, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the generated /blog posts the form to the provider, whose page answers; the policy allows it', async ({
    page,
  }) => {
    const response = await page.goto(`${stand.site.base}/blog`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain(`form-action 'self' ${stand.provider.origin}`)
    const form = newsletter(page).locator('form')
    await expect(form).toHaveAttribute('action', `${stand.provider.origin}/subscribe`)
    await expect(form).toHaveAttribute('method', 'post')
    await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(`${stand.provider.origin}/subscribe`)
    await expect(page.getByRole('heading', { name: 'Thanks, you are subscribed.' })).toBeVisible()
    expect(stand.provider.received).toEqual([{ email: 'reader@example.com' }])
  })
})

test('the generated form as a reader without JavaScript gets it: zero serious axe violations', async ({
  page,
}) => {
  // axe runs in the page: scripts stay on, the page's own are taken out (as e2e/events/event-fields.ts).
  await page.route('**/*.{js,mjs}', (route) => route.abort())
  await page.route(`${stand.site.base}/blog`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /<script\b(?![^>]*application\/json)[\s\S]*?<\/script>/gi,
      '',
    )
    await route.fulfill({ response, body: html.replace(/<\/?noscript>/gi, '') })
  })
  await page.goto(`${stand.site.base}/blog`)
  await expect(newsletter(page).locator(`form[action="${stand.provider.origin}/subscribe"]`)).toBeVisible()
  await expectAccessible(page)
})
