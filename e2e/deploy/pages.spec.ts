import { MAIN } from './support/stack'
import { expect, test, waitForApp } from './support/fixtures'

// The generated pages and files (docs/pages-and-feeds.md) as nginx serves them.
test.describe('generated pages behind nginx', () => {
  test('a known post has its own page; feeds, calendars and sitemap have their media types', async ({
    request,
  }) => {
    const files = (await (await request.get(`${MAIN.shell}/content/blog/index.json`)).json()) as string[]
    const slug = files[0]!.replace(/\.md$/, '')
    const post = await request.get(`${MAIN.shell}/blog/${slug}`)
    expect(post.status()).toBe(200)
    expect(post.headers()['cache-control']).toBe('no-cache')
    expect(await post.text()).toContain(`<link rel="canonical" href="http://localhost:8080/blog/${slug}"/>`)

    const types: Record<string, string> = {
      '/events.ics': 'text/calendar',
      '/blog/rss.xml': 'application/rss+xml',
      '/blog/atom.xml': 'application/atom+xml',
      '/blog/feed.json': 'application/feed+json',
      '/sitemap.xml': 'xml',
      '/robots.txt': 'text/plain',
      '/og/site.png': 'image/png',
    }
    for (const [path, type] of Object.entries(types)) {
      const response = await request.get(`${MAIN.shell}${path}`)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain(type)
    }
  })

  test('an unknown slug answers 404 with the not-found page, and the app still starts', async ({ page }) => {
    const response = await page.goto(`${MAIN.shell}/events/no-such-event`)
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
  })
})
