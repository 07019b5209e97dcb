import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'

interface PartRequest {
  part: string
  /** The scripts on the stack that asked for it, innermost first. */
  stack: string[]
}

/** Each gateway-part download (`@osck/shared/<part>` chunk) with the scripts that started it. */
async function recordPartRequests(page: Page): Promise<PartRequest[]> {
  const requests: PartRequest[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const part = /__federation_shared_@osck\/shared\/(\w+)-[^/]+\.js$/.exec(request.url)?.[1]
    if (part) requests.push({ part, stack: (initiator.stack?.callFrames ?? []).map((frame) => frame.url) })
  })
  return requests
}

/** Started by a remote's federation runtime: the screen asked for it once it ran. */
const askedByScreen = (request: PartRequest) => request.stack.some((url) => url.includes('/remotes/'))

for (const [path, parts] of [
  ['/events', ['inputs']],
  ['/blog', ['inputs']],
  ['/projects', ['inputs']],
] as const) {
  test(`${path}: the shell starts the screen's gateway parts (${parts.join(', ')}) with the remote`, async ({
    page,
  }) => {
    const requests = await recordPartRequests(page)
    await gotoApp(page, path)
    await expect(page.locator('main h1').first()).toBeVisible()
    const partsRequested = () => [...new Set(requests.map((r) => r.part))].sort()
    await expect.poll(partsRequested).toEqual([...parts].sort())
    await page.waitForLoadState('networkidle')
    expect(partsRequested()).toEqual([...parts].sort())
    for (const part of parts) {
      const first = requests.find((request) => request.part === part)!
      expect(askedByScreen(first), `${part} started by ${first.stack.join(' < ')}`).toBe(false)
    }
  })
}

test('an event page downloads no gateway part: the tabs are plain elements of the list screen', async ({
  page,
}) => {
  const requests = await recordPartRequests(page)
  await gotoApp(page, '/events/git-and-github-workshop')
  await expect(page.locator('main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests.map((r) => r.part)).toEqual([])
})

test('a section reached from Home gets its parts started with its remote too', async ({ page }) => {
  const requests = await recordPartRequests(page)
  await gotoApp(page, '/home')
  await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible()
  await expect.poll(() => requests.map((r) => r.part)).toContain('inputs')
  expect(askedByScreen(requests.find((request) => request.part === 'inputs')!)).toBe(false)
})

test('a part a screen loads later (the suggestion dialog) is asked for by the screen', async ({ page }) => {
  const requests = await recordPartRequests(page)
  await gotoApp(page, '/projects')
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(requests.map((r) => r.part)).not.toContain('dialog')
  await page
    .getByRole('button', { name: /suggest/i })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(askedByScreen(requests.find((request) => request.part === 'dialog')!)).toBe(true)
})
