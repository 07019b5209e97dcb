// @vitest-environment node
import ICAL from 'ical.js'
import nodeIcal, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { type CommunityEvent, toEvent } from '@osck/shared/build-kit'
import { eventCalendars } from './calendar'

const ORIGIN = 'https://osck.example'
/** An event as the site reads it from this front matter. */
const calendarEvent = (frontmatter: Record<string, unknown> = {}): CommunityEvent =>
  toEvent({
    slug: 'meetup',
    frontmatter: {
      title: 'Meetup',
      date: '2027-02-20T18:00',
      location: 'Makerere University',
      ...frontmatter,
    },
    content: '',
  })

const MODIFIED = new Date('2026-11-20T08:00:00Z')
const icsOf = (event: CommunityEvent, modified = MODIFIED) =>
  eventCalendars([{ item: event, modified }], ORIGIN).perEvent[0]!.ics

/** The one VEVENT of an event's own .ics, read by ical.js. */
const vevent = (event: CommunityEvent, modified = MODIFIED) => {
  const ics = icsOf(event, modified)
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

describe('an event .ics that updates', () => {
  it('ical.js reads a stable UID, SEQUENCE and LAST-MODIFIED from the file, DTEND and URL', () => {
    const event = vevent(calendarEvent({ end: '2027-02-20T20:30' }))
    expect(event.uid).toBe('meetup@osck.example')
    expect(event.sequence).toBeGreaterThan(0)
    expect(event.component.getFirstPropertyValue('last-modified')!.toString()).toBe('2026-11-20T08:00:00Z')
    expect(event.component.getFirstPropertyValue('url')).toBe('https://osck.example/events/meetup')
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-20T17:30:00.000Z')
  })

  it('node-ical reads the same', () => {
    const parsed = Object.values(nodeIcal.sync.parseICS(icsOf(calendarEvent({ end: '2027-02-20T20:30' }))))
    const event = parsed.find((entry) => entry?.type === 'VEVENT') as VEvent
    expect(event.uid).toBe('meetup@osck.example')
    expect(Number(event.sequence)).toBeGreaterThan(0)
    expect(event.lastmodified?.toISOString()).toBe('2026-11-20T08:00:00.000Z')
    expect(event.start.toISOString()).toBe('2027-02-20T15:00:00.000Z')
    expect(event.end?.toISOString()).toBe('2027-02-20T17:30:00.000Z')
    expect(event.url).toBe('https://osck.example/events/meetup')
  })

  it('a changed time, saved later, keeps the UID and raises SEQUENCE: the calendar replaces the entry', () => {
    const before = vevent(calendarEvent())
    const after = vevent(calendarEvent({ date: '2027-02-20T19:00' }), new Date('2026-11-21T09:30:00Z'))
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(after.startDate.toJSDate() > before.startDate.toJSDate()).toBe(true)
  })

  it('the same file gives the same calendar, byte for byte (no build time in it)', () => {
    expect(icsOf(calendarEvent())).toBe(icsOf(calendarEvent()))
  })
})
