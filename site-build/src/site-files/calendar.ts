import { createEvents, type EventAttributes } from 'ics'
import {
  absoluteUrl,
  type CommunityEvent,
  eventMeta,
  eventPeriod,
  isUpcoming,
  registrationLabel,
  siteConfig,
} from '@osck/shared/build-kit'

import type { SiteFile } from './page-kit'

const PRODUCT_ID = 'osck/events'
/** SEQUENCE counts minutes since this moment: a later change of the file, a higher number. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

/**
 * The summary and, while the event is upcoming, where to register and the join link, as its page
 * shows them: a calendar refreshed after the event no longer offers them.
 */
function description(event: CommunityEvent, now: Date): string | undefined {
  const upcoming = isUpcoming(event.date, now)
  const lines = [
    event.description,
    upcoming && event.registration ? `${registrationLabel(event.registration)}: ${event.registration}` : '',
    upcoming && event.online ? `Join online: ${event.online}` : '',
  ]
  return lines.filter(Boolean).join('\n\n') || undefined
}

/** An event and when its file last changed (its last commit, else the file's own time). */
export interface CalendarEntry {
  item: CommunityEvent
  modified: Date
}

/**
 * One VEVENT per event. A date without a time is an all-day event (DTSTART;VALUE=DATE); a time
 * is Kampala's wall clock, written in UTC so every calendar shows the same instant. The UID is the
 * slug's, so it never changes; LAST-MODIFIED (and DTSTAMP) is when the file last changed and
 * SEQUENCE grows with it, so a calendar that imported the event replaces it when it changes.
 * An event whose date cannot be read has no place in a calendar and is left out.
 */
export function eventAttributes(
  { item: event, modified }: CalendarEntry,
  origin: string,
  now: Date = new Date(),
): EventAttributes | undefined {
  const period = eventPeriod(event)
  if (!period) return undefined
  const url = absoluteUrl(eventMeta(event).path, origin)
  const common = {
    uid: `${event.slug}@${new URL(origin).hostname}`,
    title: event.title,
    description: description(event, now),
    location: [event.location, event.address].filter(Boolean).join(', ') || undefined,
    geo: event.coordinates,
    url,
    status: 'CONFIRMED' as const,
    categories: event.category ? [event.category] : undefined,
    productId: PRODUCT_ID,
    sequence: Math.max(0, Math.floor((modified.getTime() - SEQUENCE_EPOCH) / 60_000)),
    lastModified: modified.getTime(),
    timestamp: modified.getTime(),
  }
  if (period.allDay) return { ...common, start: period.start, end: period.endExclusive }
  const utc = {
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const
  return { ...common, ...utc, start: period.start, end: period.end }
}

function calendar(events: EventAttributes[], name: string): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: name })
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return value
}

/** `/events.ics` (every event, to subscribe to) and one `.ics` per event, by slug. */
export function eventCalendars(events: CalendarEntry[], origin: string, now: Date = new Date()) {
  const entries = events.flatMap((entry) => {
    const attributes = eventAttributes(entry, origin, now)
    return attributes ? [{ slug: entry.item.slug, attributes }] : []
  })
  return {
    all: calendar(
      entries.map((e) => e.attributes),
      `${siteConfig.name} events`,
    ),
    perEvent: entries.map(({ slug, attributes }) => ({
      slug,
      ics: calendar([attributes], attributes.title ?? slug),
    })),
  }
}

/** The calendars as files: `events.ics` to subscribe to, and `events/<slug>.ics` per event. */
export function calendarFiles(events: CalendarEntry[], origin: string, now: Date): SiteFile[] {
  const { all, perEvent } = eventCalendars(events, origin, now)
  return [
    { path: 'events.ics', text: all },
    ...perEvent.map(({ slug, ics }) => ({ path: `events/${slug}.ics`, text: ics })),
  ]
}
