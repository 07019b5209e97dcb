import { expect, test, type Page } from '@playwright/test'
import { imageSize } from 'image-size'
import { COMMUNITY, contentOf } from './content-files'

// A link-preview bot or crawler: no JavaScript, only the HTML each URL answers.
test.use({ javaScriptEnabled: false })

const post = contentOf('blog')[0]!
const event = contentOf('events')[0]!
const project = contentOf('projects')[0]!

const PAGES = [
  { path: '/home', title: COMMUNITY, type: 'website', ld: 'WebSite', text: COMMUNITY },
  { path: '/blog', title: `Blog | ${COMMUNITY}`, type: 'website', ld: 'CollectionPage', text: post.title },
  {
    path: '/events',
    title: `Events & Activities | ${COMMUNITY}`,
    type: 'website',
    ld: 'CollectionPage',
    text: event.title,
  },
  {
    path: '/projects',
    title: `Projects | ${COMMUNITY}`,
    type: 'website',
    ld: 'CollectionPage',
    text: project.title,
  },
  {
    path: `/blog/${post.slug}`,
    title: `${post.title} | ${COMMUNITY}`,
    type: 'article',
    ld: 'BlogPosting',
    text: post.title,
    description: post.description,
  },
  {
    path: `/events/${event.slug}`,
    title: `${event.title} | ${COMMUNITY}`,
    type: 'article',
    ld: 'Event',
    text: event.title,
    description: event.description,
  },
  {
    path: `/projects/${project.slug}`,
    title: `${project.title} | ${COMMUNITY}`,
    type: 'article',
    ld: 'CreativeWork',
    text: project.title,
    description: project.description,
  },
]

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content')

for (const expected of PAGES) {
  test(`${expected.path}: its own title, description, cards, JSON-LD and text`, async ({ page, request }) => {
    const response = await page.goto(expected.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(expected.title)

    const description = await meta(page, 'name', 'description')
    expect(description).toBeTruthy()
    if (expected.description) expect(description).toBe(expected.description)
    expect(await meta(page, 'property', 'og:title')).toBe(expected.title)
    expect(await meta(page, 'property', 'og:description')).toBe(description)
    expect(await meta(page, 'property', 'og:type')).toBe(expected.type)
    expect(await meta(page, 'property', 'og:site_name')).toBe(COMMUNITY)
    expect(new URL((await meta(page, 'property', 'og:url'))!).pathname).toBe(expected.path)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      await meta(page, 'property', 'og:url'),
    )
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(await meta(page, 'name', 'twitter:title')).toBe(expected.title)
    expect(await meta(page, 'name', 'twitter:description')).toBe(description)
    expect(await meta(page, 'property', 'og:image:width')).toBe('1200')
    expect(await meta(page, 'property', 'og:image:height')).toBe('630')

    // The card: an absolute URL answering a 1200×630 image of at most 300 KB.
    const image = new URL((await meta(page, 'property', 'og:image'))!)
    expect(await meta(page, 'name', 'twitter:image')).toBe(image.toString())
    const card = await request.get(image.pathname)
    expect(card.status()).toBe(200)
    const bytes = await card.body()
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024)
    expect(imageSize(bytes)).toMatchObject({ width: 1200, height: 630 })

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(jsonLd['@context']).toBe('https://schema.org')
    expect(jsonLd['@type']).toBe(expected.ld)
    if (expected.ld === 'Event')
      expect(jsonLd).toMatchObject({
        startDate: expect.any(String),
        location: expect.any(Object),
        eventStatus: expect.any(String),
      })

    // The text is readable (the start-up loader does not cover it) and the site can be crawled.
    await expect(page.locator('#app-loader')).toBeHidden()
    await expect(page.getByText(expected.text, { exact: true }).first()).toBeVisible()
    for (const name of ['Events & Activities', 'Projects', 'Blog']) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible()
    }
    for (const rel of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) {
      await expect(page.locator(`head link[rel="alternate"][type="${rel}"]`)).toHaveCount(1)
    }

    // A plain HTTP client gets the same tags.
    const plain = await request.get(expected.path)
    expect(plain.headers()['content-type']).toContain('text/html')
    expect(await plain.text()).toContain(`<meta property="og:image" content="${image.toString()}"/>`)
  })
}

test("/: Home's page, by a redirect to /home or as Home's own HTML where the host cannot redirect", async ({
  page,
  request,
}) => {
  const first = await request.get('/?utm_source=whatsapp', { maxRedirects: 0 })
  if (first.status() !== 200) {
    expect([301, 302, 307, 308]).toContain(first.status())
    expect(new URL(first.headers()['location']!, 'http://any.host').pathname).toBe('/home')
    expect(first.headers()['location']).toContain('?utm_source=whatsapp')
  }
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(COMMUNITY)
  expect(await meta(page, 'name', 'description')).toBeTruthy()
  expect(new URL((await meta(page, 'property', 'og:image'))!).pathname).toBe('/og/site.png')
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: COMMUNITY })).toBeVisible()
  for (const path of ['/blog', '/events', '/projects']) {
    await expect(page.locator(`a[href="${path}"]`).first()).toBeVisible()
  }
})

test('the event page links to its calendar file', async ({ page, request }) => {
  await page.goto(`/events/${event.slug}`)
  const link = page.getByRole('link', { name: 'Add to calendar' })
  await expect(link).toBeVisible()
  const ics = await request.get((await link.getAttribute('href'))!)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
})

for (const path of [`/blog/no-such-post`, '/events/no-such-event', '/projects/no/such', '/about']) {
  test(`${path}: answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`Page Not Found | ${COMMUNITY}`)
    // Not a page of its own: never indexed, no canonical URL.
    expect(await meta(page, 'name', 'robots')).toBe('noindex')
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  })
}
