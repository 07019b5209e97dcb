// @vitest-environment node
// @vitest-environment jsdom
import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from './assembly'
import { buildNow, buildSiteFiles } from '@osck/site-build/site'
import { folder } from '@osck/site-build/testing'

/**
 * The daily rebuild (deploy-content.yml's `schedule`) on two mornings, with a fixed clock: the
 * day before the meetup and the day after. Nothing in content changes; only the clock does.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>OSCK</title></head><body><div id="root"></div></body></html>'
const MEETUP = [
  '---',
  'title: "February Meetup"',
  'date: "2027-02-20T18:00"',
  'end: "2027-02-20T20:30"',
  'location: "Makerere University"',
  'registration: "https://lu.ma/osck-feb"',
  'online: "https://meet.jit.si/osck-feb"',
  '---',
  'Talks.',
].join('\n')
const content = folder({
  'events/feb-meetup.md': MEETUP,
  'blog/post.md': '---\ntitle: "A post"\ndate: "2026-01-10"\n---\nBody',
})

async function buildOn(now: string) {
  const out = folder({ 'index.html': TEMPLATE })
  await buildSiteFiles({
    site,
    contentRoot: content,
    outDir: out,
    cacheDir: join(out, '.cache'),
    origin: 'https://osck.example',
    now: new Date(now),
  })
  const read = (path: string) => readFileSync(join(out, path), 'utf8')
  const html = (path: string) => new JSDOM(read(path)).window.document
  const section = (doc: Document, heading: string) =>
    [...doc.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading)
  const vevent = new ICAL.Event(
    new ICAL.Component(ICAL.parse(read('events.ics'))).getFirstSubcomponent('vevent')!,
  )
  const sitemap = new JSDOM(read('sitemap.xml'), { contentType: 'application/xml' }).window.document
  const lastmod = [...sitemap.querySelectorAll('url')]
    .find((url) => url.querySelector('loc')?.textContent?.endsWith('/events/feb-meetup'))
    ?.querySelector('lastmod')?.textContent
  return {
    page: html('events/feb-meetup/index.html'),
    upcomingOnList: section(html('events/index.html'), 'Upcoming Events')?.textContent ?? '',
    pastOnList: section(html('events/index.html'), 'Past Events')?.textContent ?? '',
    onHome: section(html('home/index.html'), 'Upcoming Events')?.textContent ?? '',
    calendar: vevent.description ?? '',
    lastmod,
  }
}

describe('the scheduled rebuild: an event moves from upcoming to past when the clock passes it', () => {
  it('the evening before: upcoming everywhere, with registration and the join link', async () => {
    const site = await buildOn('2027-02-19T06:00:00+03:00')
    expect(site.page.querySelector('article > p')?.textContent).toBe('Upcoming Event')
    expect(site.page.querySelector('a[href="https://lu.ma/osck-feb"]')?.textContent).toBe('Register on Luma')
    expect(site.page.querySelector('a[href="https://meet.jit.si/osck-feb"]')).not.toBeNull()
    expect(site.upcomingOnList).toContain('February Meetup')
    expect(site.pastOnList).not.toContain('February Meetup')
    expect(site.onHome).toContain('February Meetup')
    expect(site.calendar).toContain('Join online: https://meet.jit.si/osck-feb')
    expect(site.calendar).toContain('Register on Luma: https://lu.ma/osck-feb')
    // An upcoming event's date is not a change of its page.
    expect(site.lastmod).toBeUndefined()
  })

  it('the morning after: past everywhere, no registration, no join link', async () => {
    const site = await buildOn('2027-02-21T06:00:00+03:00')
    expect(site.page.querySelector('article > p')?.textContent).toBe('Past Event')
    expect(site.page.querySelector('a[href^="https://lu.ma"]')).toBeNull()
    expect(site.page.querySelector('a[href^="https://meet.jit.si"]')).toBeNull()
    expect(site.upcomingOnList).not.toContain('February Meetup')
    expect(site.pastOnList).toContain('February Meetup')
    expect(site.onHome).not.toContain('February Meetup')
    expect(site.calendar).not.toContain('meet.jit.si')
    expect(site.calendar).not.toContain('lu.ma')
    expect(site.lastmod).toMatch(/^2027-02-20/)
  })
})

describe('buildNow', () => {
  it('reads OSCK_BUILD_NOW, refuses what is not a date-time, and is the real clock without it', () => {
    expect(buildNow('2027-02-21T06:00:00+03:00').toISOString()).toBe('2027-02-21T03:00:00.000Z')
    expect(() => buildNow('tomorrow')).toThrow(/OSCK_BUILD_NOW/)
    expect(Math.abs(buildNow('').getTime() - Date.now())).toBeLessThan(60_000)
  })
})
