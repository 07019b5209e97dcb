// @vitest-environment node
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { CommunityEvent } from '@osck/shared/build-kit'
import { eventCalendars } from './calendar'

const ORIGIN = 'https://osck.example'
const calendarEvent = (overrides: Partial<CommunityEvent> = {}): CommunityEvent => ({
  slug: 'meetup',
  title: 'Meetup',
  date: '2027-02-20T18:00',
  description: 'Talks.',
  image: '/images/logo.svg',
  location: 'Makerere University',
  content: '',
  ...overrides,
})

/** The one VEVENT of an event's own .ics, read by ical.js. */
const vevent = (event: CommunityEvent) => {
  const ics = eventCalendars([event], ORIGIN).perEvent[0]!.ics
  return new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!)
}

describe('an event .ics: DTEND and place', () => {
  it('DTEND is the end when there is one, two hours on without', () => {
    expect(
      vevent(calendarEvent({ end: '2027-02-20T20:30' }))
        .endDate.toJSDate()
        .toISOString(),
    ).toBe('2027-02-20T17:30:00.000Z')
    expect(vevent(calendarEvent()).endDate.toJSDate().toISOString()).toBe('2027-02-20T17:00:00.000Z')
  })

  it('an all-day event that runs over two days ends the day after its last', () => {
    const event = vevent(calendarEvent({ date: '2026-08-22', end: '2026-08-23' }))
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(['2026-08-22', '2026-08-24'])
  })

  it('LOCATION names the place and the address, GEO the point', () => {
    const event = vevent(
      calendarEvent({ address: 'University Rd, Kampala', coordinates: { lat: 0.3319, lon: 32.57 } }),
    )
    expect(event.location).toBe('Makerere University, University Rd, Kampala')
    expect(event.component.getFirstPropertyValue('geo')).toEqual([0.3319, 32.57])
  })
})
