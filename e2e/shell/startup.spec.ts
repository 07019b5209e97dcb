import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

// V8's explicit compile hint, as site-build/src/compile-hint.ts writes it: the magic comment itself.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const GATEWAY = /\/assets\/__federation_shared_@osck\/shared-[^/]+\.js$/

test.describe('start-up', () => {
  const CASES = [
    // A list reads its section's list data, never each file.
    { path: '/blog', early: [/^\/remotes\/blog\//, /^\/content\/blog\/list\.json$/] },
    // Home's first screen is its own hero; the teasers wait for it (below).
    { path: '/home', early: [/\/HomePage-[^/]+\.js$/] },
    // The section starts its screen's chunk as it arrives (not when React reaches its lazy routes).
    { path: '/events', early: [/^\/remotes\/events\/EventsListPage-/] },
    { path: '/projects/boda-safety-app', early: [/^\/remotes\/projects\/ProjectDetailPage-/] },
    {
      path: '/blog/why-documentation-matters',
      early: [/^\/remotes\/blog\//, /^\/content\/blog\/.+\.md$/],
      // The markdown renderer's chunk (its name is the bundler's choice).
      earlyCode: 'osck-markdown',
    },
  ]
  for (const { path, early, earlyCode } of CASES) {
    test(`${path}: its remote, content and screen code download while the shared gateway is on its way`, async ({
      page,
    }) => {
      const requested = new Set<string>()
      page.on('request', (request) => requested.add(new URL(request.url()).pathname))
      const scripts: string[] = []
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
      })
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(GATEWAY, async (route) => {
        await released
        await route.continue()
      })

      await page.goto(path, { waitUntil: 'commit' })
      // Were these waiting for the gateway (React, the UI kit), they would never start.
      for (const pattern of early) {
        await expect
          .poll(() => [...requested].some((p) => pattern.test(p)), { message: String(pattern) })
          .toBe(true)
      }
      if (earlyCode) await expect.poll(() => scripts.some((text) => text.includes(earlyCode))).toBe(true)
      release()
      await expect(page.locator('main h1, main h2').first()).toBeVisible()
      // Home's screen is a chunk of its own that no other page downloads (the service worker's
      // precache fetches it later, for offline use, outside the page's own resources).
      const pageFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
      expect(pageFiles.some((name) => /\/assets\/HomePage-/.test(name))).toBe(path === '/home')
    })
  }

  test("/home: the teasers' remotes and content start once the hero has painted", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    // Home's skeleton time runs on the page's timers: with the clock held, the hero cannot show.
    await page.clock.install()
    const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes.json'))
    const homeCode = page.waitForResponse((response) => /\/HomePage-[^/]+\.js$/.test(response.url()))
    await page.goto('/home')
    await expect(page.getByText('Loading the home page…')).toBeAttached()
    // Everything a teaser would wait for is there (the remotes' addresses, Home's code) and frames
    // have passed, but the hero is held back: nothing of the teasers has started.
    await Promise.all([manifest, homeCode])
    await page.clock.runFor(100)
    const teaserFiles = (paths: string[]) =>
      paths.filter(
        (path) => path.startsWith('/remotes/') || /^\/content\/[^/]+\/(?:list\.json|.+\.md)$/.test(path),
      )
    expect(teaserFiles(requested)).toEqual([])
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    await page.clock.runFor(1000)
    await page.clock.resume()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const blogTeaser = page.getByTestId('home-blog')
    await expect(blogTeaser.locator('article').first()).toBeVisible()
    await expect(page.getByTestId('home-events').locator('article').first()).toBeVisible()
    expect(teaserFiles(requested).some((path) => path.startsWith('/remotes/blog/'))).toBe(true)
    expect(teaserFiles(requested)).toContain('/content/events/list.json')
  })

  test('the HTML asks for the start-up chunks and content indexes up front', async ({ request }) => {
    const html = await (await request.get('/blog')).text()
    expect(html).toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/bootstrap-[^"]+\.js"/)
    expect(html).toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/__federation_shared_@osck\/shared-/)
    // Home's screen loads with Home (started by the entry), never on every page.
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]+href="\/assets\/Home/)
    for (const section of ['blog', 'events', 'projects']) {
      expect(html).toContain(`<link rel="preload" href="/content/${section}/index.json" as="fetch"`)
    }
  })

  test('each content index and file is requested once per page load; a list reads no markdown file', async ({
    page,
  }) => {
    const counts = new Map<string, number>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/content/')) counts.set(path, (counts.get(path) ?? 0) + 1)
    })
    const warnings: string[] = []
    // The content preloads' warnings (the LCP photo's preload has its own journey: on a loaded host
    // its list can paint more than Chromium's few seconds after the load event).
    page.on('console', (message) => {
      if (/preload/i.test(message.text()) && message.text().includes('/content/'))
        warnings.push(message.text())
    })
    // What the app itself fetches: a preload is used when the app fetches the same URL.
    await page.addInitScript(() => {
      const fetched: string[] = []
      Object.assign(window, { __fetched: fetched })
      const { fetch } = window
      window.fetch = (input, init) => {
        fetched.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname)
        return fetch(input, init)
      }
    })
    await gotoApp(page, '/blog')
    await expect(page.locator('main article').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Each preload is used by the app (Chromium would otherwise warn a few seconds after load).
    const preloads = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloads.length).toBeGreaterThan(0)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched))
      .toEqual(expect.arrayContaining(preloads))
    expect([...counts.keys()]).toContain('/content/blog/index.json')
    expect([...counts.keys()]).toContain('/content/blog/list.json')
    expect([...counts.keys()].filter((path) => path.endsWith('.md'))).toEqual([])
    expect([...counts].filter(([, count]) => count > 1)).toEqual([])
    // A preload the page then fetched differently would be reported here by Chromium.
    expect(warnings).toEqual([])
  })

  test('the large scripts of a page ask V8 to compile them while they download, not when they first run', async ({
    page,
  }) => {
    const scripts = new Map<string, string>()
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url())
      if (response.request().resourceType() === 'script' && pathname.endsWith('.js'))
        scripts.set(pathname, await response.text().catch(() => ''))
    })
    // A detail page whose file is newer than its HTML runs the most code: the shell, its remote and
    // the markdown renderer (a body the HTML holds is shown without it).
    await page.route('**/content/blog/why-documentation-matters.md*', async (route) => {
      const file = await (await route.fetch()).text()
      await route.fulfill({ body: `${file}\n\nEdited since.\n`, contentType: 'text/markdown; charset=utf-8' })
    })
    await gotoApp(page, '/blog/why-documentation-matters')
    await expect(page.locator('main h1').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The hint heads the file, after Vite's one-line list of preloaded dependencies if it has one.
    const hinted = (text: string) => {
      const [first, second] = text.split('\n', 2)
      return (
        first === COMPILE_HINT || (first!.startsWith('const __vite__mapDeps=') && second === COMPILE_HINT)
      )
    }
    const large = [...scripts].filter(([, text]) => text.length >= 25_000)
    // React DOM, the gateway, the UI kit's styling engine, markdown.
    expect(large.length).toBeGreaterThanOrEqual(4)
    expect(large.filter(([, text]) => !hinted(text)).map(([path]) => path)).toEqual([])
    expect(large.some(([path]) => GATEWAY.test(path))).toBe(true)
    // A small script is not worth the hint's bytes.
    const small = [...scripts].filter(([path, text]) => text.length < 5_000 && path !== '/theme-init.js')
    expect(small.length).toBeGreaterThan(0)
    expect(small.filter(([, text]) => hinted(text)).map(([path]) => path)).toEqual([])
  })

  test("the UI kit's global CSS arrives with the HTML and is not generated again in the browser", async ({
    page,
  }) => {
    await gotoApp(page, '/projects')
    await expect(page.getByRole('heading', { name: 'Our Projects' })).toBeVisible()
    const styles = await page.evaluate(() => ({
      prebuilt: document.getElementById('osck-system-css')?.textContent ?? '',
      inserted: [...document.querySelectorAll('style[data-emotion]')].map((style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
      ),
      brandSolid: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid'),
    }))
    expect(styles.prebuilt).toContain('--chakra-colors-brand-700:#b83d0b')
    expect(styles.inserted.length).toBeGreaterThan(0)
    for (const sheet of styles.inserted) expect(sheet).not.toMatch(/--chakra-colors-brand-700\s*:/)
    expect(styles.brandSolid.trim()).toBe('#b83d0b')
    // The token CSS drives the theme: a button in the brand colour is brand 700 in light mode.
    const suggest = page.getByRole('button', { name: 'Suggest a Project' })
    await expect(suggest).toHaveCSS('background-color', 'rgb(184, 61, 11)')
  })
})
