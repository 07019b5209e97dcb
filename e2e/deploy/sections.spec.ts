import { MAIN } from './support/stack'
import { SECTION_PAGES, expect, expectSectionWorks, test, waitForApp } from './support/fixtures'

test.describe('four origins behind nginx', () => {
  test('every section loads from its own origin: list pages and a detail page', async ({ page }) => {
    const scripts: URL[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()))
    })
    await page.goto(`${MAIN.shell}/home`)
    await waitForApp(page)
    for (const { path } of SECTION_PAGES) await expectSectionWorks(page, MAIN.shell, path, 'nav')

    for (const { section } of SECTION_PAGES) {
      const origin = MAIN[section]
      const fromRemote = scripts.filter((url) => url.origin === origin).map((url) => url.pathname)
      expect(fromRemote, `${section} remote`).toContain('/remoteEntry.js')
      // The remote's own chunks come from the remote's origin, resolved relative to its remoteEntry.js.
      expect(fromRemote.some((path) => path.startsWith('/__federation_expose_'))).toBe(true)
    }
    // Nothing is looked for under the single-origin layout, and shared modules come from the shell only.
    expect(
      scripts.filter((url) => url.origin === MAIN.shell && url.pathname.startsWith('/remotes/')),
    ).toEqual([])
    expect(
      scripts.filter((url) => url.origin !== MAIN.shell && url.pathname.includes('__federation_shared_')),
    ).toEqual([])
  })

  test('Home shows the blog and events teasers from their remotes', async ({ page }) => {
    await page.goto(`${MAIN.shell}/home`)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toHaveCount(0)
  })

  test('the shell sends its Content-Security-Policy and the caching rules', async ({ request }) => {
    const home = await request.get(`${MAIN.shell}/home`)
    expect(home.status()).toBe(200)
    const csp = home.headers()['content-security-policy'] ?? ''
    const remotes = `${MAIN.blog} ${MAIN.events} ${MAIN.projects}`
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain(`script-src 'self' ${remotes}`)
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    // Content images on any https host (CONTENT_IMAGE_SOURCES), the remotes' own beside them.
    expect(csp).toContain(`img-src 'self' data: https: ${remotes}`)
    expect(csp).toContain(`connect-src 'self' ${remotes}`)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive)
    }
    expect(home.headers()['cache-control']).toBe('no-cache')
    expect(home.headers()['content-encoding']).toBe('gzip')

    const manifest = await request.get(`${MAIN.shell}/remotes.json`)
    expect(manifest.headers()['cache-control']).toBe('no-cache')
    expect(await manifest.json()).toEqual({
      blog: `${MAIN.blog}/remoteEntry.js`,
      events: `${MAIN.events}/remoteEntry.js`,
      projects: `${MAIN.projects}/remoteEntry.js`,
    })

    const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
    expect(bundle).toBeTruthy()
    const asset = await request.get(`${MAIN.shell}${bundle}`)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('an upload is never active content: it comes sandboxed, without scripts', async ({ request }) => {
    const upload = await request.get(`${MAIN.shell}/uploads/event-meetup.svg`)
    expect(upload.status()).toBe(200)
    const policies = upload
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
      .map(({ value }) => value)
    expect(policies).toContain("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
  })

  test('content, uploads and assets are files or 404, never the app page; other pages get the app', async ({
    request,
  }) => {
    for (const path of [
      '/content/blog/no-such-post.md',
      '/uploads/no-such.png',
      '/assets/no-such.js',
      '/no-such.js',
    ]) {
      const response = await request.get(`${MAIN.shell}${path}`)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).not.toContain('id="root"')
    }
    const index = await request.get(`${MAIN.shell}/content/blog/index.json`)
    expect(index.status()).toBe(200)
    const files = (await index.json()) as string[]
    expect(files.length).toBeGreaterThan(0)
    const post = await request.get(`${MAIN.shell}/content/blog/${files[0]}`)
    expect(post.headers()['content-type']).toContain('text/markdown')

    // `/` is Home: a redirect, so bots and readers without JavaScript get Home's page.
    const root = await request.get(`${MAIN.shell}/?from=share`, { maxRedirects: 0 })
    expect(root.status()).toBe(301)
    expect(root.headers()['location']).toBe('/home?from=share')
    for (const path of ['/home', '/blog', '/events', '/projects/']) {
      const response = await request.get(`${MAIN.shell}${path}`)
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toContain('id="root"')
    }
    // An unknown page or slug: the not-found page (the app, which starts) with a real 404 status.
    for (const path of ['/about', '/nope/deeper', '/events/some-event', '/projects/x', '/blog/x/y']) {
      const unknown = await request.get(`${MAIN.shell}${path}`)
      expect(unknown.status(), path).toBe(404)
      const html = await unknown.text()
      expect(html, path).toContain('id="root"')
      expect(html, path).toContain('Page Not Found')
    }
  })

  test('a remote: remoteEntry.js never cached stale, chunks immutable, CORS for the shell only', async ({
    request,
  }) => {
    const asShell = { headers: { Origin: MAIN.shell } }
    const remoteEntry = await request.get(`${MAIN.blog}/remoteEntry.js`, asShell)
    expect(remoteEntry.status()).toBe(200)
    expect(remoteEntry.headers()['cache-control']).toBe('no-cache')
    expect(remoteEntry.headers()['access-control-allow-origin']).toBe(MAIN.shell)
    expect(remoteEntry.headers()['content-encoding']).toBe('gzip')

    const chunk = /\.\/(__federation_expose_[^"']+\.js)/.exec(await remoteEntry.text())?.[1]
    expect(chunk).toBeTruthy()
    const chunkResponse = await request.get(`${MAIN.blog}/${chunk}`, asShell)
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(chunkResponse.headers()['access-control-allow-origin']).toBe(MAIN.shell)

    for (const origin of ['http://evil.example', MAIN.events]) {
      const other = await request.get(`${MAIN.blog}/remoteEntry.js`, { headers: { Origin: origin } })
      expect(other.headers()['access-control-allow-origin'], origin).toBeUndefined()
    }
    expect((await request.get(`${MAIN.blog}/no-such-chunk-12345678.js`)).status()).toBe(404)
  })
})
