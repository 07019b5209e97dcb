import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { eventsStaticPage } from './static-page'
import { makeEvent } from './test/fixtures'

const { Items, Article } = eventsStaticPage
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe("the events' static page", () => {
  it('names each event with its date and place, linked to its page', () => {
    const doc = parse(renderToStaticMarkup(<Items items={[makeEvent('meet-up', { date: '2026-07-01' })]} />))
    expect(doc.querySelector('h3 a')?.getAttribute('href')).toBe('/events/meet-up')
    expect(doc.querySelector('li p')?.textContent).toBe('July 1, 2026 · Outbox Hub')
  })

  it("escapes a hostile place, offers the event's calendar and places the rendered body", () => {
    const location = '<img src=x onerror=alert(1)>'
    const event = makeEvent('meet-up', { location })
    const html = renderToStaticMarkup(<Article item={event} body={<div id="body" />} now={new Date()} />)
    expect(html).not.toContain('<img')
    const doc = parse(html)
    expect(doc.querySelector('h1 + p')?.textContent).toContain(location)
    expect(doc.querySelector('a[href$=".ics"]')?.textContent).toBe('Add to calendar')
    expect(doc.querySelector('article > #body')).not.toBeNull()
  })
})

describe('registration on the static page', () => {
  const NOW = new Date('2026-06-15T12:00:00Z')
  const render = (event: ReturnType<typeof makeEvent>) =>
    parse(renderToStaticMarkup(<Article item={event} body={null} now={NOW} />))
  const registered = makeEvent('meet-up', {
    date: '2026-07-01',
    registration: 'https://lu.ma/osck-july',
    capacity: '40 seats',
    status: 'Waitlist open',
  })

  it('links an upcoming event to where people register, in a new tab, with capacity and status', () => {
    const link = render(registered).querySelector('a[href="https://lu.ma/osck-july"]')
    expect(link?.textContent).toBe('Register on Luma')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link?.parentElement?.textContent).toBe('Register on Luma (40 seats · Waitlist open)')
  })

  it('a past event and an event without a link show no registration link', () => {
    expect(render({ ...registered, date: '2026-06-01' }).querySelector('a[href*="lu.ma"]')).toBeNull()
    const local = render(makeEvent('plain', { date: '2026-07-01' }))
    expect([...local.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Add to calendar',
      'Back to Events',
    ])
  })
})
