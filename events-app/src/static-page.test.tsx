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
      'Add to Google Calendar',
      'Back to Events',
    ])
  })
})

describe('when and where on the static page', () => {
  const NOW = new Date('2026-06-15T12:00:00Z')
  const full = makeEvent('full', {
    date: '2026-07-01T18:30',
    end: '2026-07-01T21:00',
    address: 'University Rd, Kampala',
    coordinates: { lat: 0.3326, lon: 32.5686 },
    online: 'https://meet.jit.si/osck',
  })
  const render = (event: ReturnType<typeof makeEvent>) =>
    parse(renderToStaticMarkup(<Article item={event} body={null} now={NOW} />))

  it('writes the time with its zone and end, the address, the map links and the join link', () => {
    const doc = render(full)
    expect(doc.querySelector('h1 + p')?.textContent).toBe(
      'July 1, 2026 at 6:30 PM – 9:00 PM EAT · Outbox Hub',
    )
    const links = [...doc.querySelectorAll('section a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Open in your map app', 'geo:0.3326,32.5686?q=0.3326,32.5686(University%20Rd%2C%20Kampala)'],
      ['OpenStreetMap', 'https://www.openstreetmap.org/?mlat=0.3326&mlon=32.5686#map=17/0.3326/32.5686'],
      ['Google Maps', 'https://www.google.com/maps/search/?api=1&query=0.3326,32.5686'],
      ['Join online', 'https://meet.jit.si/osck'],
    ])
    expect(doc.querySelector('section p')?.textContent).toBe('University Rd, Kampala')
  })

  it('a past event has no join link', () => {
    const doc = render({ ...full, date: '2026-06-01T18:30', end: undefined })
    expect(doc.querySelector('a[href^="https://meet"]')).toBeNull()
    expect(doc.querySelector('a[href^="geo:"]')).not.toBeNull()
  })
})

describe('calendar links on the static page', () => {
  it('offers Google Calendar prefilled at build time, in a new tab, beside the .ics', () => {
    const event = makeEvent('meet-up', { date: '2026-07-01T18:30', end: '2026-07-01T21:00' })
    const doc = parse(renderToStaticMarkup(<Article item={event} body={null} now={new Date(0)} />))
    const google = doc.querySelector('a[href^="https://calendar.google.com/"]')
    expect(google?.textContent).toBe('Add to Google Calendar')
    expect(google?.getAttribute('target')).toBe('_blank')
    expect(new URL(google!.getAttribute('href')!).searchParams.get('dates')).toBe(
      '20260701T153000Z/20260701T180000Z',
    )
    expect(doc.querySelector('script')).toBeNull()
  })
})
