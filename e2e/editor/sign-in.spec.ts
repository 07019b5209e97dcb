import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { editorConfigYaml } from '../../shell/vite/admin/config'
import { EDITOR_SETTINGS } from '../../shell/vite/admin/settings'
import { MESSAGES } from '../../shell/vite/admin/sign-in/auth-worker'
import { SIGN_IN_NOTICES } from '../../shell/vite/admin/sign-in/popup-watch'
import { serveAuthWorker } from './support/auth-worker-server'
import { CONTENT_DIR } from './support/editor'
import { FakeGitHub } from './support/github-api'
import { OAUTH_APP } from './support/github-api/oauth'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 90_000 })

let github: FakeGitHub
let worker: Awaited<ReturnType<typeof serveAuthWorker>>

/**
 * /admin/ as a Pages build with the sign-in worker set (OSCK_EDITOR_AUTH_URL) writes it: the
 * repository's worker run by Node, GitHub's consent page and token exchange answered by the OAuth
 * stand-in, GitHub's API by the git-backed one, which accepts only the token the sign-in issued.
 */
test.beforeEach(async ({ page }, testInfo) => {
  github = new FakeGitHub(CONTENT_DIR)
  const origin = new URL(testInfo.project.use.baseURL!).origin
  worker = await serveAuthWorker({
    GITHUB_CLIENT_ID: OAUTH_APP.clientId,
    GITHUB_CLIENT_SECRET: OAUTH_APP.clientSecret,
    ALLOWED_ORIGINS: origin,
    GITHUB_URL: await github.oauth.start(),
  })
  github.tokens.clear()
  await github.serve(page)
  const config = editorConfigYaml({ ...EDITOR_SETTINGS, authUrl: worker.url, siteUrl: origin })
  await page.route('**/admin/config.yml', (route) =>
    route.fulfill({ body: config, contentType: 'text/yaml' }),
  )
})
test.afterEach(() => {
  worker.stop()
  github.remove()
})

/** "Login with GitHub", and the popup on GitHub's consent page. */
async function openConsent(page: Page) {
  await page.goto('/admin/')
  const login = page.getByRole('button', { name: 'Login with GitHub' })
  await expect(login).toBeInViewport({ ratio: 1, timeout: 30_000 })
  const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()])
  await expect(popup.getByRole('heading', { name: 'Authorize OSCK content editor' })).toBeVisible()
  return popup
}

test('an organiser signs in at 390 px through the repository’s worker, and the editor lists the sections', async ({
  page,
}) => {
  const popup = await openConsent(page)
  expect(new URL(popup.url()).searchParams.get('redirect_uri')).toBe(`${worker.url}/callback`)
  await popup.getByRole('link', { name: 'Authorize' }).click()
  await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect([...github.tokens]).toEqual([expect.stringMatching(/^gho_/)])
  expect(github.oauth.exchanges).toHaveLength(1)
})

test('GitHub refused: the editor says so, and signing in again works', async ({ page }) => {
  const popup = await openConsent(page)
  await popup.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByText(MESSAGES.denied)).toBeVisible()
  expect(github.tokens.size).toBe(0)

  const again = await openConsent(page)
  await again.getByRole('link', { name: 'Authorize' }).click()
  await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible({ timeout: 30_000 })
})

test('the popup closed before GitHub answered: the editor says the sign-in was cancelled', async ({
  page,
}) => {
  const popup = await openConsent(page)
  await popup.close()
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_NOTICES.cancelled)
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeEnabled()
})

test('GitHub down: the editor says GitHub did not answer, and nothing is signed in', async ({ page }) => {
  github.oauth.down = true
  const popup = await openConsent(page)
  await popup.getByRole('link', { name: 'Authorize' }).click()
  await expect(page.getByText(MESSAGES.githubDown)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(github.tokens.size).toBe(0)
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => v.id)).toEqual([])
})

test('with no sign-in worker set, /admin/ says so and links the steps, and Login never opens Netlify', async ({
  page,
}) => {
  await page.unroute('**/admin/config.yml')
  await page.goto('/admin/')
  const notice = page.getByRole('note')
  await expect(notice).toContainText('Sign-in is not set up for this site yet')
  await expect(notice.getByRole('link', { name: 'the steps in docs/editing.md' })).toHaveAttribute(
    'href',
    /\/docs\/editing\.md#setting-it-up-once-maintainers$/,
  )
  await expect(notice).toBeInViewport({ ratio: 1 })
  // `pnpm build` names the site http://localhost:8080 (a Pages build its Pages URL): the page the
  // config points at is answered from this build.
  const opened: string[] = []
  page.context().on('request', (request) => opened.push(request.url()))
  await page.context().route('http://localhost:8080/admin/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    await route.fulfill({ response: await route.fetch({ url: new URL(path, page.url()).href }) })
  })
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with GitHub' }).click(),
  ])
  await expect(popup.getByRole('heading', { name: 'Sign-in is not set up' })).toBeVisible()
  await expect(popup.getByRole('link', { name: 'the steps in docs/editing.md' })).toBeVisible()
  expect(new URL(popup.url()).pathname).toBe('/admin/sign-in-not-set-up.html')
  expect(opened.filter((url) => /netlify/.test(url))).toEqual([])
})
