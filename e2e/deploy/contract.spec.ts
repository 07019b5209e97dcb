import type { Page, Route } from '@playwright/test'
import { CONTRACT_VERSION } from '@osck/shared/contract'
import { MAIN } from './support/stack'
import { expect, expectSectionWorks, test, unavailable, waitForApp } from './support/fixtures'

const [major = 0, minor = 0] = CONTRACT_VERSION.split('.').map(Number)

/** Serves the blog remote as if it had been built against `version` (its exposed module declares it). */
async function blogDeclares(page: Page, version: string): Promise<{ patched: number }> {
  const state = { patched: 0 }
  await page.route(
    (url) => url.origin === MAIN.blog && url.pathname.endsWith('.js'),
    async (route: Route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes('contractVersion:')) return route.fulfill({ response })
      state.patched += 1
      const patched = body.replace(/contractVersion:[\w$."]+/g, `contractVersion:${JSON.stringify(version)}`)
      return route.fulfill({ response, body: patched })
    },
  )
  return state
}

/** Serves the shell as if it had been built against `version` (its gateway's CONTRACT_VERSION). */
async function shellProvides(page: Page, version: string): Promise<{ patched: number }> {
  const state = { patched: 0 }
  await page.route(
    (url) => url.origin === MAIN.shell && url.pathname.endsWith('.js'),
    async (route: Route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes("is not the shell's")) return route.fulfill({ response })
      const literal = JSON.stringify(CONTRACT_VERSION)
      expect(body.split(literal).length - 1, 'CONTRACT_VERSION literals in the gateway chunk').toBe(1)
      state.patched += 1
      return route.fulfill({ response, body: body.replace(literal, JSON.stringify(version)) })
    },
  )
  return state
}

async function expectBlogRefused(
  page: Page,
  consoleLog: string[],
  reason: string,
  remote: { patched: number },
): Promise<void> {
  await page.goto(`${MAIN.shell}/blog`)
  await waitForApp(page)
  await expect(unavailable(page, 'The blog')).toBeVisible({ timeout: 15_000 })
  expect(remote.patched, 'the exposed module was served with the other version').toBeGreaterThan(0)
  // The reason is logged.
  await expect.poll(() => consoleLog).toContain(`error: [remotes] the blog remote was refused: ${reason}`)
  await expect(page.getByRole('banner')).toBeVisible()

  // The rest of the site works: the other sections, and Home with the events teaser.
  await expectSectionWorks(page, MAIN.shell, '/events', 'nav', { detail: false })
  await expectSectionWorks(page, MAIN.shell, '/projects', 'nav', { detail: false })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home', exact: true })
    .click()
  await expect(unavailable(page, 'The blog')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(1)
}

test.describe('contract versions in the browser', () => {
  // Chunks the page is still downloading when a test ends (a screen's gateway parts, say) must not
  // fail it from inside their route handler.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

  test('a remote built against another contract major is refused; the rest of the site works', async ({
    page,
    consoleLog,
  }) => {
    const version = `${major + 1}.0.0`
    const remote = await blogDeclares(page, version)
    await expectBlogRefused(
      page,
      consoleLog,
      `contract major ${major + 1} is not the shell's ${major}`,
      remote,
    )
  })

  test('a remote that needs a newer minor than the shell provides is refused', async ({
    page,
    consoleLog,
  }) => {
    const version = `${major}.${minor + 1}.0`
    const remote = await blogDeclares(page, version)
    await expectBlogRefused(
      page,
      consoleLog,
      `remote needs contract ${version}, shell provides ${CONTRACT_VERSION}`,
      remote,
    )
  })

  test('a remote built against an older minor than the shell loads', async ({ page, consoleLog }) => {
    // The shell is one minor ahead of the remote (the remote keeps its real CONTRACT_VERSION).
    const shell = await shellProvides(page, `${major}.${minor + 1}.0`)
    await expectSectionWorks(page, MAIN.shell, '/blog')
    expect(shell.patched, 'the gateway was served with the newer minor').toBeGreaterThan(0)
    expect(consoleLog.filter((line) => line.includes('[remotes]'))).toEqual([])
  })
})
