// @vitest-environment jsdom
import { parseFeed } from '@rowanmanning/feed-parser'
import ICAL from 'ical.js'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type BlogPost, blogPostMeta, type CommunityEvent, eventMeta } from '@osck/shared/build-kit'
import { eventCalendars } from './calendar'
import { blogFeeds } from './feeds'
import { MarkdownBody } from './markdown-html'
import { pageHtml } from './page-html'
import { sitemapXml } from './sitemap'

const RAW = { slug: 'x', frontmatter: {}, content: '' }

// Titles an author (or an attacker) may write: every format must give them back exactly.
const HOSTILE = [
  `Quotes "double" and 'single'`,
  '</script><script>alert(1)</script>',
  'Tom & Jerry <b>bold</b> &amp; more',
  'Launch 🚀 party 🎉',
  'Ekibiina kya Open Source — Кампала 東京 مرحبا',
]
const ORIGIN = 'https://osck.example'
const TEMPLATE =
  '<!doctype html><html><head><title>Site</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>'

const post = (title: string, i: number): BlogPost => ({
  slug: `post-${i}`,
  title,
  date: '2025-03-01',
  description: `${title} (summary)`,
  author: title,
  image: '/uploads/x.png',
  category: 'General',
  tags: [title],
  featured: false,
  content: `Body of ${title}`,
})
const event = (title: string, i: number): CommunityEvent => ({
  slug: `event-${i}`,
  title,
  date: '2025-09-18T18:30',
  description: title,
  image: '/uploads/x.png',
  location: `${title}, Kampala`,
  content: 'Body',
})

describe.each(HOSTILE.map((title, i) => [title, i] as const))('hostile title %s', (title, i) => {
  it('comes out exact in the HTML head, body and JSON-LD, and cannot close the script', () => {
    const html = pageHtml(
      TEMPLATE,
      blogPostMeta(post(title, i), { cards: true }),
      ORIGIN,
      h('h1', null, title),
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.title).toBe(`${title} | Open Source Community Kampala`)
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(doc.title)
    expect(doc.querySelector('meta[name="twitter:description"]')?.getAttribute('content')).toBe(
      `${title} (summary)`,
    )
    expect(doc.querySelector('#root h1')?.textContent).toBe(title)
    expect(doc.querySelectorAll('script')).toHaveLength(1)
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(jsonLd.headline).toBe(title)
    expect(jsonLd.author.name).toBe(title)
    expect(html.match(/<\/script/gi)).toHaveLength(1)
  })

  it('comes out exact in the RSS, Atom and JSON feeds', () => {
    const feeds = blogFeeds(
      [{ item: post(title, i), raw: RAW, section: 'blog', file: 'blog/x.md', modified: new Date() }],
      ORIGIN,
    )
    for (const xml of [feeds.rss, feeds.atom]) {
      const parsed = parseFeed(xml)
      expect(parsed.items.map((item) => item.title)).toEqual([title])
      expect(parsed.items[0]?.url).toBe(`${ORIGIN}/blog/post-${i}`)
    }
    expect(JSON.parse(feeds.json).items[0].title).toBe(title)
  })

  it('comes out exact in the calendar files', () => {
    const { all, perEvent } = eventCalendars([{ item: event(title, i), modified: new Date() }], ORIGIN)
    for (const ics of [all, perEvent[0]!.ics]) {
      const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!
      const parsed = new ICAL.Event(vevent)
      expect(parsed.summary).toBe(title)
      expect(parsed.location).toBe(`${title}, Kampala`)
      expect(parsed.startDate.toJSDate().toISOString()).toBe('2025-09-18T15:30:00.000Z')
    }
  })
})

describe('sitemap', () => {
  it('writes escaped, parseable XML for any slug', async () => {
    const xml = await sitemapXml(
      [{ path: `/blog/${encodeURIComponent('a&b "c" <d>')}`, lastmod: new Date(0) }],
      ORIGIN,
    )
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.querySelector('loc')?.textContent).toBe(`${ORIGIN}/blog/a%26b%20%22c%22%20%3Cd%3E`)
    expect(doc.querySelector('lastmod')?.textContent).toBe('1970-01-01T00:00:00.000Z')
  })
})

describe('event meta', () => {
  it('gives schema.org Event with a Kampala start date, a place and a status', () => {
    const meta = eventMeta(event('Meetup', 1), { cards: true })
    const html = pageHtml(TEMPLATE, meta, ORIGIN, h('p', null))
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      startDate: '2025-09-18T18:30:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Meetup, Kampala' },
    })
  })
})

describe('a hostile body', () => {
  // Nesting that overflows the parser's stack, and emphasis it parses in quadratic time (about a
  // minute for this one): the build writes those parts as plain text and formats the rest.
  const deep = '>'.repeat(5000) + ' deep'
  const storm = '*a'.repeat(50_000)
  const content = [
    'Intro with *emphasis*.',
    '# Deep',
    deep,
    '# Storm',
    storm,
    '# After',
    'The **end**.',
  ].join('\n')

  it('is written in the page: formatted parts formatted, the others as text', () => {
    const html = renderToStaticMarkup(h(MarkdownBody, { source: content }))
    expect(html).toContain('<em>emphasis</em>')
    expect(html).toContain('<strong>end</strong>')
    expect(html).toContain(deep.replace(/>/g, '&gt;'))
    expect(html).toContain(storm)
  })

  it('is written in the feeds', () => {
    const feeds = blogFeeds(
      [
        {
          item: { ...post('Hostile body', 0), content },
          raw: RAW,
          section: 'blog',
          file: 'blog/x.md',
          modified: new Date(),
        },
      ],
      ORIGIN,
    )
    expect(parseFeed(feeds.rss).items[0]?.content).toContain('<strong>end</strong>')
    expect(JSON.parse(feeds.json).items[0].content_html).toContain(storm)
  })
})
