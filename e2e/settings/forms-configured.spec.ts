import { expect, test, type Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { startFixtureSite, type FixtureSite } from '../support/fixture-site'
import { startStandInProvider, type StandInProvider } from '../support/stand-in-provider'
import { settle, toastWith } from '../blog/fixtures'

/**
 * Settings that send the newsletter somewhere (content/settings/community.yml): to a provider
 * standing in on this machine. Suggestions: suggestion-github.spec.ts, suggestion-form.spec.ts.
 */
let provider: StandInProvider
let site: FixtureSite

test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  provider = await startStandInProvider()
  site = await startFixtureSite({
    write: (content) => {
      mkdirSync(join(content, 'settings'), { recursive: true })
      writeFileSync(
        join(content, 'settings/community.yml'),
        `newsletter:\n  action: ${provider.origin}/subscribe\n  field: email\n`,
      )
    },
  })
})

test.afterAll(async () => {
  site?.close()
  await provider?.close()
})

test.beforeEach(() => {
  provider.received.length = 0
  provider.down = false
})

const newsletter = (page: Page) => page.getByRole('region', { name: 'Subscribe to our newsletter' })

async function subscribe(page: Page, address: string) {
  await gotoApp(page, `${site.base}/blog`)
  await settle(page)
  await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill(address)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
}

test.describe('newsletter, with JavaScript', () => {
  test('the provider says yes: Subscribed!, and it received the address', async ({ page }) => {
    await subscribe(page, 'reader@example.com')
    await expect(toastWith(page, 'Subscribed!')).toBeVisible()
    expect(provider.received).toEqual([{ email: 'reader@example.com' }])
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
    provider.down = true
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
    const response = await page.goto(`${site.base}/blog`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain(`form-action 'self' ${provider.origin}`)
    const form = newsletter(page).locator('form')
    await expect(form).toHaveAttribute('action', `${provider.origin}/subscribe`)
    await expect(form).toHaveAttribute('method', 'post')
    await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(`${provider.origin}/subscribe`)
    await expect(page.getByRole('heading', { name: 'Thanks, you are subscribed.' })).toBeVisible()
    expect(provider.received).toEqual([{ email: 'reader@example.com' }])
  })
})

test('the generated form as a reader without JavaScript gets it: zero serious axe violations', async ({
  page,
}) => {
  // axe runs in the page: scripts stay on, the page's own are taken out (as e2e/events/event-fields.ts).
  await page.route('**/*.{js,mjs}', (route) => route.abort())
  await page.route(`${site.base}/blog`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /<script\b(?![^>]*application\/json)[\s\S]*?<\/script>/gi,
      '',
    )
    await route.fulfill({ response, body: html.replace(/<\/?noscript>/gi, '') })
  })
  await page.goto(`${site.base}/blog`)
  await expect(newsletter(page).locator(`form[action="${provider.origin}/subscribe"]`)).toBeVisible()
  await expectAccessible(page)
})
