import { parseFeed } from '@rowanmanning/feed-parser'
import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import { contentOf } from './content-files'

const posts = contentOf('blog')
const events = contentOf('events')

test('the RSS, Atom and JSON feeds list every post', async ({ request }) => {
  const postUrls = posts.map((post) => `/blog/${post.slug}`).sort()
  for (const [path, type] of [
    ['/blog/rss.xml', 'application/rss+xml'],
    ['/blog/atom.xml', 'application/atom+xml'],
  ] as const) {
    const response = await request.get(path)
    expect(response.headers()['content-type']).toContain(type)
    const feed = parseFeed(await response.text())
    expect(feed.items.map((item) => new URL(item.url!).pathname).sort(), path).toEqual(postUrls)
    expect(feed.items.map((item) => item.title).sort(), path).toEqual(posts.map((p) => p.title).sort())
  }
  const json = await request.get('/blog/feed.json')
  expect(json.headers()['content-type']).toContain('application/feed+json')
  const feed = (await json.json()) as { version: string; items: { url: string; title: string }[] }
  expect(feed.version).toContain('jsonfeed.org')
  expect(feed.items.map((item) => new URL(item.url).pathname).sort()).toEqual(postUrls)
})

/** Africa/Kampala is UTC+3: a wall-clock time there is 3 hours earlier in UTC. */
const kampalaToUtc = (wall: string) =>
  new Date(`${wall.length === 16 ? `${wall}:00` : wall}+03:00`).toISOString()

test('/events.ics has every event at its Kampala time; a date without a time is all-day', async ({
  request,
}) => {
  const response = await request.get('/events.ics')
  expect(response.headers()['content-type']).toContain('text/calendar')
  const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent')
  const parsed = new Map(vevents.map((v) => [new ICAL.Event(v).summary, new ICAL.Event(v)]))
  expect([...parsed.keys()].sort()).toEqual(events.map((e) => e.title).sort())
  let allDay = 0
  let timed = 0
  for (const event of events) {
    const start = parsed.get(event.title)!.startDate
    if (/^\d{4}-\d{2}-\d{2}$/.test(event.date!)) {
      allDay += 1
      expect(start.isDate, event.slug).toBe(true)
      expect(start.toString(), event.slug).toBe(event.date)
    } else {
      timed += 1
      expect(start.isDate, event.slug).toBe(false)
      expect(start.toJSDate().toISOString(), event.slug).toBe(kampalaToUtc(event.date!))
    }
  }
  expect(allDay).toBeGreaterThan(0)
  expect(timed).toBeGreaterThan(0)

  const one = await request.get(`/events/${events[0]!.slug}.ics`)
  const single = new ICAL.Component(ICAL.parse(await one.text())).getAllSubcomponents('vevent')
  expect(single.map((v) => new ICAL.Event(v).summary)).toEqual([events[0]!.title])
})

test('every URL of the sitemap answers 200, and robots.txt names the sitemap', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  // The browser's XML parser, not a regex.
  const entries = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not XML')
    return [...doc.querySelectorAll('url')].map((url) => ({
      loc: url.querySelector('loc')?.textContent ?? '',
      lastmod: url.querySelector('lastmod')?.textContent ?? '',
    }))
  }, xml)
  // Home, the three lists and the events' archive, then one page per item.
  const fixed = ['/home', '/blog', '/events', '/events/past', '/projects']
  const paths = entries.map(({ loc }) => new URL(loc).pathname)
  for (const path of fixed) expect(paths).toContain(path)
  expect(entries.length).toBe(fixed.length + posts.length + events.length + contentOf('projects').length)
  for (const { loc, lastmod } of entries) {
    // From content (a commit or the item's date): every post has one, none is in the future.
    if (new URL(loc).pathname.startsWith('/blog/')) expect(lastmod, loc).not.toBe('')
    if (lastmod) expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now())
    const response = await request.get(new URL(loc).pathname)
    expect(response.status(), loc).toBe(200)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
})
