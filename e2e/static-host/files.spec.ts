import { parseFeed } from '@rowanmanning/feed-parser'
import { contentOf } from '../pages/content-files'
import { expect, getDirect, test } from './support'

test.describe('a files-only host (GitHub Pages rules)', () => {
  test('every URL of the sitemap answers 200 with its own page, without a redirect', async ({
    request,
    site,
  }) => {
    const sitemap = await getDirect(request, `${site.url}sitemap.xml`)
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['cache-control']).toBe('max-age=600')
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(20)
    for (const url of urls) {
      expect(url.startsWith(site.url), url).toBe(true)
      const page = await getDirect(request, url)
      expect(page.status(), url).toBe(200)
      const html = await page.text()
      expect(html, url).toContain(`<link rel="canonical" href="${url}"`)
      expect(html, url).toContain(`<meta name="osck-base" content="${site.base}"`)
      expect(html, url).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'self\';')
    }
  })

  test('the feeds, calendars and social cards are published under the site URL', async ({
    request,
    site,
  }) => {
    const posts = contentOf('blog')
    const rss = await getDirect(request, `${site.url}blog/rss.xml`)
    expect(rss.status()).toBe(200)
    const feed = parseFeed(await rss.text())
    expect(feed.items.map((item) => item.url).sort()).toEqual(
      posts.map((p) => `${site.url}blog/${p.slug}`).sort(),
    )
    const json = (await (await getDirect(request, `${site.url}blog/feed.json`)).json()) as {
      home_page_url: string
    }
    expect(json.home_page_url.startsWith(site.url)).toBe(true)

    const events = contentOf('events')
    const calendar = await getDirect(request, `${site.url}events.ics`)
    expect(calendar.status()).toBe(200)
    expect(await calendar.text()).toContain(`URL:${site.url}events/`)
    expect((await getDirect(request, `${site.url}events/${events[0]!.slug}.ics`)).status()).toBe(200)

    const post = await getDirect(request, `${site.url}blog/${posts[0]!.slug}`)
    const card = /<meta property="og:image" content="([^"]+)"/.exec(await post.text())![1]!
    expect(card.startsWith(`${site.url}og/`)).toBe(true)
    const image = await getDirect(request, card)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')

    const manifest = await (await getDirect(request, `${site.url}remotes.json`)).json()
    expect(manifest).toEqual({
      blog: `${site.base}remotes/blog/remoteEntry.js`,
      events: `${site.base}remotes/events/remoteEntry.js`,
      projects: `${site.base}remotes/projects/remoteEntry.js`,
    })
  })

  test('unknown paths and slugs answer the not-found page with status 404', async ({ request, site }) => {
    for (const path of ['blog/no-such-post', 'nope', 'events/nope/deeper', 'content/blog/nope.md']) {
      const answer = await getDirect(request, `${site.url}${path}`)
      expect(answer.status(), path).toBe(404)
      expect(await answer.text(), path).toContain(`<meta name="osck-base" content="${site.base}"`)
    }
  })

  test('the editor at admin/ carries its own policy and stays out of search', async ({ request, site }) => {
    const admin = await getDirect(request, `${site.url}admin/`)
    expect(admin.status()).toBe(200)
    const html = await admin.text()
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toContain(`href="${site.base}admin/config.yml"`)
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!
    expect(policy).toContain("'unsafe-eval'")
    expect(policy).toContain('https://api.github.com')
    expect(policy).not.toContain('frame-ancestors')
    expect((await getDirect(request, `${site.url}admin/config.yml`)).status()).toBe(200)
    const home = await (await getDirect(request, `${site.url}home`)).text()
    expect(home).not.toContain("'unsafe-eval'")
    const sitemap = await (await getDirect(request, `${site.url}sitemap.xml`)).text()
    expect(sitemap).not.toContain('/admin')
  })

  test('the app template kept for later deploys is no page: noindex, not in the sitemap', async ({
    request,
    site,
  }) => {
    for (const path of ['app-shell', 'app-shell.html']) {
      const template = await getDirect(request, `${site.url}${path}`)
      expect(template.status(), path).toBe(200)
      expect(await template.text(), path).toContain('<meta name="robots" content="noindex" />')
    }
    expect(await (await getDirect(request, `${site.url}sitemap.xml`)).text()).not.toContain('app-shell')
    // The pages made from it are indexed.
    for (const path of ['', 'home', 'blog', `blog/${contentOf('blog')[0]!.slug}`]) {
      const html = await (await getDirect(request, `${site.url}${path}`)).text()
      expect(html, path).not.toContain('<meta name="robots"')
    }
  })

  test("the bare address answers Home's own page, for readers without JavaScript", async ({
    request,
    site,
  }) => {
    const root = await getDirect(request, site.url)
    expect(root.status()).toBe(200)
    const html = await root.text()
    expect(html).toContain(`<link rel="canonical" href="${site.url}home"`)
    expect(html).toContain(`<meta property="og:image" content="${site.url}og/site.png"`)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    for (const path of ['blog', 'events', 'projects']) expect(html).toContain(`href="${site.base}${path}"`)
  })
})
