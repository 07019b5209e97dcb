import { listMeta, type PageMeta } from '@osck/shared/build-kit'
import { definePages, type SectionPages } from '@osck/shared/sections/section-pages'
import { describe, expect, it } from 'vitest'
import { folder } from '../testing'
import { readSiteContent } from '../read-content'
import { sitemapEntries } from './lastmod'
import { CARDS, listPage, sectionSite, staticBody, type FileContext, type PageBuilder } from './page-kit'
import { renderRoute, ROOT_PAGE, siteRoutes, slugClashes } from './pages'
import { assembleSite, type HomeSite } from './site-assembly'

/** Made-up pages, as a team might declare them: names no team would choose. */
const meta = (path: string): PageMeta => ({ ...listMeta('events', CARDS), path })
const fixed =
  (path: string): PageBuilder =>
  (context) =>
    listPage(meta(path), `Fixture ${path}`, [], context.events)
const items: PageBuilder = ({ events }) =>
  events.map((read) => ({
    params: { slug: read.item.slug },
    meta: meta('/'),
    body: staticBody(<p>{read.item.title}</p>),
    sources: [read],
  }))
const home: HomeSite = {
  path: '/home',
  build: (_, teasers) => [
    { meta: meta('/home'), body: staticBody(<p>{teasers.length} teasers</p>), sources: [] },
  ],
}
const eventsPages = definePages('events', {
  list: { path: '/events', content: 'list' },
  zzArchive: { path: '/events/zz-fixture-archive', content: 'list' },
  detail: { path: '/events/:slug', content: 'item' },
})
const events = sectionSite('events', eventsPages, {
  list: fixed('/events'),
  zzArchive: fixed('/events/zz-fixture-archive'),
  detail: items,
})
const content = () =>
  readSiteContent(
    folder({
      'events/meetup.md': '---\ntitle: "Meetup"\ndate: 2020-05-01\n---\nBody',
      'events/zz-fixture-archive.md': '---\ntitle: "Clash"\ndate: 2020-05-01\n---\nBody',
    }),
  )

describe("the site's assembly", () => {
  it("builds every declared page, one per item for a :slug page, fixed paths first, plus Home's copy for /", () => {
    const routes = siteRoutes(content(), assembleSite({ home, sections: [events] }))
    expect(routes.map((route) => route.file)).toEqual([
      'home/index.html',
      'events/index.html',
      'events/zz-fixture-archive/index.html',
      'events/meetup/index.html',
      ROOT_PAGE,
    ])
    const archive = routes.find((route) => route.meta.path === '/events/zz-fixture-archive')!
    expect(renderRoute('<title></title><div id="root"></div>', archive, 'https://x.example')).toContain(
      'Fixture /events/zz-fixture-archive',
    )
    const paths = sitemapEntries(routes.slice(0, -1), new Map()).map((entry) => entry.path)
    expect(paths).toContain('/events/zz-fixture-archive')
  })

  it('says on each page what it shows first: the list, or the item by its slug', () => {
    const routes = siteRoutes(content(), assembleSite({ home, sections: [events] }))
    const start = (path: string) => routes.find((route) => route.meta.path === path)?.start
    expect(start('/events')).toEqual({ section: 'events', slug: undefined })
    expect(start('/events/meetup')).toEqual({ section: 'events', slug: 'meetup' })
    expect(start('/home')).toBeUndefined()
    const html = renderRoute('<title></title><div id="root"></div>', routes[3]!, 'https://x.example')
    expect(html).toContain('<div id="root" data-start-section="events" data-start-slug="meetup">')
  })

  it('names a content file whose slug is a fixed page, which keeps its path', () => {
    const site = assembleSite({ home, sections: [events] })
    expect(slugClashes(content(), site)).toEqual([
      expect.objectContaining({
        file: 'events/zz-fixture-archive.md',
        error: expect.stringContaining('/events/zz-fixture-archive'),
      }),
    ])
    const archive = siteRoutes(content(), site).filter((r) => r.meta.path === '/events/zz-fixture-archive')
    expect(archive).toHaveLength(1)
    expect(
      renderRoute('<title></title><div id="root"></div>', archive[0]!, 'https://x.example'),
    ).not.toContain('Clash')
  })

  it('fails on a page outside its section, a path declared twice, a section twice, or a page without a builder', () => {
    const section = (pages: SectionPages, builders: Record<string, PageBuilder>) =>
      ({ section: 'events', pages, builders }) as const
    expect(() =>
      assembleSite({ home, sections: [section({ x: { path: '/blog/zz-fixture' } }, { x: items })] }),
    ).toThrow('events (its page "x") declares /blog/zz-fixture, which belongs to blog.')
    expect(() =>
      assembleSite({
        home,
        sections: [section({ a: { path: '/events/zz' }, b: { path: '/events/zz' } }, { a: items, b: items })],
      }),
    ).toThrow('/events/zz is declared by events (its page "a") and by events (its page "b").')
    expect(() => assembleSite({ home, sections: [events, events] })).toThrow(
      'The events section is assembled twice.',
    )
    expect(() => assembleSite({ home, sections: [section({ a: { path: '/events/zz' } }, {})] })).toThrow(
      'events (its page "a") at /events/zz has no builder',
    )
  })

  it("gathers each section's files, and fails on one named outside its section", () => {
    const withFiles = (files: string[]) =>
      sectionSite('events', eventsPages, events.builders as never, {
        files: ({ events: reads }) => files.map((path) => ({ path, text: `${reads.length} events` })),
      })
    const context = { ...({} as FileContext), events: [] }
    const site = assembleSite({ home, sections: [withFiles(['events.zz', 'events/zz-fixture.ics'])] })
    expect(site.files(context)).toEqual([
      { path: 'events.zz', text: '0 events' },
      { path: 'events/zz-fixture.ics', text: '0 events' },
    ])
    for (const stray of ['zz-feed.xml', 'blog/zz.xml', 'eventszz.ics', 'events.d/zz.ics']) {
      const strayed = assembleSite({ home, sections: [withFiles([stray])] })
      expect(() => strayed.files(context)).toThrow(`events publishes ${stray}, outside its own name`)
    }
  })
})
